import Canvas
import TableKit

extension MockupFormat {
    /// A row's `accessory`: a standard type, or one control.
    package static let accessory = FormatDefinition("accessory", "A standard accessory type, or a mapping naming one control.",
                                                    shape: .anyOf([.choice(TableViewCellAccessoryType.self)] + accessoryKinds.map { .reference($0) }))

    /// The controls an `accessory` mapping may name; each definition's first key is the control's kind.
    package static let accessoryKinds = [
        FormatDefinition("switchAccessory", "A switch.", keys: [
            FormatKey("switch", .boolean, "Whether it is on."), enabled,
            FormatKey("onTintColor", .reference(color), "The track's colour when on."),
        ], required: ["switch"]),
        FormatDefinition("buttonAccessory", "A button: a system button, or a UIButton.Configuration with a style.", keys: [
            FormatKey("button", .text(maxLength: 40), "The title (empty with a symbol: the image alone)."), enabled,
            FormatKey("style", .choice(Button.Configuration.Style.self), "The UIButton.Configuration maker."),
            FormatKey("symbol", .reference(symbol), "An image before the title."),
            FormatKey("cornerStyle", .choice(Button.Configuration.CornerStyle.self), "The configured button's corners (needs a style)."),
        ], required: ["button"]),
        FormatDefinition("stepperAccessory", "A stepper.", keys: [FormatKey("stepper", .number(0...100), "Its value."), enabled], required: ["stepper"]),
        FormatDefinition("segmentsAccessory", "A segmented control.", keys: [segments, selectedSegment, enabled], required: ["segments"]),
        FormatDefinition("activityAccessory", "A spinning activity indicator.", keys: [FormatKey("activity", .boolean, "true.")], required: ["activity"]),
        FormatDefinition("textAccessory", "A text at the trailing side.", keys: [FormatKey("text", .text(maxLength: 100), "The text.")], required: ["text"]),
    ]

    /// A row's `control`: one control in the content.
    package static let control = FormatDefinition("control", "A control in a row's content, after its text.",
                                                  shape: .anyOf(controlKinds.map { .reference($0) }))

    /// The controls a `control` mapping may name; each definition's first key is the control's kind.
    package static let controlKinds = [
        FormatDefinition("textFieldControl", "A text field.", keys: [FormatKey("textField", .reference(textField), "Its placeholder and text.")], required: ["textField"]),
        FormatDefinition("sliderControl", "A slider.", keys: [
            FormatKey("slider", .number(0...1), "Its value, 0 to 1."),
            FormatKey("minimumImage", .reference(symbol), "The symbol at the minimum's end."),
            FormatKey("maximumImage", .reference(symbol), "The symbol at the maximum's end."),
        ], required: ["slider"]),
        FormatDefinition("segmentsControl", "A segmented control.", keys: [segments, selectedSegment], required: ["segments"]),
        FormatDefinition("progressControl", "A progress view.", keys: [FormatKey("progress", .number(0...1), "Its progress, 0 to 1.")], required: ["progress"]),
    ]

    /// `{placeholder, text}` of a text field.
    package static let textField = FormatDefinition("textField", "A text field's placeholder and text.", keys: [
        FormatKey("placeholder", .text(maxLength: 200), "The placeholder, shown while the text is empty."),
        FormatKey("text", .text(maxLength: 1000), "The text."),
    ])

    private static let enabled = FormatKey("enabled", .boolean, "false draws the control disabled.")
    private static let segments = FormatKey("segments", .list(.text(maxLength: 40), maxCount: 10), "The segments' titles, at least one.")
    private static let selectedSegment = FormatKey("selected", .integer(-1...9), "The selected segment's index (-1 for none).")
}
