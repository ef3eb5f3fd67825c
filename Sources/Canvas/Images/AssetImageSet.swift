import Foundation

/// An image set's (or symbol set's) files, chosen as UIKit chooses them.
///
/// For a display of a given scale: the file of that scale, else the nearest
/// higher, else the nearest lower (a single-scale file, usually a PDF or
/// SVG, serves every scale). iPhone files come before universal ones.
/// Light mode takes the files for any or light appearance, dark mode the
/// dark ones when there are any: both are kept in the one ``Image``, which
/// picks when it is drawn, as a dynamic colour does, so an image made
/// before a render knows its appearance still draws right in either.
///
/// A vector file is drawn as vectors whether or not the set preserves its
/// vector representation: at the size an image is usually shown, the two
/// look alike. A symbol set's SVG, exported from the SF Symbols app, is a
/// symbol: it draws the weight and scale a configuration asks for, in the
/// tint; an SVG that is not such a template is drawn whole, as a template image.
struct AssetImageSet {
    let folder: URL
    let contents: AssetCatalogContents
    let isSymbol: Bool
    /// Where the set's files may lead (the catalogue's bounds).
    let bounds: ContainedPath

    private var contentsPath: String { folder.appendingPathComponent("Contents.json").path }

    func image(scale: CGFloat, limits: ImageLimits) throws(AssetCatalogError) -> Image {
        let variants = ((isSymbol ? contents.symbols : contents.images) ?? []).filter { $0.filename != nil && $0.isForPhone }
        // The light file is read once: a symbol set's may be a template, else it is drawn as an image.
        guard let light = try bestFile(of: variants.filter { $0.appearance == .light }, scale: scale) else {
            throw .contents(contentsPath, "no \(isSymbol ? "symbol" : "image") file for an iPhone in any appearance")
        }
        if isSymbol, let template = Self.template(in: light.data) {
            let name = folder.deletingPathExtension().lastPathComponent
            return Image(symbol: SymbolImage(symbol: Symbol(name: name, template: template)))
        }
        let content = try decode(light, limits: limits)
        let dark = try bestFile(of: variants.filter { $0.appearance == .dark }, scale: scale)
        let darkContent = try dark.map { (file) throws(AssetCatalogError) in try decode(file, limits: limits) }
        return Image(content: content, darkContent: darkContent, renderingMode: isSymbol ? .alwaysTemplate : renderingMode)
    }

    private var renderingMode: Image.RenderingMode {
        switch contents.properties?.templateRenderingIntent {
        case "template": .alwaysTemplate
        case "original": .alwaysOriginal
        default: .automatic
        }
    }

    /// A file's image, at the scale its variant names.
    private func decode(_ file: ChosenFile, limits: ImageLimits) throws(AssetCatalogError) -> Image.Content {
        do { return try Image(decoding: file.data, scale: Self.scale(of: file.variant), limits: limits).content } catch { throw .image(file.path, error) }
    }

    /// The SF Symbols template in an SVG file's bytes; nil for any other file.
    private static func template(in data: [UInt8]) -> SymbolTemplate? {
        guard let document = try? SVGDocument.read(data) else { return nil }
        return try? SymbolTemplate(document)
    }

    /// A variant's file, read.
    private typealias ChosenFile = (variant: AssetCatalogContents.Variant, path: String, data: [UInt8])

    /// The variant best fitting `scale`, its file's path and bytes; nil when there are none.
    private func bestFile(of variants: [AssetCatalogContents.Variant], scale: CGFloat) throws(AssetCatalogError) -> ChosenFile? {
        let ranked = variants.sorted { rank($0, scale: scale) < rank($1, scale: scale) }
        guard let best = ranked.first, let filename = best.filename else { return nil }
        let file = folder.appendingPathComponent(filename)
        // A file name names a file in the set's folder; its links may lead only inside the bounds.
        guard !filename.contains("/"), filename != "..", filename != "." else {
            throw .contents(contentsPath, "file name \"\(filename)\" is not a file in the set's folder")
        }
        do { return (best, file.path, try bounds.read(file.path, maximumSize: AssetCatalog.maximumImageFileSize)) } catch {
            throw .file(file.path, error)
        }
    }

    /// As ``Image/scaleRank(_:forDisplayScale:)``, a single-scale file after them all; iPhone before universal.
    private func rank(_ variant: AssetCatalogContents.Variant, scale: CGFloat) -> (Int, CGFloat, Int) {
        let idiom = variant.idiom == "iphone" ? 0 : 1
        guard variant.scale != nil else { return (3, 0, idiom) }
        let (order, distance) = Image.scaleRank(Self.scale(of: variant), forDisplayScale: scale)
        return (order, distance, idiom)
    }

    /// `2x` is 2; a single-scale file is 1.
    private static func scale(of variant: AssetCatalogContents.Variant) -> CGFloat {
        guard let text = variant.scale, text.hasSuffix("x"), let value = Double(text.dropLast()), value >= 1, value <= 4 else { return 1 }
        return CGFloat(value)
    }
}
