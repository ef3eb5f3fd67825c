import Testing
import TableKit
import TableSnapTesting

/// The Swift examples of TableKit's Getting Started and Auto Layout articles, verbatim, so it keeps compiling and working with `import TableKit` alone.
@Suite(.design(.iOS18)) struct GettingStartedExampleTests {
    final class Fruits: TableViewDataSource, TableViewDelegate {
        let fruits = ["Apple", "Banana", "Cherry"]

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { "Fruit" }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
            cell.textLabel?.text = fruits[indexPath.row]
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    @Test func rendersAnIPhoneScreenInDarkMode() throws {
        let fruits = Fruits()
        let tableView = TableView(frame: .zero, style: .plain)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "fruit")
        tableView.dataSource = fruits
        tableView.delegate = fruits

        let image = try Renderer(device: .iPhone15, traits: Traits(userInterfaceStyle: .dark)).image(of: tableView)
        let png: [UInt8]? = try image.pngData()

        #expect(png?.count ?? 0 > 1000)
        guard case .bitmap(let bitmap) = image.content else { Issue.record("not a bitmap"); return }
        #expect(bitmap.pixelWidth == 1179 && bitmap.pixelHeight == 2556)
        #expect(bitmap.pixel(x: 5, y: 5) == (0, 0, 0, 255), "dark plain tables are black")
        #expect(tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
    }

    /// The Auto Layout section's cell, verbatim.
    final class NoteCell: TableViewCell {
        let note = Label()

        override init(style: TableViewCellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            note.numberOfLines = 0
            note.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(note)
            let margins = contentView.layoutMarginsGuide
            LayoutConstraint.activate([
                note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                note.topAnchor.constraint(equalTo: margins.topAnchor),
                note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func theAutoLayoutCellSizesItsRow() throws {
        let cell = NoteCell(style: .default, reuseIdentifier: nil)
        cell.note.text = "Short"
        let short = cell.sizeThatFits(CGSize(width: 393, height: 1000)).height
        cell.note.text = String(repeating: "A note long enough to wrap. ", count: 6)
        let long = cell.sizeThatFits(CGSize(width: 393, height: 1000)).height
        #expect(short > 30 && long > 2 * short)
    }
}
