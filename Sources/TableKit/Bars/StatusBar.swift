import Canvas
import Foundation

/// The status bar across the top of the screen, as iOS 17/18 draws it: the
/// time in the leading corner, cellular bars, Wi-Fi and the battery in the
/// trailing one, in the label colour of the appearance.
///
/// Its layout follows the screen: beside the Dynamic Island (a safe area of
/// 54 pt and more), beside the notch (44–53 pt), across a 20-pt bar, or, on
/// an iPad, with the time at the leading edge and the icons at the trailing one.
public final class StatusBar: View {
    /// The time shown; "9:41", Apple's, by default.
    public var time = "9:41"
    /// The battery's charge, 0–100; 100 by default.
    public var batteryLevel = 100
    /// Whether the battery shows the charging bolt and a green charge.
    public var isCharging = false
    /// Cellular signal bars, 0–4; 4 by default.
    public var cellularBars = 4
    /// Wi-Fi arcs, 0–3; 3 by default.
    public var wifiBars = 3
    /// The carrier's name after the signal bars, shown only on the classic 20-pt bar (iOS hides it beside a notch or island); nil for none.
    public var carrierName: String?
    /// Shows the location arrow after the time, as while an app uses location.
    public var showsLocation = false

    /// Set by the screen: where the device's safe area starts, which tells
    /// how low its Dynamic Island sits.
    var deviceSafeTop: CGFloat = 59

    /// How the screen shapes the bar.
    enum Layout {
        case dynamicIsland, notch, classic, pad
    }

    var layout: Layout {
        if bounds.width >= 600 { return .pad }
        return bounds.height >= 54 ? .dynamicIsland : bounds.height >= 44 ? .notch : .classic
    }

    /// The bar's own height for a screen whose safe area starts at `safeTop`:
    /// 54 pt beside a Dynamic Island (its safe area goes 5 pt further), else the safe area.
    static func height(safeTop: CGFloat) -> CGFloat { safeTop >= 54 ? 54 : safeTop }

    /// The time's font and where the two clusters centre: in the "ears" either side of the island or notch.
    var metrics: (font: Font, midY: CGFloat, leadingX: CGFloat, trailingX: CGFloat) {
        let width = bounds.width
        switch layout {
        case .dynamicIsland:
            let ear = (width - 126) / 2
            let midY = traits.design.bars.statusBarIslandCentre.map { deviceSafeTop - $0 } ?? 23
            return (Font.systemFont(ofSize: 17, weight: .semibold), midY, ear / 2 + 3, width - ear / 2 - 3)
        case .notch:
            let ear = width * 0.2225
            // Measured on an iPhone 13 mini screenshot (50-pt bar): the time's centre 27.3 pt down, 42.9 pt in.
            return (Font.systemFont(ofSize: 15, weight: .semibold), bounds.height - 22.7, ear / 2 + 1, width - ear / 2 + 4)
        case .classic:
            return (Font.systemFont(ofSize: 12, weight: .semibold), bounds.height / 2, width / 2, width - 30)
        case .pad:
            // iPads keep the time at the leading edge and the icons at the trailing one, 20 pt in.
            let time = TextLayout(text: self.time, font: Font.systemFont(ofSize: 12, weight: .semibold), width: nil).size.width
            let icons = StatusBarIcons(cellularBars: cellularBars, wifiBars: wifiBars, batteryLevel: batteryLevel, isCharging: isCharging).width
            return (Font.systemFont(ofSize: 12, weight: .semibold), bounds.height / 2, 20 + time / 2, width - 20 - icons / 2)
        }
    }

    /// Draws the time (and location arrow) in the leading cluster, and the signal, Wi-Fi and battery icons in the trailing one.
    public override func draw(in context: GraphicsContext) {
        let m = metrics
        let timeLayout = TextLayout(text: time, font: m.font, width: nil)
        let timeSize = timeLayout.size
        // Right to left, the time and the icons trade corners, as iOS mirrors its status bar.
        let rtl = traits.layoutDirection == .rightToLeft
        func mirrored(_ x: CGFloat, width: CGFloat) -> CGFloat { rtl ? bounds.width - x - width : x }
        let timeX = mirrored(m.leadingX - timeSize.width / 2, width: timeSize.width)
        context.draw(timeLayout, at: CGPoint(x: timeX, y: m.midY - timeSize.height / 2), color: .label)
        if showsLocation {
            let arrow = CGRect(x: mirrored(m.leadingX + timeSize.width / 2 + 3, width: 10), y: m.midY - 5, width: 10, height: 10)
            Symbol.builtIn("location")?.draw(in: context, rect: arrow, color: .label, weight: .semibold)
        }
        let icons = StatusBarIcons(cellularBars: cellularBars, wifiBars: wifiBars, batteryLevel: batteryLevel, isCharging: isCharging)
        let x = layout == .classic ? bounds.width - 6 - icons.width : m.trailingX - icons.width / 2
        icons.draw(in: context, at: CGPoint(x: mirrored(x, width: icons.width), y: m.midY), showsCellular: layout != .classic)
        if layout == .classic {
            StatusBarIcons.drawCellular(bars: cellularBars, in: context, at: CGPoint(x: mirrored(6, width: StatusBarIcons.cellularWidth), y: m.midY))
            if let carrierName {
                let carrier = TextLayout(text: carrierName, font: Font.systemFont(ofSize: 12), width: nil)
                let x = mirrored(6 + StatusBarIcons.cellularWidth + 4, width: carrier.size.width)
                context.draw(carrier, at: CGPoint(x: x, y: m.midY - carrier.size.height / 2), color: .label)
            }
        }
    }
}
