// A feed of cards, as many apps draw their rows: each cell holds a rounded
// card with a continuous corner curve, a hairline border and a soft drop
// shadow, set through the card's layer; a badge clips its icon to its own
// corners. Sections collapse under headers whose chevron turns a quarter
// (a transform, animated with UIView.animate) and a new item pulses with a
// Core Animation animation that the picture does not show.
#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif

final class CardCell: UITableViewCell {
    static let reuseIdentifier = "CardCell"
    private let card = UIView()
    private let badge = UIView()
    private let icon = UIImageView()
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let newLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        backgroundColor = .clear
        selectionStyle = .none

        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        card.layer.borderWidth = 0.5
        card.layer.borderColor = UIColor.separator.cgColor
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.12
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        card.layer.shadowRadius = 8

        badge.layer.cornerRadius = 10
        badge.layer.cornerCurve = .continuous
        badge.layer.masksToBounds = true
        icon.tintColor = .white
        icon.contentMode = .scaleAspectFit

        titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
        detailLabel.font = UIFont.preferredFont(forTextStyle: .subheadline)
        detailLabel.textColor = .secondaryLabel
        detailLabel.numberOfLines = 0
        newLabel.text = "NEW"
        newLabel.font = UIFont.systemFont(ofSize: 11, weight: .bold)
        newLabel.textColor = .systemBlue
        newLabel.layer.name = "newBadge"

        let text = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
        text.axis = .vertical
        text.spacing = 2
        [card, badge, icon, text, newLabel].forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
        contentView.addSubview(card)
        card.addSubview(badge)
        badge.addSubview(icon)
        card.addSubview(text)
        card.addSubview(newLabel)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            card.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 14),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 14),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 40),
            icon.centerXAnchor.constraint(equalTo: badge.centerXAnchor),
            icon.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            icon.widthAnchor.constraint(equalToConstant: 22),
            icon.heightAnchor.constraint(equalToConstant: 22),
            text.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 12),
            text.trailingAnchor.constraint(equalTo: newLabel.leadingAnchor, constant: -8),
            text.topAnchor.constraint(equalTo: card.topAnchor, constant: 14),
            text.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -14),
            newLabel.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -14),
            newLabel.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(title: String, detail: String, symbol: String, color: UIColor, isNew: Bool) {
        titleLabel.text = title
        detailLabel.text = detail
        icon.image = UIImage(systemName: symbol)
        badge.backgroundColor = color
        newLabel.isHidden = !isNew
        newLabel.layer.removeAllAnimations()
        guard isNew else { return }
        let pulse = CABasicAnimation(keyPath: "opacity")
        pulse.fromValue = 1
        pulse.toValue = 0.3
        pulse.duration = 0.8
        pulse.autoreverses = true
        pulse.repeatCount = .infinity
        pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        newLabel.layer.add(pulse, forKey: "pulse")
    }
}

final class CollapsibleHeader: UITableViewHeaderFooterView {
    static let reuseIdentifier = "CollapsibleHeader"
    let titleLabel = UILabel()
    private let chevron = UIImageView(image: UIImage(systemName: "chevron.forward"))

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title3)
        chevron.tintColor = .secondaryLabel
        chevron.contentMode = .scaleAspectFit
        [titleLabel, chevron].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview($0)
        }
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            chevron.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -24),
            chevron.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            chevron.widthAnchor.constraint(equalToConstant: 16),
            chevron.heightAnchor.constraint(equalToConstant: 16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func setExpanded(_ expanded: Bool, animated: Bool) {
        let turn = { self.chevron.transform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity }
        if animated {
            UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: turn)
        } else {
            UIView.performWithoutAnimation(turn)
        }
    }
}

final class CardsViewController: UITableViewController {
    private struct Item {
        let title: String, detail: String, symbol: String, color: UIColor, isNew: Bool
    }

    private var sections: [(title: String, expanded: Bool, items: [Item])] = [
        ("Today", true, [
            Item(title: "Backup finished", detail: "2,418 photos are safe in the cloud.", symbol: "cloud", color: .systemBlue, isNew: true),
            Item(title: "Security check", detail: "Two passwords were reused on other sites; change them soon.", symbol: "key", color: .systemOrange, isNew: false),
            Item(title: "Dinner at eight", detail: "Table for four at Luigi's.", symbol: "calendar", color: .systemRed, isNew: false),
        ]),
        ("Earlier", false, [
            Item(title: "Weekly report", detail: "Screen time was down 12 %.", symbol: "clock", color: .systemPurple, isNew: false),
        ]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        tableView.separatorStyle = .none
        tableView.backgroundColor = .systemGroupedBackground
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 80
        tableView.register(CardCell.self, forCellReuseIdentifier: CardCell.reuseIdentifier)
        tableView.register(CollapsibleHeader.self, forHeaderFooterViewReuseIdentifier: CollapsibleHeader.reuseIdentifier)
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        sections.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].expanded ? sections[section].items.count : 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: CardCell.reuseIdentifier, for: indexPath) as! CardCell
        let item = sections[indexPath.section].items[indexPath.row]
        cell.configure(title: item.title, detail: item.detail, symbol: item.symbol, color: item.color, isNew: item.isNew)
        return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: CollapsibleHeader.reuseIdentifier) as! CollapsibleHeader
        header.titleLabel.text = sections[section].title
        header.setExpanded(sections[section].expanded, animated: true)
        return header
    }

    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        48
    }
}
