import TableKit

/// `UIControl`: see `Control`.
public typealias UIControl = Control
/// `UISwitch`: see `Switch`.
public typealias UISwitch = Switch
/// `UIButton`: see `Button`; `UIButton.Configuration` is `Button/Configuration`.
public typealias UIButton = Button
/// `UIAction`: see `Action`.
public typealias UIAction = Action
/// `UIActionHandler`: see `Action/Handler`.
public typealias UIActionHandler = Action.Handler
/// `UIMenuElement`: see `MenuElement`.
public typealias UIMenuElement = MenuElement
/// `UIMenu`: see `Menu`.
public typealias UIMenu = Menu
/// `UICommand`: see `Command`.
public typealias UICommand = Command
/// `UIDeferredMenuElement`: see `DeferredMenuElement`.
public typealias UIDeferredMenuElement = DeferredMenuElement
/// `UIContextMenuConfiguration`: see `ContextMenuConfiguration`.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// `UIContextMenuActionProvider`: see `ContextMenuConfiguration/ActionProvider`.
public typealias UIContextMenuActionProvider = ContextMenuConfiguration.ActionProvider
/// `UIContextMenuContentPreviewProvider`: see `ContextMenuConfiguration/PreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = ContextMenuConfiguration.PreviewProvider
/// `UIContextMenuInteractionAnimating`: see `ContextMenuInteractionAnimating`.
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
/// `UIContextMenuInteractionCommitAnimating`: see `ContextMenuInteractionCommitAnimating`.
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
/// `UIContextMenuInteractionCommitStyle`: see `ContextMenuInteractionCommitStyle`.
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle
/// `UIMenuController`: see `MenuController`.
public typealias UIMenuController = MenuController
/// `UIMenuItem`: see `MenuItem`.
public typealias UIMenuItem = MenuItem
/// `UIPasteboard`: see `Pasteboard`.
public typealias UIPasteboard = Pasteboard
/// `UITextField`: see `TextField`.
public typealias UITextField = TextField
/// `UISlider`: see `Slider`.
public typealias UISlider = Slider
/// `UIStepper`: see `Stepper`.
public typealias UIStepper = Stepper
/// `UISegmentedControl`: see `SegmentedControl`.
public typealias UISegmentedControl = SegmentedControl
/// `UIActivityIndicatorView`: see `ActivityIndicatorView`.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// `UIRefreshControl`: see `RefreshControl`.
public typealias UIRefreshControl = RefreshControl
/// `UIProgressView`: see `ProgressView`.
public typealias UIProgressView = ProgressView
/// `UITextFieldDelegate`: see `TextFieldDelegate`.
public typealias UITextFieldDelegate = TextFieldDelegate
/// `UITextInputTraits`: see `TextInputTraits`.
public typealias UITextInputTraits = TextInputTraits
/// `UITextAutocapitalizationType`: see `TextAutocapitalizationType`.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// `UITextAutocorrectionType`: see `TextAutocorrectionType`.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// `UITextSpellCheckingType`: see `TextSpellCheckingType`.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// `UITextSmartQuotesType`: see `TextSmartQuotesType`.
public typealias UITextSmartQuotesType = TextSmartQuotesType
/// `UITextSmartDashesType`: see `TextSmartDashesType`.
public typealias UITextSmartDashesType = TextSmartDashesType
/// `UITextSmartInsertDeleteType`: see `TextSmartInsertDeleteType`.
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
/// `UIKeyboardType`: see `KeyboardType`.
public typealias UIKeyboardType = KeyboardType
/// `UIKeyboardAppearance`: see `KeyboardAppearance`.
public typealias UIKeyboardAppearance = KeyboardAppearance
/// `UIReturnKeyType`: see `ReturnKeyType`.
public typealias UIReturnKeyType = ReturnKeyType
/// `UITextContentType`: see `TextContentType`.
public typealias UITextContentType = TextContentType
/// `UITextView`: see `TextView`.
public typealias UITextView = TextView
/// `UITextViewDelegate`: see `TextViewDelegate`.
public typealias UITextViewDelegate = TextViewDelegate
/// `NSTextContainer`: see `TextContainer`.
public typealias NSTextContainer = TextContainer
/// `UIDatePicker`: see `DatePicker`.
public typealias UIDatePicker = DatePicker
/// `UIDatePickerStyle`: see `DatePicker/Style`.
public typealias UIDatePickerStyle = DatePicker.Style
