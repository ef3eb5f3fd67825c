import Canvas
import Foundation

extension Mockup {
    /// How a mockup file may reach outside itself.
    public struct ReadOptions: Sendable {
        /// Lets image paths name files outside the mockup's folder (absolute, or through `..`).
        public var allowsImagesOutsideFolder: Bool

        /// Images inside the mockup's folder only, unless allowed.
        public init(allowsImagesOutsideFolder: Bool = false) {
            self.allowsImagesOutsideFolder = allowsImagesOutsideFolder
        }
    }

    /// Reads and checks the mockup file at `path` (YAML, or JSON when it ends in `.json`).
    public static func load(contentsOf path: String, options: ReadOptions = ReadOptions()) throws(MockupError) -> Mockup {
        let data: [UInt8]
        do {
            data = try RegularFile.read(path, maximumSize: MockupLimits.maximumFileSize)
        } catch {
            throw MockupError(error.isMissing ? .missingFile : .invalidInput, file: path, message: error.description)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw MockupError(.invalidInput, file: path, message: "the file is not UTF-8 text")
        }
        let url = URL(fileURLWithPath: path)
        return try parse(text, file: path, isJSON: url.pathExtension.lowercased() == "json",
                         baseDirectory: url.deletingLastPathComponent(), options: options)
    }

    /// Reads and checks mockup text; `file` names it in errors.
    public static func parse(
        _ text: String, file: String, isJSON: Bool = false, baseDirectory: URL, options: ReadOptions = ReadOptions()
    ) throws(MockupError) -> Mockup {
        let node = isJSON ? try JSONComposer.compose(text, file: file) : try YAMLComposer.compose(text, file: file)
        guard let node else { throw MockupError(.invalidInput, file: file, message: "the file is empty; expected a mockup mapping") }
        let images = MockupImageFiles(baseDirectory: baseDirectory, allowsOutsideFolder: options.allowsImagesOutsideFolder)
        return try MockupReader(images: images).read(MockupField(node: node, path: "", file: file))
    }
}
