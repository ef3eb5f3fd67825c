import Foundation

/// The directories ``Image/init(named:)`` looks in, in the order registered.
private final class ImageDirectories: @unchecked Sendable {
    private let lock = NSLock()
    private var urls: [URL] = []

    func append(_ url: URL) { lock.withLock { if !urls.contains(url) { urls.append(url) } } }
    var all: [URL] { lock.withLock { urls } }
}

extension Image {
    private static let directories = ImageDirectories()
    /// The largest image file ``init(named:)`` reads: 8 MiB, as a mockup's.
    private static let maximumFileSize = 8 << 20

    /// Adds a directory of PNG files for ``init(named:)`` to search, after
    /// those added before (a test registers its fixtures folder once). Adding
    /// one twice changes nothing.
    public static func register(directory: URL) {
        directories.append(directory.standardizedFileURL)
    }

    /// `UIImage(named:)`, without an asset catalogue: the first PNG called
    /// `name` in the directories given to ``register(directory:)``, in the
    /// order they were added — `name@3x.png`, then `name@2x.png`, then
    /// `name.png` (or `name` itself when it ends in `.png`), the suffix
    /// setting the scale — else the built-in symbol called `name`, as
    /// ``init(systemName:pointSize:weight:)``; nil when neither exists or
    /// the file is not a readable PNG.
    public convenience init?(named name: String) {
        if let image = Self.file(named: name, in: Self.directories.all) {
            self.init(content: image.content)
        } else {
            self.init(systemName: name)
        }
    }

    /// `UIImage(named:in:compatibleWith:)`: as ``init(named:)``, the bundle's resources (e.g. `Bundle.module`) searched first.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traits: Any? = nil) {
        let resources = bundle?.resourceURL.map { [$0] } ?? []
        guard let image = Self.file(named: name, in: resources + Self.directories.all) else {
            self.init(systemName: name)
            return
        }
        self.init(content: image.content)
    }

    /// The scale an `@2x` or `@3x` file-name suffix gives an image file; 1 without one.
    public static func scale(ofFile url: URL) -> CGFloat {
        let name = url.deletingPathExtension().lastPathComponent
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }

    private static func file(named name: String, in directories: [URL]) -> Image? {
        let candidates = name.hasSuffix(".png") ? [name] : ["\(name)@3x.png", "\(name)@2x.png", "\(name).png"]
        for directory in directories {
            for candidate in candidates {
                let url = directory.appendingPathComponent(candidate)
                guard let bytes = try? RegularFile.read(url.path, maximumSize: maximumFileSize) else { continue }
                return try? Image(pngData: bytes, scale: scale(ofFile: url))
            }
        }
        return nil
    }
}
