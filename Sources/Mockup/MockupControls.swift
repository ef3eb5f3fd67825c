import Canvas
import Foundation
import TableKit

extension Mockup.Accessory {
    /// The standard accessory type, `none` for controls.
    var type: TableViewCellAccessoryType {
        if case .standard(let type) = self { return type }
        return .none
    }

    /// A new accessory view for the control; nil for standard types.
    func makeView() -> View? {
        switch self {
        case .standard: return nil
        case .switch(let isOn, let enabled, let onTint):
            let control = Switch()
            control.isOn = isOn
            control.isEnabled = enabled
            control.onTintColor = onTint
            return control
        case .button(let title, let enabled, let style, let symbol, let cornerStyle):
            let button = Self.makeButton(title: title, image: symbol, style: style, cornerStyle: cornerStyle)
            button.isEnabled = enabled
            return button
        case .stepper(let value, let enabled):
            let stepper = Stepper()
            stepper.value = value
            stepper.isEnabled = enabled
            return stepper
        case .segments(let titles, let selected, let enabled):
            let segments = SegmentedControl(items: titles, selected: selected)
            segments.isEnabled = enabled
            return segments
        case .activity:
            let indicator = ActivityIndicatorView(style: .medium)
            indicator.startAnimating()
            return indicator
        case .text(let text):
            let label = Label()
            label.text = text
            label.textColor = .secondaryLabel
            return label
        }
    }
}

extension Mockup.Accessory {
    /// A system button titled `title`, or with `style` one drawn from that
    /// configuration; an empty title with an image shows the image alone.
    private static func makeButton(title: String, image: Image?, style: Button.Configuration.Style?,
                                   cornerStyle: Button.Configuration.CornerStyle?) -> Button {
        guard let style else {
            let button = Button()
            button.setTitle(title, for: .normal)
            if let image { button.setImage(image, for: .normal) }
            return button
        }
        var configuration = Button.Configuration(style: style)
        configuration.title = title.isEmpty ? nil : title
        configuration.image = image
        configuration.cornerStyle = cornerStyle ?? .dynamic
        return Button(configuration: configuration)
    }
}

extension Mockup.ContentControl {
    /// A new control view for the row's content view.
    func makeView() -> View {
        switch self {
        case .textField(let placeholder, let text):
            let field = TextField()
            field.placeholder = placeholder
            field.text = text
            return field
        case .slider(let value, let minimumImage, let maximumImage):
            let slider = Slider()
            slider.value = Float(value)
            slider.minimumValueImage = minimumImage
            slider.maximumValueImage = maximumImage
            return slider
        case .segments(let titles, let selected):
            return SegmentedControl(items: titles, selected: selected)
        case .progress(let value):
            let progress = ProgressView()
            progress.progress = Float(value)
            return progress
        }
    }
}

extension SegmentedControl {
    /// Segments titled `titles` with `selected` chosen (-1 for none).
    convenience init(items titles: [String], selected: Int) {
        self.init(items: titles)
        selectedSegmentIndex = selected
    }
}
