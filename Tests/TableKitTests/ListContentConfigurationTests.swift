import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// List content configurations lay out and draw exactly as the cell styles
/// they stand for, and their own spacing and margins move the content.
@Suite(.design(.iOS18)) struct ListContentConfigurationTests {
    /// A table whose rows come either from `style`'s labels or from `configuration`.
    private final class ProvidedCells: TableViewDataSource {
        let count: Int
        let provider: (IndexPath) -> TableViewCell
        init(count: Int, provider: @escaping (IndexPath) -> TableViewCell) {
            self.count = count
            self.provider = provider
        }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { provider(indexPath) }
    }

    private func table(style: TableViewCellStyle, configuration: ListContentConfiguration?, rows: [(String, String?, String?)]) -> (TableView, ProvidedCells) {
        let source = ProvidedCells(count: rows.count) { indexPath in
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            let (text, secondary, symbol) = rows[indexPath.row]
            let image = symbol.flatMap { Image(systemName: $0) }
            if var content = configuration {
                content.text = text
                content.secondaryText = secondary
                content.image = image
                cell.contentConfiguration = content
            } else {
                cell.textLabel?.text = text
                cell.detailTextLabel?.text = secondary
                cell.imageView?.image = image
            }
            cell.accessoryType = indexPath.row == 0 ? .disclosureIndicator : .none
            return cell
        }
        let table = TableView(frame: .zero, style: .insetGrouped)
        table.dataSource = source
        return (table, source)
    }

    private let rows: [(String, String?, String?)] = [
        ("Wi-Fi", "Home Network", "wifi"), ("Bluetooth", "On", nil), ("A longer title that will have to be truncated at the end", "Detail", "gear"),
    ]

    @Test(arguments: [TableViewCellStyle.default, .subtitle, .value1])
    func aConfigurationDrawsAsItsCellStyle(style: TableViewCellStyle) throws {
        let configuration: ListContentConfiguration = switch style {
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        default: .cell()
        }
        let rows = style == .default ? self.rows.map { ($0.0, nil, $0.2) } : self.rows
        for traits in [Traits(), Traits(userInterfaceStyle: .dark, preferredContentSizeCategory: .accessibilityLarge, layoutDirection: .rightToLeft)] {
            let renderer = Renderer(size: CGSize(width: 390, height: 400), traits: traits)
            let (styled, keepStyled) = table(style: style, configuration: nil, rows: rows)
            let (configured, keepConfigured) = table(style: style, configuration: configuration, rows: rows)
            let expected = try #require(try renderer.image(of: styled).pngData())
            let actual = try #require(try renderer.image(of: configured).pngData())
            let same = actual == expected
            #expect(same, "\(style) at \(traits.preferredContentSizeCategory)")
            #expect(configured.rectForRow(at: IndexPath(row: 2, section: 0)) == styled.rectForRow(at: IndexPath(row: 2, section: 0)))
            withExtendedLifetime((keepStyled, keepConfigured)) {}
        }
    }

    @Test func defaultContentConfigurationFollowsTheCellStyle() {
        #expect(TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().cellStyle == .subtitle)
        #expect(TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().cellStyle == .value1)
        var plain = TableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
        #expect(plain.cellStyle == .default)
        plain.secondaryText = "Stacked"
        #expect(plain.cellStyle == .subtitle)
    }

    @Test func marginsAndPaddingMoveTheContent() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Padded"
        content.image = Image(systemName: "star")
        cell.contentConfiguration = content
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        cell.layoutIfNeeded()
        let view = try #require(cell.configuredContentView as? ListContentView)
        let standardTextX = view.textLabel.frame.minX
        let standardHeight = cell.sizeThatFits(CGSize(width: 320, height: 1000)).height

        content.imageToTextPadding = 30
        content.directionalLayoutMargins = DirectionalEdgeInsets(top: 30, leading: 5, bottom: 30, trailing: 0)
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        #expect(cell.configuredContentView === view, "a configuration of the same kind updates the view in place")
        #expect(view.textLabel.frame.minX == standardTextX + 14 + 5)
        #expect(cell.sizeThatFits(CGSize(width: 320, height: 1000)).height > standardHeight)
    }

    @Test func theStyleLabelsLeaveWhileAConfigurationIsShownAndComeBackAfter() throws {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.contentConfiguration = cell.defaultContentConfiguration()
        #expect(cell.textLabel?.superview == nil)
        cell.contentConfiguration = nil
        #expect(cell.configuredContentView == nil)
        #expect(cell.contentView.subviews.prefix(3).map { ObjectIdentifier($0) } == [cell.imageView, cell.textLabel, cell.detailTextLabel].compactMap { $0.map(ObjectIdentifier.init) })
    }

    @Test func selectionHighlightsTheConfigurationsLabels() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Picked"
        content.textProperties.highlightedColor = .white
        cell.contentConfiguration = content
        cell.isSelected = true
        let view = try #require(cell.configuredContentView as? ListContentView)
        #expect(view.textLabel.isHighlighted)
        #expect(view.textLabel.highlightedTextColor == .white)
    }

    @Test func headerConfigurationsShowTheirTextInTheTablesTitleLook() throws {
        let source = TestDataSource(rowCounts: [1])
        source.headerViews = { tableView, _ in
            let header = TableViewHeaderFooterView(reuseIdentifier: nil)
            var content = header.defaultContentConfiguration()
            content.text = "Devices"
            header.contentConfiguration = content
            return header
        }
        let table = TableView(frame: .zero, style: .grouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.delegate = source
        try Renderer(size: CGSize(width: 390, height: 300)).layout(table)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "DEVICES")
    }

    @Test func backgroundConfigurationsColourAndRoundTheCell() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        var background = BackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemYellow
        cell.backgroundConfiguration = background
        #expect(cell.backgroundColor == .systemYellow)
        #expect(cell.backgroundView == nil)
        background.cornerRadius = 10
        cell.backgroundConfiguration = background
        #expect(cell.backgroundColor == .clear)
        #expect(cell.backgroundView != nil)
        cell.backgroundConfiguration = .clear()
        #expect(cell.backgroundColor == .clear)
    }
}
