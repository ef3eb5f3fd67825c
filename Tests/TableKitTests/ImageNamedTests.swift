import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `Image(named:)`: PNG files in registered directories (the display scale, `@3x`, first
/// before plain), then the built-in symbols; and `ImageView`'s initializers.
@Suite(.design(.iOS18)) struct ImageNamedTests {
    private func directory(with files: [String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-named-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let bitmap = try Bitmap(pixelWidth: 6, pixelHeight: 3, scale: 1, isOpaque: true)
        let png = try #require(try Image(bitmap: bitmap).pngData())
        for file in files { try Data(png).write(to: url.appendingPathComponent(file)) }
        return url
    }

    @Test func registeredFilesAreFoundWithTheirScale() throws {
        let folder = try directory(with: ["flag@3x.png", "flag.png", "plain.png"])
        Image.register(directory: folder)
        #expect(Image(named: "flag")?.size == CGSize(width: 2, height: 1))
        #expect(Image(named: "plain")?.size == CGSize(width: 6, height: 3))
        #expect(Image(named: "plain.png")?.size == CGSize(width: 6, height: 3))
    }

    @Test func symbolNamesFallBackToTheCatalogAndUnknownNamesAreNil() {
        #expect(Image(named: "star") != nil)
        #expect(Image(named: "no-such-image-\(UUID().uuidString)") == nil)
        #expect(Image(systemName: "gear") != nil)
    }

    @Test func bundleResourcesAreSearchedFirst() throws {
        let folder = try directory(with: ["bundled@2x.png"])
        let bundle = try #require(Bundle(path: folder.path))
        #expect(Image(named: "bundled", in: bundle, compatibleWith: nil)?.size == CGSize(width: 3, height: 1.5))
    }

    @Test func imageViewInitializers() {
        #expect(ImageView(frame: CGRect(x: 0, y: 0, width: 80, height: 45)).frame.width == 80)
        let star = Image(systemName: "star")
        let view = ImageView(image: star)
        #expect(view.frame.size == star?.size)
        #expect(ImageView().image == nil)
    }
}
