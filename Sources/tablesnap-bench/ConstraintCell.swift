import Foundation
import TableKit

/// A self-sizing cell laid out by constraints, as UIKit apps build them: an
/// image and a title over a wrapping subtitle, pinned with anchors to the
/// content view's margins.
final class ConstraintCell: TableViewCell {
    let icon = ImageView(image: Image(systemName: "star.fill"))
    let title = Label()
    let subtitle = Label()

    override init(style: TableViewCellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        subtitle.numberOfLines = 0
        subtitle.textStyle = .footnote
        for view in [icon, title, subtitle] as [View] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        LayoutConstraint.activate([
            icon.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            icon.topAnchor.constraint(equalTo: margins.topAnchor),
            icon.widthAnchor.constraint(equalToConstant: 40),
            icon.heightAnchor.constraint(equalToConstant: 40),
            icon.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
            subtitle.bottomAnchor.constraint(lessThanOrEqualTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Twenty rows of ``ConstraintCell``s with texts of different lengths.
final class ConstraintRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "constraints", for: indexPath)
        guard let cell = cell as? ConstraintCell else { return cell }
        cell.title.text = "Item \(indexPath.row + 1)"
        cell.subtitle.text = String(repeating: "A subtitle that wraps. ", count: 1 + indexPath.row % 4)
        return cell
    }
}

/// One layout of a table tall enough to show all twenty rows, every cell
/// made, constrained and sized from its constraints.
func constraintScreen() -> Double {
    let source = ConstraintRows()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 2000), style: .plain)
    table.overrideTraits = Traits(displayScale: 3)
    table.register(ConstraintCell.self, forCellReuseIdentifier: "constraints")
    table.dataSource = source
    return milliseconds { table.layoutIfNeeded() }
}
