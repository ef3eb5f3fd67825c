import UIKit

/// A gradient card, masked to round its top corners, with a ring showing
/// the week's progress: a track and a round-capped arc, both shape layers.
final class GoalHeaderView: UIView {
    var progress: CGFloat = 0 {
        didSet { progressLayer.strokeEnd = min(progress, 1) }
    }

    private let gradientLayer = CAGradientLayer()
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemPink.cgColor, UIColor.systemOrange.cgColor]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        layer.insertSublayer(gradientLayer, at: 0)

        for ring in [trackLayer, progressLayer] {
            ring.fillColor = UIColor.clear.cgColor
            ring.lineWidth = 14
            ring.lineCap = .round
            layer.addSublayer(ring)
        }
        trackLayer.strokeColor = UIColor.white.withAlphaComponent(0.3).cgColor
        progressLayer.strokeColor = UIColor.white.cgColor

        titleLabel.text = "Weekly goal"
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.textColor = .white
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
        let center = CGPoint(x: bounds.maxX - 80, y: bounds.midY)
        let ring = UIBezierPath(arcCenter: center, radius: 50, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        trackLayer.path = ring.cgPath
        progressLayer.path = ring.cgPath

        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 24, height: 24)).cgPath
        layer.mask = mask
    }
}
