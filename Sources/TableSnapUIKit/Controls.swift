import TableKit

/// `UIControl`: see ``Control``.
public typealias UIControl = Control
/// `UISwitch`: see ``Switch``.
public typealias UISwitch = Switch
/// `UIButton`: see ``Button``; `UIButton.Configuration` is ``Button/Configuration``.
public typealias UIButton = Button
/// `UIAction`: see ``Action``.
public typealias UIAction = Action
/// `UITextField`: see ``TextField``.
public typealias UITextField = TextField
/// `UISlider`: see ``Slider``.
public typealias UISlider = Slider
/// `UIStepper`: see ``Stepper``.
public typealias UIStepper = Stepper
/// `UISegmentedControl`: see ``SegmentedControl``.
public typealias UISegmentedControl = SegmentedControl
/// `UIActivityIndicatorView`: see ``ActivityIndicatorView``.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// `UIProgressView`: see ``ProgressView``.
public typealias UIProgressView = ProgressView
