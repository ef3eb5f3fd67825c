import Canvas
import Foundation

/// The PNG images a mockup names by path, relative to the mockup file. An
/// `@2x`/`@3x` suffix sets an image's scale, as in an asset catalogue.
///
/// Paths resolve inside the mockup's folder unless the reader allows
/// otherwise, so a mockup cannot embed (or probe for) any file on the
/// machine. Each file is read and decoded once however many rows show it,
/// and its size is checked from its header before its pixels are decoded.
final class MockupImageFiles {
    private let baseDirectory: URL
    /// The mockup's folder as written and with its symbolic links resolved, each ending in "/"; nil when images may lie anywhere.
    private let folders: [String]?
    /// Images by the path as written: resolving a path costs a system call per folder, and many rows name the same file.
    private var imagesByPath: [String: Image] = [:]
    /// Decoded images by resolved path and scale, for different paths to one file.
    private var images: [String: Image] = [:]
    private var pixelsDecoded = 0

    init(baseDirectory: URL, allowsOutsideFolder: Bool) {
        self.baseDirectory = baseDirectory.standardizedFileURL
        folders = allowsOutsideFolder ? nil : [self.baseDirectory.path, self.baseDirectory.resolvingSymlinksInPath().path]
            .map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    }

    /// The image the path in `field` names.
    func image(_ field: MockupField) throws(MockupError) -> Image {
        let path = try field.string(maxLength: 4096)
        if let image = imagesByPath[path] { return image }
        let image = try load(path, field: field)
        imagesByPath[path] = image
        return image
    }

    private func load(_ path: String, field: MockupField) throws(MockupError) -> Image {
        let url = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
        // Refused before the file system is asked, so the answer never tells whether the file exists.
        try checkInsideFolder(url.path, field: field, path: path)
        let resolved = url.resolvingSymlinksInPath().path
        try checkInsideFolder(resolved, field: field, path: path)
        let scale = Image.scale(ofFile: url)
        let key = "\(scale)@\(resolved)"
        if let image = images[key] { return image }
        let image = try decode(read(resolved, field: field, path: path), scale: scale, field: field, path: path)
        images[key] = image
        return image
    }

    private func checkInsideFolder(_ resolved: String, field: MockupField, path: String) throws(MockupError) {
        guard let folders, !folders.contains(where: resolved.hasPrefix) else { return }
        throw field.error("image path \"\(Quote.cut(path))\" leads outside the mockup's folder; pass --allow-images-outside to allow it")
    }

    private func read(_ resolved: String, field: MockupField, path: String) throws(MockupError) -> [UInt8] {
        do {
            return try RegularFile.read(resolved, maximumSize: MockupLimits.maximumImageFileSize)
        } catch {
            var failure = field.error(error.isMissing ? "image file not found: \(Quote.cut(path))" : "image file \(Quote.cut(path)): \(error.description)")
            if error.isMissing { failure.kind = .missingFile }
            throw failure
        }
    }

    /// Decodes PNG bytes after checking their pixel count against the per-image and per-mockup budgets.
    private func decode(_ data: [UInt8], scale: CGFloat, field: MockupField, path: String) throws(MockupError) -> Image {
        let size = try pngResult(field: field, path: path) { () throws(PNGError) in try PNGCodec.pixelSize(of: data) }
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        guard !pixels.overflow, pixels.partialValue <= MockupLimits.maximumImagePixels else {
            throw field.error("image \(Quote.cut(path)) is \(size.width)×\(size.height) px; the limit is \(MockupLimits.maximumImagePixels) pixels per image")
        }
        guard pixelsDecoded + pixels.partialValue <= MockupLimits.maximumTotalImagePixels else {
            throw field.error("the mockup's images come to more than \(MockupLimits.maximumTotalImagePixels) pixels; the limit is \(MockupLimits.maximumTotalImagePixels) pixels in all")
        }
        pixelsDecoded += pixels.partialValue
        return try pngResult(field: field, path: path) { () throws(PNGError) in try Image(pngData: data, scale: scale) }
    }

    /// `body`'s result, a PNG failure reported at `field` with the path.
    private func pngResult<T>(field: MockupField, path: String, _ body: () throws(PNGError) -> T) throws(MockupError) -> T {
        do {
            return try body()
        } catch {
            throw field.error("\(Quote.cut(path)): \(error.description)")
        }
    }
}
