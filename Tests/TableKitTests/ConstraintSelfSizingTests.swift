import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// Rows sized by their content view's constraints, as `systemLayoutSizeFitting` sizes them in UIKit.
@Suite(.design(.iOS18)) struct ConstraintSelfSizingTests {
    static let text = "Constraint-based cells grow with a wrapping label pinned to the content view's layout margins."

    /// The Auto Layout article's cell: one wrapping label pinned to the content view's margins guide.
    typealias NoteCell = GettingStartedExampleTests.NoteCell

    private func table(_ category: ContentSizeCategory, text: String = text) -> TableView {
        let source = TestDataSource(rowCounts: [2]) { cell, _ in (cell as? NoteCell)?.note.text = text }
        return makeTable(source, traits: Traits(displayScale: 3, preferredContentSizeCategory: category), cellClass: NoteCell.self)
    }

    @Test(arguments: [ContentSizeCategory.large, .accessibilityExtraLarge])
    func aWrappingLabelPinnedToTheMarginsSetsTheRowHeight(category: ContentSizeCategory) throws {
        let table = table(category)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        let font = Font.preferredFont(forTextStyle: .body, contentSize: category)
        let vertical = (font.lineHeight / 2).rounded(.up)
        let textHeight = cell.note.intrinsicContentSize(forWidth: 393 - 32).height
        #expect(cell.note.frame == CGRect(x: 16, y: vertical, width: 361, height: textHeight))
        #expect(try #require(cell.note.textLayout(width: 361)).lineCount >= 2)
        let height = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(height == (textHeight + 2 * vertical).pixelCeiled(scale: 3))
        #expect(cell.contentView.layoutMargins == EdgeInsets(top: vertical, left: 16, bottom: vertical, right: 16))
    }

    @Test func theDefaultMarginsAreUIKits() throws {
        let table = table(.large, text: "One line")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        #expect(cell.contentView.layoutMargins == EdgeInsets(top: 11, left: 16, bottom: 11, right: 16))
        // One body line (20⅓ pt) plus 11 above and below: under the standard 44, as UIKit allows for constraint-based rows.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == (cell.note.font.lineHeight.pixelCeiled(scale: 3) + 22).pixelCeiled(scale: 3))
    }

    @Test func fittingSizeOfAContentViewAlone() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 200, height: 10))
        content.overrideTraits = Traits(displayScale: 3)
        let box = constrainedView(in: content)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: content.topAnchor, constant: 5),
            box.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -5),
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 50),
            box.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
        ])
        let compressed = content.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(compressed.height == 40)
        let fitted = content.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 320, height: 40))
        let expanded = content.systemLayoutSizeFitting(CGSize(width: 320, height: 500), withHorizontalFittingPriority: .required,
                                                       verticalFittingPriority: .defaultLow)
        #expect(expanded.height == 500)
        // Fitting does not move anything.
        #expect(content.bounds.height == 10 && box.frame == .zero)
    }

    /// A table pinned by constraints inside a constrained view: the table places
    /// its cells, and each cell still solves its own content (UIKit's engine
    /// sees the cells' frames as fixed), so the labels keep the cell's width.
    @Test func cellsInAConstrainedTableSolveTheirOwnContent() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.overrideTraits = Traits(displayScale: 3)
        let source = TestDataSource(rowCounts: [2]) { cell, _ in (cell as? NoteCell)?.note.text = Self.text }
        let table = TableView(frame: .zero, style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(table)
        LayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: root.topAnchor), table.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            table.leadingAnchor.constraint(equalTo: root.leadingAnchor), table.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        table.layoutIfNeeded()
        #expect(table.frame == root.bounds)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NoteCell)
        #expect(cell.note.frame.minX == 16 && cell.note.frame.width == 361)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 44)
    }
}
