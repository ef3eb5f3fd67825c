import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UIKit subclasses' initializers compile and register unchanged: `override
/// init(style:reuseIdentifier:)`, `override init(reuseIdentifier:)` and
/// `override init(frame:)`, each with `required init?(coder:)`.
@Suite(.design(.iOS18)) struct SubclassInitializerTests {
    final class SubtitleCell: TableViewCell {
        let badge = Label()

        override init(style: TableViewCellStyle, reuseIdentifier: String?) {
            super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class TitledHeader: TableViewHeaderFooterView {
        override init(reuseIdentifier: String?) {
            super.init(reuseIdentifier: reuseIdentifier)
            textLabel?.text = "Made"
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    final class Swatch: View {
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .blue
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }
    }

    /// A subclass without initializers of its own inherits every one.
    final class PlainCell: TableViewCell {
        var note = ""
    }

    @Test func registeredSubclassIsMadeThroughItsOverriddenInitializer() throws {
        let table = TableView(frame: .zero, style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "subtitle")
        let cell = try #require(table.dequeueReusableCell(withIdentifier: "subtitle", for: IndexPath(row: 0, section: 0)) as? SubtitleCell)
        #expect(cell.style == .subtitle)
        #expect(cell.reuseIdentifier == "subtitle")
        #expect(cell.badge.superview === cell.contentView)
    }

    @Test func registeredHeaderSubclassIsMadeThroughItsOverriddenInitializer() throws {
        let table = TableView(frame: .zero, style: .plain)
        table.register(TitledHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? TitledHeader)
        #expect(header.textLabel?.text == "Made")
        #expect(header.reuseIdentifier == "header")
    }

    @Test func viewSubclassesInheritTheConvenienceInitializers() {
        #expect(Swatch().backgroundColor == .blue)
        #expect(Swatch(frame: CGRect(x: 0, y: 0, width: 10, height: 20)).frame.height == 20)
        #expect(PlainCell().style == .default)
        #expect(PlainCell(registeredFor: "plain")?.reuseIdentifier == "plain")
    }

    @Test func decodingFromACoderFails() {
        #expect(View(coder: NSCoder()) == nil)
    }
}
