import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `Image(contentsOfFile:)`, `Image(data:)` and the named lookup of JPEG,
/// PDF and SVG files; a file or image over a limit is nil with one warning
/// naming the file, its size and the limit.
@Suite(.design(.iOS18)) struct ImageFilesTests {
    static let canvasFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CanvasTests/Fixtures")

    private func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("image-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private func copy(_ fixture: String, to folder: URL, as name: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.canvasFixtures.appendingPathComponent(fixture), to: url)
        return url
    }

    @Test func contentsOfFileReadsEveryFormatWhateverItsName() throws {
        let folder = try folder()
        // A JPEG named .png is still read: the bytes say what it is.
        let photo = try copy("upright.jpg", to: folder, as: "photo@2x.png")
        #expect(Image(contentsOfFile: photo.path)?.size == CGSize(width: 20, height: 10))
        #expect(Image(contentsOfFile: try copy("logo.pdf", to: folder, as: "logo.pdf").path)?.size == CGSize(width: 60, height: 40))
        #expect(Image(contentsOfFile: try copy("shapes.svg", to: folder, as: "shapes.svg").path)?.size == CGSize(width: 30, height: 20))
        #expect(Image(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
    }

    @Test func dataReadsEveryFormatAtItsScale() throws {
        let jpeg = try Data(contentsOf: Self.canvasFixtures.appendingPathComponent("upright.jpg"))
        #expect(Image(data: jpeg)?.size == CGSize(width: 40, height: 20))
        #expect(Image(data: jpeg, scale: 2)?.size == CGSize(width: 20, height: 10))
        let svg = try Data(contentsOf: Self.canvasFixtures.appendingPathComponent("shapes.svg"))
        #expect(Image(data: svg, scale: 3)?.size == CGSize(width: 30, height: 20))
        #expect(Image(data: Data("not an image".utf8)) == nil)
    }

    @Test func namedFindsJPEGPDFAndSVGFiles() throws {
        let folder = try folder()
        _ = try copy("upright.jpg", to: folder, as: "named-photo@2x.jpg")
        _ = try copy("logo.pdf", to: folder, as: "named-logo.pdf")
        _ = try copy("shapes.svg", to: folder, as: "named-shapes.svg")
        Image.register(directory: folder)
        #expect(Image(named: "named-photo")?.size == CGSize(width: 20, height: 10))
        #expect(Image(named: "named-logo")?.size == CGSize(width: 60, height: 40))
        #expect(Image(named: "named-shapes.svg")?.size == CGSize(width: 30, height: 20))
    }

    @Test func namedPrefersTheDisplayScaleThenHigherThenLower() {
        #expect(Image.fileNames(for: "a", scale: 2).prefix(3) == ["a@2x.png", "a@3x.png", "a.png"])
        #expect(Image.fileNames(for: "a", scale: 1).prefix(3) == ["a.png", "a@2x.png", "a@3x.png"])
        #expect(Image.fileNames(for: "a", scale: 3).suffix(2) == ["a.pdf", "a.svg"])
        #expect(Image.fileNames(for: "a.JPG", scale: 3) == ["a.JPG"])
    }

    @Test func aFileOverTheSizeLimitIsNilWithOneWarning() throws {
        let url = try folder().appendingPathComponent("huge.png")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(Image.maximumFileSize + 1))
        try handle.close()
        let log = LogCapture()
        #expect(log.capture { Image(contentsOfFile: url.path) } == nil)
        #expect(log.messages == ["TableSnap: warning: \(url.path): the file is \(Image.maximumFileSize + 1) bytes; the limit is \(Image.maximumFileSize)"])
    }

    @Test func anImageOverThePixelLimitIsNilWithOneWarning() throws {
        var jpeg = [UInt8](try Data(contentsOf: Self.canvasFixtures.appendingPathComponent("upright.jpg")))
        // The frame header (SOF0) gives height and width after its length and precision.
        let frame = try #require(jpeg.firstRange(of: [0xFF, 0xC0])).lowerBound
        jpeg.replaceSubrange((frame + 5)..<(frame + 9), with: [0x4E, 0x20, 0x4E, 0x20])
        let url = try folder().appendingPathComponent("vast.jpg")
        try Data(jpeg).write(to: url)
        let log = LogCapture()
        #expect(log.capture { Image(contentsOfFile: url.path) } == nil)
        #expect(log.messages == ["TableSnap: warning: \(url.path): 20000 × 20000 px; the limit is 80,000,000 pixels"])
        #expect(log.capture { Image(data: Data(jpeg)) } == nil)
        #expect(log.messages.last == "TableSnap: warning: UIImage(data:): 20000 × 20000 px; the limit is 80,000,000 pixels")
    }

    @Test func unreadableDataIsQuietUnlessDiagnosing() {
        let log = LogCapture()
        #expect(log.capture { Image(data: Data([0xFF, 0xD8, 0xFF, 0x00])) } == nil)
        #expect(log.messages.isEmpty)
        #expect(log.capture(diagnostics: true) { Image(data: Data([0xFF, 0xD8, 0xFF, 0x00])) } == nil)
        #expect(log.messages.count == 1)
    }
}
