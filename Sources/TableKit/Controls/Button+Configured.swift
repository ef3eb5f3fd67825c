import Canvas
import Foundation

/// How a button with a ``Button/Configuration`` sizes, lays out and draws:
/// its content plus the insets, the content centred, the background and
/// colours the design gives its style.
extension Button {
    /// A button drawn from `configuration`, as `UIButton(configuration:primaryAction:)`.
    /// The action's title and image, when it has them, replace the
    /// configuration's, as UIKit puts the action's title in `configuration.title`.
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(frame: .zero)
        var configuration = configuration
        if let primaryAction {
            if !primaryAction.title.isEmpty { configuration.title = primaryAction.title }
            if let image = primaryAction.image { configuration.image = image }
        }
        self.configuration = configuration
        // An initializer's own assignment runs no `didSet`.
        configurationChanged()
    }

    /// The corner radius the background is drawn with; nil without a configuration.
    var configuredCornerRadius: CGFloat? {
        configuration.map {
            traits.design.controls.configuredButton.cornerRadius($0.cornerStyle, height: bounds.height, textScale: traits.bodyTextScale)
        }
    }

    /// What is drawn behind the content now; nil without a configuration.
    var configuredBackground: ButtonBackground? {
        configuration.map { traits.design.controls.configuredButton.background($0, state: state, tint: tintColor) }
    }

    /// Gives the title the configuration's text style (Dynamic Type, as
    /// UIKit's configured buttons), or the system button's 17-pt font back.
    func configurationChanged() {
        if let configuration {
            label.textStyle = ControlMetrics.buttonTitleStyle(configuration.buttonSize)
        } else {
            label.font = .systemFont(ofSize: 17)
            subtitleView?.removeFromSuperview()
            subtitleView = nil
        }
        // Symbols grow with the title, as a configuration sizes them from its font.
        icon.scalesSymbolsWithContentSize = configuration != nil
        setNeedsLayout()
    }

    /// The content plus the insets. An image alone in a capsule is a circle
    /// around it with the top and bottom insets all round (a choice: a
    /// medium one is as tall as a text button, 34–35 pt, and fits a row).
    func configuredSize(_ configuration: Configuration) -> CGSize {
        let insets = configuration.contentInsets
        let content = contentLayout(configuration).size
        guard configuration.isImageOnly, configuration.cornerStyle == .capsule else {
            return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
        }
        let side = max(content.width, content.height) + insets.top + insets.bottom
        return CGSize(width: side, height: side)
    }

    /// Centres the content inside the insets, mirrored right to left; text
    /// too wide for the button is cut to fit (and truncates).
    func layoutConfigured(_ configuration: Configuration) {
        let insets = configuration.contentInsets
        let inside = CGRect(x: insets.leading, y: insets.top, width: max(0, bounds.width - insets.leading - insets.trailing),
                            height: max(0, bounds.height - insets.top - insets.bottom))
        var layout = contentLayout(configuration)
        let textWidth = layout.textWidth(in: inside)
        layout.title.width = min(layout.title.width, textWidth)
        layout.subtitle.width = min(layout.subtitle.width, textWidth)
        let frames = layout.frames(centredIn: inside)
        let placed = [frames.image, frames.title, frames.subtitle].map { frame in
            (isRightToLeft ? frame.mirrored(in: bounds.width) : frame).pixelAligned(traits.displayScale)
        }
        icon.frame = placed[0]
        label.frame = placed[1]
        subtitleView?.frame = placed[2]
    }

    /// Draws the style's background under the content.
    func drawConfiguredBackground(in context: GraphicsContext) {
        guard let background = configuredBackground, let radius = configuredCornerRadius else { return }
        background.draw(in: bounds, cornerRadius: radius, context: context)
    }

    /// The sizes of the content as it is shown now.
    private func contentLayout(_ configuration: Configuration) -> ButtonContentLayout {
        updateConfiguredContent(configuration)
        let unbounded = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        return ButtonContentLayout(image: icon.sizeThatFits(unbounded), title: label.sizeThatFits(unbounded),
                                   subtitle: subtitleView?.sizeThatFits(unbounded) ?? .zero,
                                   imagePadding: configuration.imagePadding, titlePadding: configuration.titlePadding,
                                   imagePlacement: configuration.imagePlacement)
    }

    /// Shows the configuration's title, subtitle and image (a state's title
    /// or image where the configuration has none) in the style's colour.
    private func updateConfiguredContent(_ configuration: Configuration) {
        // Setting a label's text drops its cached layout: only set a new one.
        let title = currentTitle
        if label.text != title { label.text = title }
        icon.image = configuration.image ?? image(for: state)
        showSubtitle(configuration.subtitle)
        let color = traits.design.controls.configuredButton.foreground(configuration, state: state, tint: tintColor)
        label.textColor = color
        subtitleView?.textColor = color
        icon.tintColor = color
    }

    /// Adds the subtitle label for `subtitle`, or removes it when there is none.
    private func showSubtitle(_ subtitle: String?) {
        guard let subtitle, !subtitle.isEmpty else {
            subtitleView?.removeFromSuperview()
            subtitleView = nil
            return
        }
        let view = subtitleView ?? Label()
        if view.superview == nil {
            view.textStyle = ControlMetrics.buttonSubtitleStyle
            addSubview(view)
            subtitleView = view
        }
        if view.text != subtitle { view.text = subtitle }
    }
}
