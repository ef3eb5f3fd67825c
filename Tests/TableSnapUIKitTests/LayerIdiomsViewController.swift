#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

// Core Animation layers as app code builds them, written as for iOS: a
// progress ring, a gradient banner, a card masked to rounded top corners and
// a checkmark badge, each in a row of a table.

final class ProgressRingView: UIView {
    private let trackLayer = CAShapeLayer()
    private let progressLayer = CAShapeLayer()

    var progress: CGFloat = 0.7 {
        didSet { progressLayer.strokeEnd = progress }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        trackLayer.fillColor = UIColor.clear.cgColor
        trackLayer.strokeColor = UIColor.systemGray5.cgColor
        trackLayer.lineWidth = 8
        progressLayer.fillColor = UIColor.clear.cgColor
        progressLayer.strokeColor = UIColor.systemBlue.cgColor
        progressLayer.lineWidth = 8
        progressLayer.lineCap = .round
        progressLayer.strokeEnd = progress
        layer.addSublayer(trackLayer)
        layer.addSublayer(progressLayer)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - trackLayer.lineWidth / 2
        let path = UIBezierPath(arcCenter: center, radius: radius, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        [trackLayer, progressLayer].forEach {
            $0.frame = bounds
            $0.path = path.cgPath
        }
    }
}

final class GradientBannerView: UIView {
    private let gradientLayer = CAGradientLayer()
    private let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        gradientLayer.colors = [UIColor.systemPurple.cgColor, UIColor.systemBlue.cgColor]
        gradientLayer.locations = [0, 1]
        gradientLayer.startPoint = CGPoint(x: 0, y: 0)
        gradientLayer.endPoint = CGPoint(x: 1, y: 1)
        layer.insertSublayer(gradientLayer, at: 0)
        layer.cornerRadius = 12
        layer.masksToBounds = true
        titleLabel.text = "Your week in review"
        titleLabel.textColor = .white
        titleLabel.font = .boldSystemFont(ofSize: 20)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        gradientLayer.frame = bounds
    }
}

final class TopRoundedCardView: UIView {
    private let stripe = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemOrange
        stripe.backgroundColor = .systemRed
        addSubview(stripe)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        stripe.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 24)
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(roundedRect: bounds, byRoundingCorners: [.topLeft, .topRight],
                                 cornerRadii: CGSize(width: 16, height: 16)).cgPath
        layer.mask = mask
    }
}

final class CheckmarkBadgeView: UIView {
    private let ringLayer = CAShapeLayer()
    private let checkLayer = CAShapeLayer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        for shape in [ringLayer, checkLayer] {
            shape.fillColor = nil
            shape.strokeColor = UIColor.systemGreen.cgColor
            shape.lineWidth = 4
            shape.lineCap = .round
            shape.lineJoin = .round
            layer.addSublayer(shape)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.sublayers?.forEach { $0.frame = bounds }
        let check = CGMutablePath()
        check.move(to: CGPoint(x: bounds.width * 0.28, y: bounds.height * 0.52))
        check.addLine(to: CGPoint(x: bounds.width * 0.44, y: bounds.height * 0.68))
        check.addLine(to: CGPoint(x: bounds.width * 0.74, y: bounds.height * 0.36))
        checkLayer.path = check
        // Three quarters of a circle from 12 o'clock; in a view's flipped
        // space Core Graphics' counter-clockwise runs clockwise on screen.
        let ring = CGMutablePath()
        ring.addArc(center: CGPoint(x: bounds.midX, y: bounds.midY), radius: bounds.width / 2 - 2,
                    startAngle: -.pi / 2, endAngle: .pi, clockwise: false)
        ringLayer.path = ring
    }
}

final class LayerIdiomCell: UITableViewCell {
    static let reuseIdentifier = "LayerIdiomCell"

    func show(_ idiom: UIView, title: String) {
        contentView.subviews.forEach { $0.removeFromSuperview() }
        let label = UILabel()
        label.text = title
        label.translatesAutoresizingMaskIntoConstraints = false
        idiom.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(idiom)
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            idiom.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            idiom.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            idiom.widthAnchor.constraint(equalToConstant: idiom is GradientBannerView ? 240 : 72),
            idiom.heightAnchor.constraint(equalToConstant: 72),
            label.leadingAnchor.constraint(equalTo: idiom.trailingAnchor, constant: 16),
            label.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }
}

final class LayerIdiomsViewController: UITableViewController {
    private let rows: [(title: String, make: () -> UIView)] = [
        ("Progress", { ProgressRingView() }),
        ("Banner", { GradientBannerView() }),
        ("Card", { TopRoundedCardView() }),
        ("Done", { CheckmarkBadgeView() }),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Layers"
        tableView.rowHeight = 96
        tableView.register(LayerIdiomCell.self, forCellReuseIdentifier: LayerIdiomCell.reuseIdentifier)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: LayerIdiomCell.reuseIdentifier, for: indexPath) as! LayerIdiomCell
        let row = rows[indexPath.row]
        cell.show(row.make(), title: row.title)
        return cell
    }
}
