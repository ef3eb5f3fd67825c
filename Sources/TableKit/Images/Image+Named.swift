import Canvas
import Foundation

/// Images by name from asset catalogues, image directories and the built-in symbols, as `UIImage(named:)`.
extension Image {
    /// Adds a directory of image files for ``init(named:)`` to search, after
    /// those added before (a test registers its fixtures folder once). Adding
    /// one twice changes nothing.
    public static func register(directory: URL) {
        NamedAssets.shared.register(directory: directory.standardizedFileURL)
    }

    /// Adds an asset catalogue (an `.xcassets` folder) for ``init(named:)``
    /// and ``Color/init(named:)`` to search, before the registered
    /// directories and after catalogues added before. It is read when first
    /// searched, once per process; its files may link only inside it (see
    /// `AssetCatalog`). Adding one twice changes nothing.
    public static func register(catalog url: URL) {
        NamedAssets.shared.register(catalog: url.standardizedFileURL)
    }

    /// `UIImage(named:)`: the image called `name` in the asset catalogues
    /// given to ``register(catalog:)``, else in the directories given to
    /// ``register(directory:)``, else the built-in symbol called `name`, as
    /// `init(systemName:pointSize:weight:)`; nil when there is none. See
    /// ``init(named:in:compatibleWith:)``.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// `UIImage(named:in:compatibleWith:)`: the image called `name` in the
    /// bundle's asset catalogues (its `*.xcassets` resources, as a SwiftPM
    /// target's `resources: [.copy("Assets.xcassets")]` gives `Bundle.module`),
    /// then the registered catalogues, then the image files of the bundle's
    /// resources and of the registered directories, then the built-in symbols.
    ///
    /// A catalogue's image set gives its file for the display scale of
    /// `traits` (else of ``Traits/current``) and both its appearances (see
    /// `AssetCatalog`). A file is `name` itself when it ends in `.png`,
    /// `.jpg`, `.jpeg`, `.pdf` or `.svg`; else `name@3x`, `name@2x` and
    /// `name` (the suffix setting the scale, the display's own first, then
    /// higher, then lower) with each bitmap extension, then `name.pdf` and
    /// `name.svg`. A file or set that exists but cannot be read (over a
    /// limit, not an image) gives nil with a warning, once.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: Traits? = nil) {
        let scale = (traits ?? Traits.current).displayScale
        guard let image = Self.asset(named: name, in: bundle, scale: scale) ?? Self.file(named: name, in: bundle, scale: scale) else {
            // UIKit finds a system symbol by this name too, and is silent when there is none.
            guard let symbol = Symbol.named(name) else { return nil }
            self.init(symbol: SymbolImage(symbol: symbol))
            return
        }
        self.init(content: image.content, darkContent: image.darkContent, renderingMode: image.renderingMode, contentTintColor: image.contentTintColor)
    }

    private static func asset(named name: String, in bundle: Bundle?, scale: CGFloat) -> Image? {
        NamedAssets.shared.image(named: name, in: NamedAssets.shared.catalogs(in: bundle), scale: scale)
    }

    private static func file(named name: String, in bundle: Bundle?, scale: CGFloat) -> Image? {
        let directories = (bundle?.resourceURL.map { [$0] } ?? []) + NamedAssets.shared.registeredDirectories
        let candidates = fileNames(for: name, scale: scale)
        for directory in directories {
            for candidate in candidates {
                let path = directory.appendingPathComponent(candidate).path
                guard FileManager.default.fileExists(atPath: path) else { continue }
                return NamedAssets.shared.file(atPath: path, warn: ConsoleLog.warn)
            }
        }
        return nil
    }

    /// The file names `name` may have, best first, for a display of `scale`.
    static func fileNames(for name: String, scale: CGFloat) -> [String] {
        let ext = (name as NSString).pathExtension.lowercased()
        if ImageFormat.fileExtensions.contains(ext) { return [name] }
        let scales: [CGFloat] = [1, 2, 3].sorted { scaleRank($0, forDisplayScale: scale) < scaleRank($1, forDisplayScale: scale) }
        let bitmaps = ImageFormat.allCases.filter { !$0.isVector }.flatMap(\.fileExtensions).flatMap { ext in
            scales.map { $0 == 1 ? "\(name).\(ext)" : "\(name)@\(Int($0))x.\(ext)" }
        }
        return bitmaps + ImageFormat.allCases.filter(\.isVector).flatMap(\.fileExtensions).map { "\(name).\($0)" }
    }
}
