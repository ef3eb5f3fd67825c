import Canvas
import Foundation

/// The images a mockup names: by path, relative to the mockup file (PNG,
/// JPEG, PDF or SVG, recognised from their bytes; an `@2x`/`@3x` suffix
/// sets a bitmap's scale), or by the name of an image set in its asset
/// catalogues, whose colour sets also name colours.
///
/// Paths resolve inside the mockup's folder unless the reader allows
/// otherwise, so a mockup cannot embed (or probe for) any file on the
/// machine; so do the files of the catalogues it names, their links followed
/// (a reader's catalogue keeps its files inside itself: see
/// `Mockup.ReadOptions.bounds(of:kind:)`). Each file is read and decoded
/// once however many rows show it, and its size is checked from its header
/// before its pixels are decoded.
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
    /// The asset catalogues searched for names, the reader's first.
    private var catalogs: [AssetCatalog]
    /// The display scale a catalogue's image set chooses its files for.
    var displayScale: CGFloat = 3

    init(baseDirectory: URL, allowsOutsideFolder: Bool, catalogs: [AssetCatalog] = [], cache: MockupImageCache = MockupImageCache()) {
        self.baseDirectory = baseDirectory.standardizedFileURL
        folder = ContainedPath(folder: self.baseDirectory, allowsOutside: allowsOutsideFolder, name: "the mockup's folder")
        self.catalogs = catalogs
        images = cache
    }

    /// The image the path or asset name in `field` names: a name without
    /// an image file extension is looked up in the asset catalogues first.
    func image(_ field: MockupField) throws(MockupError) -> Image {
        let path = try field.string(maxLength: 4096)
        if let image = imagesByPath[path] { return image }
        let image = if let asset = try asset(path, field: field) { asset } else { try load(path, field: field) }
        // A render too costly to draw names the PDF or SVG image that made it so.
        for case .vector(let picture)? in [image.content, image.darkContent] { picture.nameIfUnnamed("image \"\(Quote.cut(path))\"") }
        imagesByPath[path] = image
        return image
    }

    /// `assetCatalogs`: one folder or a list, relative to the mockup, each an `.xcassets` folder inside its folder unless allowed.
    func addCatalogs(_ field: MockupField) throws(MockupError) {
        let entries = field.node.text == nil ? try field.list(maxCount: 16) : [field]
        for entry in entries {
            let url = try entry.folder(relativeTo: baseDirectory, inside: folder, what: "asset catalogue", accepts: { $0.pathExtension == "xcassets" }) {
                "no asset catalogue at \($0); expected an .xcassets folder"
            }
            catalogs.append(images.catalog(at: url, bounds: folder))
        }
    }

    /// The colour set called `name` in the asset catalogues; nil when none has one.
    func color(named name: String, field: MockupField) throws(MockupError) -> Color? {
        for catalog in catalogs {
            do {
                if let color = try catalog.color(named: name) { return color }
            } catch {
                throw field.error("colour \"\(Quote.cut(name))\": \(error.description)\(MockupField.hintIfOutside(error))")
            }
        }
        return nil
    }

    /// The colour set names of every catalogue, for suggestions.
    var colorNames: [String] { catalogs.flatMap { (try? $0.colorNames()) ?? [] } }

    /// The image set called `name` in the asset catalogues, counted against
    /// the mockup's pixel budget, each bitmap refused from its header when
    /// over the per-image limit; nil when none has one, or `name` ends in an image file extension.
    private func asset(_ name: String, field: MockupField) throws(MockupError) -> Image? {
        guard !ImageFormat.fileExtensions.contains(URL(fileURLWithPath: name).pathExtension.lowercased()) else { return nil }
        let limits = ImageLimits(maximumPixels: MockupLimits.maximumImagePixels, maximumSide: Bitmap.maximumSide)
        for catalog in catalogs {
            let found: Image?
            do {
                found = try catalog.image(named: name, scale: displayScale, limits: limits)
            } catch {
                throw field.error("image \"\(Quote.cut(name))\": \(error.description)\(MockupField.hintIfOutside(error))")
            }
            guard let image = found else { continue }
            let pixels = [image.content, image.darkContent].reduce(0) { total, content in
                guard case .bitmap(let bitmap)? = content else { return total }
                return total + bitmap.pixelWidth * bitmap.pixelHeight
            }
            try count(pixels, key: "\(displayScale)@\(catalog.url.path)#\(name)", file: catalog.url.path, field: field)
            return image
        }
        return nil
    }

    private func load(_ path: String, field: MockupField) throws(MockupError) -> Image {
        let (url, resolved) = try field.containedPath(path, relativeTo: baseDirectory, inside: folder, what: "image path")
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
            var failure = field.error(error.isMissing ? notFound(path) : "image file \(Quote.cut(path)): \(error.description)")
            if error.isMissing { failure.kind = .missingFile }
            throw failure
        }
    }

    /// What a missing file's error says: with asset catalogues, a name without an extension may have meant an image set.
    private func notFound(_ path: String) -> String {
        let isFileName = ImageFormat.fileExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
        guard !catalogs.isEmpty, !isFileName else { return "image file not found: \(Quote.cut(path))" }
        let names = catalogs.flatMap { (try? $0.imageNames()) ?? [] }
        return "no image file or asset called \"\(Quote.cut(path))\"\(Suggestion.didYouMean(path, in: names)); expected a file path or the name of an image set in the asset catalogues"
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
