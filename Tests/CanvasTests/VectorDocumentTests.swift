@testable import Canvas
import Foundation
import Testing

@Suite struct VectorDocumentTests {
    private func drawing(_ context: GraphicsContext) {
        context.paint(.systemBackground)
        context.fill(CGRect(x: 10, y: 10, width: 40, height: 20), with: .systemBlue)
        context.draw(TextLayout(text: "Hello", font: Font(pointSize: 17), width: nil), at: CGPoint(x: 10, y: 40), color: .label)
        context.fill(Path { $0.addRoundedRect(CGRect(x: 60, y: 10, width: 30, height: 30), cornerRadius: 15) },
                     with: .white, shadows: [Shadow(offset: CGSize(width: 0, height: 3), blur: 8, color: .black.withAlphaComponent(0.2))])
    }

    private func document(_ format: VectorDocument.Format, pages: Int) throws -> [UInt8] {
        let document = VectorDocument(format: format, title: "Test")
        for _ in 0..<pages {
            document.addPage(size: CGSize(width: 100, height: 80), appearance: .light, scale: 2, drawing)
        }
        return try document.data()
    }

    @Test func pdfHasOnePagePerAddedPageAndFixedDates() throws {
        let pdf = String(decoding: try document(.pdf, pages: 3), as: Unicode.ASCII.self)
        #expect(pdf.matches(of: /\/Type\s*\/Page(?!s)/).count == 3)
        #expect(pdf.contains("/CreationDate (20000101000000Z)"))
        #expect(pdf.contains("/MediaBox [ 0 0 100 80 ]"))
    }

    @Test(arguments: VectorDocument.Format.allCases)
    func sameDrawingSameBytes(_ format: VectorDocument.Format) throws {
        #expect(try document(format, pages: 1) == (try document(format, pages: 1)))
    }

    @Test func svgIdsAreNumberedInOrderOfAppearance() {
        let svg = ##"<image id="image40"/><g id="surface7"><use xlink:href="#image40"/></g><use xlink:href="#surface7"/><g clip-path="url(#clip3)"/>"##
        let renumbered = String(decoding: SVGIdentifiers.renumbered(Array(svg.utf8)), as: UTF8.self)
        #expect(renumbered == ##"<image id="image1"/><g id="surface1"><use xlink:href="#image1"/></g><use xlink:href="#surface1"/><g clip-path="url(#clip3)"/>"##)
    }

    @Test func materialIsVeiledOnVectorSurfaces() {
        // A picture is a vector surface: the blur cannot read it back, so the backdrop is veiled instead.
        let picture = Picture(size: CGSize(width: 20, height: 20), appearance: .light, scale: 1) { context in
            context.paint(.black)
            context.blurBackdrop(in: CGRect(x: 0, y: 0, width: 20, height: 20), radius: 6)
        }
        let bitmap = try? Bitmap(pixelWidth: 20, pixelHeight: 20, scale: 1, isOpaque: true)
        guard let bitmap else { Issue.record("no bitmap"); return }
        GraphicsContext(bitmap: bitmap, appearance: .light).draw(picture, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        // Black under white at 90 %.
        #expect(bitmap.pixel(x: 10, y: 10).red == 230)
    }
}
