import Canvas
import Foundation

/// How a design draws buttons with a ``Button/Configuration``: the corner
/// `.dynamic` rounds to, which styles take the label colour, and the glass
/// of iOS 26's glass styles; from these and the shared fills it resolves
/// each style's background and title colour. One value per design
/// (`ControlDesign+iOS18.swift`, `ControlDesign+iOS26.swift`); what both
/// share (insets, fonts, fills, proportional corners, disabled colours) is in
/// ``ControlMetrics``.
struct ButtonConfigurationStyle {
    typealias Style = Button.Configuration.Style

    /// The radius `.dynamic` and `.fixed` corners start from, never more
    /// than half the height; `.dynamic` grows it with Dynamic Type.
    var dynamicCornerRadius: CGFloat
    /// Styles whose title and image are in the label colour, not the tint.
    var labelColouredStyles: Set<Style>
    /// The glass behind `.glass()` and, tinted, `.prominentGlass()`; nil
    /// for a design without glass, which draws `.glass()` as `.tinted()` and
    /// `.prominentGlass()` as `.filled()`.
    var glass: GlassPlatter?

    /// The style drawn for `style`: itself, unless the design lacks glass.
    func drawnStyle(_ style: Style) -> Style {
        guard glass == nil else { return style }
        return switch style {
        case .glass: .tinted
        case .prominentGlass: .filled
        default: style
        }
    }

    /// The corner radius of a button `height` tall in `cornerStyle`, with
    /// Dynamic Type at `textScale` times the default.
    func cornerRadius(_ cornerStyle: Button.Configuration.CornerStyle, height: CGFloat, textScale: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .dynamic: min(height / 2, dynamicCornerRadius * textScale)
        case .fixed: min(height / 2, dynamicCornerRadius)
        case .small, .medium, .large, .capsule: height * (ControlMetrics.buttonCornerFractions[cornerStyle] ?? 0.5)
        }
    }

    /// What `configuration` draws behind its content in `state`, with `tint`.
    func background(_ configuration: Button.Configuration, state: ControlState, tint: Color) -> ButtonBackground {
        let background = enabledBackground(drawnStyle(configuration.style), base: configuration.baseBackgroundColor, tint: tint)
        if state.contains(.disabled) {
            // A disabled glass button keeps clear glass; a fill turns grey.
            switch background {
            case .none: return .none
            case .glass: return glass.map { .glass($0) } ?? .none
            case .fill: return .fill(ControlMetrics.configuredButtonDisabledFill)
            }
        }
        guard state.contains(.highlighted), case .fill(let color) = background else { return background }
        return .fill(color.fading(to: ControlMetrics.configuredButtonHighlightedAlpha))
    }

    /// The colour of `configuration`'s title and image in `state`, with `tint`.
    func foreground(_ configuration: Button.Configuration, state: ControlState, tint: Color) -> Color {
        if state.contains(.disabled) { return ControlMetrics.configuredButtonDisabledForeground }
        let color = configuration.baseForegroundColor ?? enabledForeground(drawnStyle(configuration.style), tint: tint)
        return state.contains(.highlighted) ? color.fading(to: ControlMetrics.configuredButtonHighlightedAlpha) : color
    }

    private func enabledBackground(_ style: Style, base: Color?, tint: Color) -> ButtonBackground {
        switch style {
        case .plain: .none
        case .gray, .bordered: .fill(base ?? ControlMetrics.configuredButtonNeutralFill)
        case .tinted, .borderedTinted: .fill((base ?? tint).withAlphaComponent(ControlMetrics.configuredButtonTintedFillAlpha))
        case .filled, .borderedProminent: .fill(base ?? tint)
        case .glass: glass.map { .glass($0) } ?? .none
        case .prominentGlass: glass.map { .glass($0.prominent(base ?? tint)) } ?? .fill(base ?? tint)
        }
    }

    private func enabledForeground(_ style: Style, tint: Color) -> Color {
        switch style {
        case .filled, .borderedProminent, .prominentGlass: .white
        default: labelColouredStyles.contains(style) ? .label : tint
        }
    }
}
