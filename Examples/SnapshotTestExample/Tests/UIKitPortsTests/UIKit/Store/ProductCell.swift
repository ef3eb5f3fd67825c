import UIKit

final class ProductCell: UITableViewCell {
    static let reuseIdentifier = "ProductCell"

    private let iconView = UIImageView()
    private let nameLabel = UILabel()
    private let categoryLabel = UILabel()
    private let priceLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        setUpViews()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func setUpViews() {
        iconView.tintColor = .brand
        iconView.contentMode = .scaleAspectFit
        nameLabel.font = .preferredFont(forTextStyle: .body)
        nameLabel.adjustsFontForContentSizeCategory = true
        categoryLabel.font = .preferredFont(forTextStyle: .footnote)
        categoryLabel.textColor = .secondaryLabel
        priceLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .monospacedDigitSystemFont(ofSize: 17, weight: .semibold))
        priceLabel.setContentHuggingPriority(.required, for: .horizontal)

        let text = UIStackView(arrangedSubviews: [nameLabel, categoryLabel])
        text.axis = .vertical
        text.spacing = 2
        for view in [iconView, text, priceLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            iconView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            iconView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            iconView.widthAnchor.constraint(equalToConstant: 28),
            iconView.heightAnchor.constraint(equalToConstant: 28),
            text.leadingAnchor.constraint(equalTo: iconView.trailingAnchor, constant: 12),
            text.topAnchor.constraint(equalTo: margins.topAnchor),
            text.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            priceLabel.leadingAnchor.constraint(greaterThanOrEqualTo: text.trailingAnchor, constant: 8),
            priceLabel.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            priceLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    func configure(with product: Product, formatter: NumberFormatter) {
        iconView.image = UIImage(systemName: product.symbolName)
        nameLabel.text = product.name
        categoryLabel.text = product.category
        priceLabel.text = formatter.string(from: product.price as NSDecimalNumber)
        accessibilityLabel = "\(product.name), \(priceLabel.text ?? "")"
    }
}
