import UIKit

/// A day: a coloured dot made by an image renderer, the minutes, a pie of
/// the goal drawn with Core Graphics, and a streak badge drawn in `draw(_:)`.
final class DayCell: UITableViewCell {
    static let reuseIdentifier = "DayCell"

    private let pie = GoalPieView(frame: CGRect(x: 0, y: 0, width: 28, height: 28))
    private let badge = StreakBadgeView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryView = pie
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(name: String, minutes: Int, goal: Int, streak: Int?) {
        textLabel?.text = name
        detailTextLabel?.text = "\(minutes) min"
        let met = minutes >= goal
        imageView?.image = UIImage.dot(diameter: 12, color: met ? .systemGreen : .systemGray3)
        pie.fraction = min(CGFloat(minutes) / CGFloat(goal), 1)
        if let streak {
            badge.count = streak
            contentView.addSubview(badge)
            badge.center = CGPoint(x: 150, y: 30)
        }
    }
}

extension UIImage {
    static func dot(diameter: CGFloat, color: UIColor) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
        return renderer.image { context in
            color.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        }
    }
}

/// A pie of the part of the goal done: a ring outline, the done part filled
/// clockwise from twelve o'clock.
final class GoalPieView: UIView {
    var fraction: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let center = CGPoint(x: rect.midX, y: rect.midY)
        let radius = min(rect.width, rect.height) / 2 - 2
        context.setStrokeColor(UIColor.systemBlue.cgColor)
        context.setLineWidth(2)
        context.strokeEllipse(in: rect.insetBy(dx: 2, dy: 2))
        guard fraction > 0 else { return }
        context.move(to: center)
        context.addArc(center: center, radius: radius, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * fraction, clockwise: false)
        context.closePath()
        context.setFillColor(UIColor.systemBlue.cgColor)
        context.fillPath()
    }
}

/// A flame-orange badge with the streak's length.
final class StreakBadgeView: UIView {
    var count = 0 {
        didSet { setNeedsDisplay() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func draw(_ rect: CGRect) {
        UIColor.systemOrange.setFill()
        UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1)).fill()
        UIColor.white.setStroke()
        let check = UIBezierPath()
        check.lineWidth = 2
        check.lineCapStyle = .round
        check.move(to: CGPoint(x: rect.minX + 7, y: rect.midY))
        check.addLine(to: CGPoint(x: rect.midX - 1, y: rect.maxY - 8))
        check.addLine(to: CGPoint(x: rect.maxX - 6, y: rect.minY + 7))
        check.stroke()
    }
}
