import Foundation
import Testing
import TableKit
import TableSnapTesting

/// `Renderer.pdfData(of:)`, `svgData(of:)` and `picture(of:)`: the same geometry as the PNG, in points.
@Suite(.design(.iOS18)) struct VectorRenderTests {
    private func table(_ source: TestDataSource) -> TableView {
        let tableView = TableView(frame: .zero, style: .insetGrouped)
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        tableView.dataSource = source
        tableView.delegate = source
        return tableView
    }

    @Test func pdfPageIsTheScreenInPoints() throws {
        let source = TestDataSource(rowCounts: [3], headers: ["Fruit"])
        let pdf = String(decoding: try Renderer(device: .iPhone15).pdfData(of: table(source)), as: Unicode.ASCII.self)
        #expect(pdf.hasPrefix("%PDF-"))
        #expect(pdf.contains("/MediaBox [ 0 0 393 852 ]"))
    }

    @Test func contentRenderPageIsAsTallAsTheImage() throws {
        let source = TestDataSource(rowCounts: [40])
        let renderer = Renderer(device: .iPhone15, mode: .content)
        let image = try renderer.image(of: table(source))
        let svg = String(decoding: try renderer.svgData(of: table(source)), as: UTF8.self)
        // The page is the exact content height; the PNG rounds it up to whole pixels.
        let height = try #require(svg.firstMatch(of: /viewBox="0 0 393 ([0-9.]+)"/).flatMap { Double($0.1) })
        #expect(height > 1000 && CGFloat(height) <= image.size.height && image.size.height - CGFloat(height) < 1.0 / 3)
    }

    @Test func pictureHasTheLaidOutSize() throws {
        let source = TestDataSource(rowCounts: [2])
        let picture = try Renderer(size: CGSize(width: 320, height: 200)).picture(of: table(source))
        #expect(picture.size == CGSize(width: 320, height: 200))
    }

    @Test func eachFormatHasItsSignature() throws {
        let source = TestDataSource(rowCounts: [2])
        let renderer = Renderer(size: CGSize(width: 320, height: 200))
        let signatures: [Renderer.OutputFormat: [UInt8]] = [.png: [0x89] + Array("PNG".utf8), .pdf: Array("%PDF-".utf8), .svg: Array("<?xml".utf8)]
        for format in Renderer.OutputFormat.allCases {
            let bytes = try renderer.data(of: table(source), format: format)
            #expect(bytes.starts(with: signatures[format] ?? [0]), "\(format)")
        }
    }
}
