import Canvas
import Foundation

/// The images a mockup names by path, relative to the mockup file: PNG,
/// JPEG, PDF or SVG, recognised from their bytes. An `@2x`/`@3x` suffix
/// sets a bitmap's scale, as in an asset catalogue.
///
/// Paths resolve inside the mockup's folder unless the reader allows
/// otherwise, so a mockup cannot embed (or probe for) any file on the
/// machine. Each file is read and decoded once however many rows show it,
/// and its size is checked from its header before its pixels are decoded.
final class MockupImageFiles {
    private let baseDirectory: URL
    /// Where image paths may lead (see ``ContainedPath``).
    private let folder: ContainedPath
    /// Images by the path as written: resolving a path costs a system call per folder, and many rows name the same file.
    private var imagesByPath: [String: Image] = [:]
    /// Decoded images by resolved path and scale, for different paths to one file; shared by the variants of a review sheet.
    private let images: MockupImageCache
    /// The keys of ``images`` this mockup shows, each counted once against the mockup's pixel budget.
    private var shown: Set<String> = []
    private var pixelsShown = 0
    /// The files read, their paths resolved, for the output checks (no output may replace one).
    private(set) var files: [String] = []

    init(baseDirectory: URL, allowsOutsideFolder: Bool, cache: MockupImageCache = MockupImageCache()) {
        self.baseDirectory = baseDirectory.standardizedFileURL
        folder = ContainedPath(folder: self.baseDirectory, allowsOutside: allowsOutsideFolder)
        images = cache
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
        guard let resolved = folder.resolve(url.path) else {
            throw field.error("image path \"\(Quote.cut(path))\" leads outside the mockup's folder; pass --allow-files-outside to allow it")
        }
        let scale = Image.scale(ofFile: url)
        let key = "\(scale)@\(resolved)"
        if let cached = images.image(forKey: key) {
            try count(cached.pixels, key: key, file: resolved, field: field)
            return cached.image
        }
        let data = try read(resolved, field: field, path: path)
        let pixels = try pixelCount(data, field: field, path: path)
        try count(pixels, key: key, file: resolved, field: field)
        let image = try imageResult(field: field, path: path) { () throws(ImageError) in try Image(decoding: data, scale: scale) }
        images.insert(image, pixels: pixels, forKey: key)
        return image
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

    /// The pixels a bitmap's header declares, within the per-image limit,
    /// read before any is decoded; none for a vector image.
    private func pixelCount(_ data: [UInt8], field: MockupField, path: String) throws(MockupError) -> Int {
        let header = try imageResult(field: field, path: path) { () throws(ImageError) in try Image.header(of: data) }
        guard let size = header.pixelSize else { return 0 }
        let pixels = size.width.multipliedReportingOverflow(by: size.height)
        guard !pixels.overflow, pixels.partialValue <= MockupLimits.maximumImagePixels else {
            throw field.error("image \(Quote.cut(path)) is \(size.width)×\(size.height) px; the limit is \(MockupLimits.maximumImagePixels) pixels per image")
        }
        return pixels.partialValue
    }

    /// Counts an image the mockup shows against its budget, once per distinct file, cached or not.
    private func count(_ pixels: Int, key: String, file: String, field: MockupField) throws(MockupError) {
        guard shown.insert(key).inserted else { return }
        files.append(file)
        guard pixelsShown + pixels <= MockupLimits.maximumTotalImagePixels else {
            throw field.error("the mockup's images come to more than \(MockupLimits.maximumTotalImagePixels) pixels; the limit is \(MockupLimits.maximumTotalImagePixels) pixels in all")
        }
        pixelsShown += pixels
    }

    /// `body`'s result, an image's failure reported at `field` with the path.
    private func imageResult<T>(field: MockupField, path: String, _ body: () throws(ImageError) -> T) throws(MockupError) -> T {
        do {
            return try body()
        } catch {
            throw field.error("\(Quote.cut(path)): \(error.description)")
        }
    }
}
