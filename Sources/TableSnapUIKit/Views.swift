import TableKit

/// `UIView`: see ``View``.
public typealias UIView = View
/// `UILabel`: see ``Label``.
public typealias UILabel = Label
/// `UIImageView`: see ``ImageView``.
public typealias UIImageView = ImageView
/// `UIVisualEffectView`: see ``VisualEffectView``.
public typealias UIVisualEffectView = VisualEffectView
/// `UIBlurEffect`: see ``BlurEffect``.
public typealias UIBlurEffect = BlurEffect
/// `UIViewController`: see ``ViewController``.
public typealias UIViewController = ViewController
/// `UITableViewController`: see ``TableViewController``.
public typealias UITableViewController = TableViewController
/// `CALayer`, as far as `view.layer` reaches: see ``ViewLayer``.
public typealias CALayer = ViewLayer
/// `UINavigationController`: see ``NavigationController``.
public typealias UINavigationController = NavigationController
/// `UIResponder`: see ``Responder``.
public typealias UIResponder = Responder
/// `UITouch`: see ``Touch``.
public typealias UITouch = Touch
/// `UIEvent`: see ``Event``.
public typealias UIEvent = Event
/// `UIAlertController`: see ``AlertController``.
public typealias UIAlertController = AlertController
/// `UIAlertAction`: see ``AlertAction``.
public typealias UIAlertAction = AlertAction
/// `UIPopoverPresentationController`: see ``PopoverPresentationController``.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// `UIPopoverArrowDirection`: see ``PopoverPresentationController/ArrowDirection``.
public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection
