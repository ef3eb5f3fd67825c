import TableKit

/// `UIView`: see `View`.
public typealias UIView = View
/// `UILabel`: see `Label`.
public typealias UILabel = Label
/// `UIImageView`: see `ImageView`.
public typealias UIImageView = ImageView
/// `UIVisualEffectView`: see `VisualEffectView`.
public typealias UIVisualEffectView = VisualEffectView
/// `UIBlurEffect`: see `BlurEffect`.
public typealias UIBlurEffect = BlurEffect
/// `UIViewController`: see `ViewController`.
public typealias UIViewController = ViewController
/// `UITableViewController`: see `TableViewController`.
public typealias UITableViewController = TableViewController
/// `UIViewPropertyAnimator`: see `ViewPropertyAnimator`.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// `UIViewAnimatingPosition`: see `ViewAnimatingPosition`.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// `UIViewAnimatingState`: see `ViewAnimatingState`.
public typealias UIViewAnimatingState = ViewAnimatingState
/// `UINavigationController`: see `NavigationController`.
public typealias UINavigationController = NavigationController
/// `UIResponder`: see `Responder`.
public typealias UIResponder = Responder
/// `UITouch`: see `Touch`.
public typealias UITouch = Touch
/// `UIEvent`: see `Event`.
public typealias UIEvent = Event
/// `UIAccessibilityTraits`: see `AccessibilityTraits`.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// `UIAccessibilityCustomAction`: see `AccessibilityCustomAction`.
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction
/// `UIAccessibility`: see `Accessibility`.
public typealias UIAccessibility = Accessibility
/// `UIStoryboard`: see `Storyboard`.
public typealias UIStoryboard = Storyboard
/// `UIModalPresentationStyle`: see `ModalPresentationStyle`.
public typealias UIModalPresentationStyle = ModalPresentationStyle
/// `UIModalTransitionStyle`: see `ModalTransitionStyle`.
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// `UIViewControllerTransitionCoordinator`: see `ViewControllerTransitionCoordinator`.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// `UINib`: see `Nib`.
public typealias UINib = Nib
/// `UIAlertController`: see `AlertController`.
public typealias UIAlertController = AlertController
/// `UIAlertAction`: see `AlertAction`.
public typealias UIAlertAction = AlertAction
/// `UIPopoverPresentationController`: see `PopoverPresentationController`.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// `UIPopoverArrowDirection`: see `PopoverPresentationController/ArrowDirection`.
public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection
/// `UIDocumentPickerViewController`: see `DocumentPickerViewController`.
public typealias UIDocumentPickerViewController = DocumentPickerViewController
/// `UIDocumentPickerDelegate`: see `DocumentPickerDelegate`.
public typealias UIDocumentPickerDelegate = DocumentPickerDelegate
/// `UIDocumentPickerMode`: see `DocumentPickerViewController/Mode`.
public typealias UIDocumentPickerMode = DocumentPickerViewController.Mode
/// `UIStoryboardSegue`: see `StoryboardSegue`.
public typealias UIStoryboardSegue = StoryboardSegue
/// `UISplitViewController`: see `SplitViewController`.
public typealias UISplitViewController = SplitViewController
/// `UIPresentationController`: see `PresentationController`.
public typealias UIPresentationController = PresentationController
/// `UIAdaptivePresentationControllerDelegate`: see `AdaptivePresentationControllerDelegate`.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// `UIPopoverPresentationControllerDelegate`: see `PopoverPresentationControllerDelegate`.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// `UISheetPresentationController`: see `SheetPresentationController`.
public typealias UISheetPresentationController = SheetPresentationController
/// `UISheetPresentationControllerDetentResolutionContext`: see `SheetPresentationControllerDetentResolutionContext`.
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationControllerDetentResolutionContext
/// `UIImagePickerController`: see `ImagePickerController`.
public typealias UIImagePickerController = ImagePickerController
/// `UIImagePickerControllerDelegate`: see `ImagePickerControllerDelegate`.
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
/// `UINavigationControllerDelegate`: see `NavigationControllerDelegate`.
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
/// `UIWindow`: see `Window`.
public typealias UIWindow = Window
/// `UIScreen`: see `Screen`.
public typealias UIScreen = Screen
/// `UIDevice`: see `SystemDevice`.
public typealias UIDevice = SystemDevice
/// `UIUserInterfaceIdiom`: see `UserInterfaceIdiom`.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// `UIApplication`: see `Application`.
public typealias UIApplication = Application
/// `UIOffset`: see `Offset`.
public typealias UIOffset = Offset
