import Canvas
import Foundation

/// A PNG image a mockup names by a path relative to the mockup file. An
/// `@2x`/`@3x` suffix sets the image's scale, as in an asset catalogue.
struct MockupImageFile {
    let field: MockupField
    let baseDirectory: URL

    func load() throws(MockupError) -> Image {
        let path = try field.string(maxLength: 4096)
        let url = URL(fileURLWithPath: path, relativeTo: baseDirectory).standardizedFileURL
        guard FileManager.default.fileExists(atPath: url.path) else {
            var error = field.error("image file not found: \(url.path)")
            error.kind = .missingFile
            throw error
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= MockupLimits.maximumFileSize else {
            throw field.error("image file \(path) is \(size) bytes; the limit is \(MockupLimits.maximumFileSize)")
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            var error = field.error("image file cannot be read: \(url.path)")
            error.kind = .missingFile
            throw error
        }
        do {
            return try Image(pngData: Array(data), scale: scale(of: url))
        } catch {
            throw field.error("\(path): \(error.description)")
        }
    }

    private func scale(of url: URL) -> CGFloat {
        let name = url.deletingPathExtension().lastPathComponent
        if name.hasSuffix("@3x") { return 3 }
        if name.hasSuffix("@2x") { return 2 }
        return 1
    }
}
