import Canvas
import Foundation
@testable import Review
import Testing
@testable import TableKit
import TableSnapTesting

/// The redline model of a known table: which distances are measured, their
/// values and where their lines run, in left-to-right and right-to-left.
@Suite(.design(.iOS18)) struct AnnotationTests {
    /// A plain 393-pt table: a titled section of a Settings-style row (29-pt
    /// badge, text, chevron) over a bare one.
    private func settingsTable(direction: LayoutDirection = .leftToRight, style: TableViewStyle = .plain) throws -> (TableView, TestDataSource) {
        let wifi = try #require(Symbol.named("wifi"))
        let source = TestDataSource(rowCounts: [2], headers: ["Header"]) { cell, indexPath in
            cell.textLabel?.text = indexPath.row == 0 ? "Wi-Fi" : "Plain"
            guard indexPath.row == 0 else { return }
            cell.imageView?.image = Image(symbol: SymbolImage(symbol: wifi, color: .white, badgeColor: .systemBlue))
            cell.accessoryType = .disclosureIndicator
        }
        source.rowHeight = { (_: IndexPath) in 44 }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 393, height: 852), style: style)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.overrideTraits = Traits(displayScale: 3, layoutDirection: direction)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return (table, source)
    }

    /// The values as drawn (two decimals at most), so right-to-left's subtractions compare exactly.
    private func values(_ annotations: TableAnnotations, _ kind: AnnotationDimension.Kind) -> [String] {
        annotations.dimensions.filter { $0.kind == kind }.map(\.label)
    }

    private func spans(_ annotations: TableAnnotations, _ kind: AnnotationDimension.Kind) -> [ClosedRange<CGFloat>] {
        annotations.dimensions.filter { $0.kind == kind }.map(\.span)
    }

    @Test func heightsOfEveryRowAndTheHeader() throws {
        let (table, source) = try settingsTable()
        let annotations = withExtendedLifetime(source) { TableAnnotations(tableView: table) }
        #expect(values(annotations, .rowHeight) == ["44", "44"])
        #expect(spans(annotations, .sectionHeaderTopPadding) == [0...22])
        #expect(spans(annotations, .sectionHeaderHeight) == [22...50])
        #expect(spans(annotations, .rowHeight) == [50...94, 94...138])
        // Heights come first, top to bottom.
        #expect(annotations.dimensions.prefix(4).map(\.span.lowerBound) == [0, 22, 50, 94])
    }

    @Test func distancesOfTheRepresentativeRow() throws {
        let (table, source) = try settingsTable()
        let annotations = withExtendedLifetime(source) { TableAnnotations(tableView: table) }
        #expect(annotations.marginGuides == [16, 377])
        #expect(spans(annotations, .leadingMargin) == [0...16])
        #expect(spans(annotations, .imageToText) == [45...61])
        #expect(values(annotations, .textToAccessory) == ["10"])
        #expect(spans(annotations, .trailingMargin) == [377...393])
        #expect(spans(annotations, .separatorInset) == [0...61])
        #expect(values(annotations, .cellInset).isEmpty)
        // One row speaks for the section: the one with an image and an accessory, on its middle line.
        #expect(annotations.dimensions.filter { $0.kind == .leadingMargin }.map(\.position) == [72])
    }

    @Test func outlinesOfLabelsImagesAndAccessories() throws {
        let (table, source) = try settingsTable()
        let annotations = withExtendedLifetime(source) { TableAnnotations(tableView: table) }
        let kinds = annotations.outlines.map(\.kind)
        #expect(kinds.filter { $0 == .label }.count == 3)   // Wi-Fi, Plain, the header title
        // The badge is centred in the row on a whole pixel: 7.5 pt rounds to 7⅔ at 3×.
        #expect(annotations.outlines.contains(AnnotationOutline(.image, frame: CGRect(x: 16, y: 50 + 23.0 / 3, width: 29, height: 29))))
        #expect(kinds.filter { $0 == .accessory }.count == 1)
    }

    @Test func rightToLeftMeasuresFromTheRightEdge() throws {
        let (table, source) = try settingsTable(direction: .rightToLeft)
        let annotations = withExtendedLifetime(source) { TableAnnotations(tableView: table) }
        #expect(spans(annotations, .leadingMargin) == [377...393])
        #expect(spans(annotations, .imageToText) == [332...348])
        #expect(values(annotations, .textToAccessory) == ["10"])
        #expect(spans(annotations, .trailingMargin) == [0...16])
        #expect(spans(annotations, .separatorInset) == [332...393])
    }

    @Test func insetGroupedCardsMeasureTheirInset() throws {
        let (table, source) = try settingsTable(style: .insetGrouped)
        let annotations = withExtendedLifetime(source) { TableAnnotations(tableView: table) }
        #expect(spans(annotations, .cellInset) == [0...16, 377...393])
        #expect(spans(annotations, .leadingMargin) == [16...32])
        #expect(annotations.marginGuides == [32, 361])
    }

    @Test(arguments: [(16, "16"), (44, "44"), (20.333333, "20.33"), (17.5, "17.5"), (0.05, "0.05"), (127.996, "128"), (1.0 / 3, "0.33"), (.infinity, "inf"), (1e20, "1e+20")] as [(CGFloat, String)])
    func valuesHaveAtMostTwoDecimals(_ points: CGFloat, _ text: String) {
        #expect(AnnotationDimension.format(points) == text)
    }

    @Test func theRendererDrawsTheSheetBesideAndUnderThePicture() throws {
        let (table, source) = try settingsTable()
        var renderer = Renderer(size: CGSize(width: 393, height: 300), traits: Traits(displayScale: 1))
        let plain = try withExtendedLifetime(source) { try renderer.image(of: table) }
        renderer.annotations = true
        let annotated = try withExtendedLifetime(source) { try renderer.image(of: table) }
        let sheet = AnnotationSheet(tableView: table, pictureSize: CGSize(width: 393, height: 300))
        #expect(sheet.size.width == 393 + AnnotationSheet.gutterWidth && sheet.size.height > 300)
        #expect(annotated.size == sheet.size)
        #expect(plain.size == CGSize(width: 393, height: 300))
    }
}
