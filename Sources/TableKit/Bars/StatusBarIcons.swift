import Canvas
import Foundation

/// The status bar's glyphs, drawn as iOS 17/18 draws them at 1 pt = 1 unit:
/// four signal bars (17 × 11), three Wi-Fi arcs (15 × 11) and the battery
/// (25 × 12 body with its cap), inactive parts at a third of the colour.
struct StatusBarIcons {
    let cellularBars: Int
    let wifiBars: Int
    let batteryLevel: Int
    let isCharging: Bool

    static let cellularWidth: CGFloat = 17
    static let wifiWidth: CGFloat = 15.5
    static let batteryWidth: CGFloat = 27.3
    static let gap: CGFloat = 5.5

    /// The cluster's width: cellular, Wi-Fi and battery with their gaps.
    var width: CGFloat { Self.cellularWidth + Self.wifiWidth + Self.batteryWidth + 2 * Self.gap }

    /// Draws the cluster from `origin.x`, centred on `origin.y`; without cellular on classic bars (it leads there).
    func draw(in context: GraphicsContext, at origin: CGPoint, showsCellular: Bool) {
        var x = origin.x
        if showsCellular { Self.drawCellular(bars: cellularBars, in: context, at: CGPoint(x: x, y: origin.y)) }
        x += Self.cellularWidth + Self.gap
        drawWifi(in: context, at: CGPoint(x: x, y: origin.y))
        x += Self.wifiWidth + Self.gap
        drawBattery(in: context, at: CGPoint(x: x, y: origin.y))
    }

    private static let dim = Color.label.withAlphaComponent(0.3)

    /// Four rounded bars rising from the baseline, filled up to `bars`.
    static func drawCellular(bars: Int, in context: GraphicsContext, at origin: CGPoint) {
        let heights: [CGFloat] = [4, 6.3, 8.6, 11]
        for (i, height) in heights.enumerated() {
            let rect = CGRect(x: origin.x + CGFloat(i) * 4.7, y: origin.y + 5.5 - height, width: 3.1, height: height)
            context.fill(Path { $0.addRoundedRect(rect, cornerRadius: 0.9) }, with: i < bars ? .label : dim)
        }
    }

    /// Three arcs and a dot fanning up from a point at the bottom centre.
    private func drawWifi(in context: GraphicsContext, at origin: CGPoint) {
        let center = CGPoint(x: origin.x + Self.wifiWidth / 2, y: origin.y + 5.2)
        let spread: CGFloat = .pi / 4
        for ring in 0..<3 {
            let outer = 4 + CGFloat(ring) * 4.2, inner = outer - 2.6
            let wedge = Path { path in
                path.addArc(center: center, radius: outer, startAngle: -.pi / 2 - spread, endAngle: -.pi / 2 + spread, clockwise: true)
                path.addArc(center: center, radius: inner, startAngle: -.pi / 2 + spread, endAngle: -.pi / 2 - spread, clockwise: false)
                path.closeSubpath()
            }
            context.fill(wedge, with: ring < wifiBars ? .label : Self.dim)
        }
    }

    /// The battery: a faint outlined body, the charge filled inside (red at 20 % and below, green while charging), a cap.
    private func drawBattery(in context: GraphicsContext, at origin: CGPoint) {
        let body = CGRect(x: origin.x, y: origin.y - 6.5, width: 25, height: 13)
        context.stroke(Path { $0.addRoundedRect(body.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 4) }, with: Color.label.withAlphaComponent(0.35), lineWidth: 1)
        let cap = CGRect(x: body.maxX + 1, y: origin.y - 2, width: 1.3, height: 4)
        context.fill(Path { $0.addRoundedRect(cap, cornerRadius: 0.65, corners: [.topRight, .bottomRight]) }, with: Color.label.withAlphaComponent(0.4))
        let level = CGFloat(min(max(batteryLevel, 0), 100)) / 100
        let inner = body.insetBy(dx: 2, dy: 2)
        let fill = CGRect(x: inner.minX, y: inner.minY, width: max(1.5, inner.width * level), height: inner.height)
        let color: Color = isCharging ? .systemGreen : batteryLevel <= 20 ? .systemRed : .label
        context.fill(Path { $0.addRoundedRect(fill, cornerRadius: 2.5) }, with: color)
        guard isCharging else { return }
        let bolt = Path { path in
            path.addLines([CGPoint(x: body.midX + 1.2, y: body.minY + 2), CGPoint(x: body.midX - 3, y: body.midY + 0.8),
                           CGPoint(x: body.midX - 0.2, y: body.midY + 0.8), CGPoint(x: body.midX - 1.2, y: body.maxY - 2),
                           CGPoint(x: body.midX + 3, y: body.midY - 0.8), CGPoint(x: body.midX + 0.2, y: body.midY - 0.8)])
            path.closeSubpath()
        }
        context.fill(bolt, with: .label)
    }
}
