import Canvas
import Foundation

extension Mockup {
    /// How a mockup file may reach outside itself.
    public struct ReadOptions: Sendable {
        /// Lets image paths, and the mockups a sheet definition names, lead
        /// outside the folder of the file naming them (absolute, or through
        /// `..`), and the files of asset catalogues and symbols folders link
        /// outside their bounds: the mockup's folder for those a mockup names,
        /// the folder itself for ``assetCatalogs`` and ``symbolFolders``.
        public var allowsFilesOutsideFolder: Bool
        /// Asset catalogues (`.xcassets` folders) whose image and colour sets
        /// a mockup may name, searched before the mockup's own `assetCatalogs`;
        /// given by the user (`--asset-catalog`), so they may lie anywhere,
        /// but their files may link only inside them unless ``allowsFilesOutsideFolder``.
        public var assetCatalogs: [String]

        /// Folders of SF Symbols exports (`name.svg`) that `symbol:` fields
        /// find before TableSnap's own symbols, after a mockup's `symbols:`
        /// folder; their files may link only inside them, as ``assetCatalogs``'.
        public var symbolFolders: [URL]

        /// Files inside the naming file's folder only, unless allowed; no asset
        /// catalogues beyond the mockup's own; symbols from `symbolFolders` too.
        public init(allowsFilesOutsideFolder: Bool = false, assetCatalogs: [String] = [], symbolFolders: [URL] = []) {
            self.allowsFilesOutsideFolder = allowsFilesOutsideFolder
            self.assetCatalogs = assetCatalogs
            self.symbolFolders = symbolFolders
        }

        /// Images outside the mockup's folder allowed, as ``allowsFilesOutsideFolder``.
        @available(*, deprecated, renamed: "init(allowsFilesOutsideFolder:)")
        public init(allowsImagesOutsideFolder: Bool) {
            self.init(allowsFilesOutsideFolder: allowsImagesOutsideFolder)
        }

        /// The earlier name of ``allowsFilesOutsideFolder``.
        @available(*, deprecated, renamed: "allowsFilesOutsideFolder")
        public var allowsImagesOutsideFolder: Bool {
            get { allowsFilesOutsideFolder }
            set { allowsFilesOutsideFolder = newValue }
        }

        /// Where the files of a folder the reader names (``assetCatalogs``,
        /// ``symbolFolders``) may lead: inside it, the folder the user chose,
        /// not wherever links in it point, unless files outside are allowed.
        /// `kind` names it in messages ("asset catalogue").
        func bounds(of folder: URL, kind: String) -> ContainedPath {
            ContainedPath(folder: folder, allowsOutside: allowsFilesOutsideFolder, name: "the \(kind) \(folder.path)")
        }
    }

    /// Reads and checks the mockup file at `path` (YAML, or JSON when it ends in `.json`).
    public static func load(contentsOf path: String, options: ReadOptions = ReadOptions()) throws(MockupError) -> Mockup {
        try read(tree(contentsOf: path), file: path, baseDirectory: URL(fileURLWithPath: path).deletingLastPathComponent(), options: options)
    }

    /// Reads and checks mockup text; `file` names it in errors.
    public static func parse(
        _ text: String, file: String, isJSON: Bool = false, baseDirectory: URL, options: ReadOptions = ReadOptions()
    ) throws(MockupError) -> Mockup {
        try read(tree(of: text, file: file, isJSON: isJSON), file: file, baseDirectory: baseDirectory, options: options)
    }

    /// The parsed but unchecked tree of the file at `path`, for a review
    /// sheet to edit before reading (see ``read(_:file:baseDirectory:options:)``).
    package static func tree(contentsOf path: String) throws(MockupError) -> MockupNode {
        let data: [UInt8]
        do {
            data = try RegularFile.read(path, maximumSize: MockupLimits.maximumFileSize)
        } catch {
            throw MockupError(error.isMissing ? .missingFile : .invalidInput, file: path, message: error.description)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw MockupError(.invalidInput, file: path, message: "the file is not UTF-8 text")
        }
        return try tree(of: text, file: path, isJSON: URL(fileURLWithPath: path).pathExtension.lowercased() == "json")
    }

    private static func tree(of text: String, file: String, isJSON: Bool) throws(MockupError) -> MockupNode {
        let node = isJSON ? try JSONComposer.compose(text, file: file) : try YAMLComposer.compose(text, file: file)
        guard let node else { throw MockupError(.invalidInput, file: file, message: "the file is empty; expected a mockup mapping") }
        return node
    }

    /// The image files the mockup at `path` names, their paths resolved,
    /// found without reading the mockup or decoding an image (every `image`
    /// given as a path); none when the file does not parse. A run of several
    /// mockups checks its outputs against all of them before rendering any.
    package static func imageFiles(contentsOf path: String, options: ReadOptions) -> [String] {
        guard let tree = try? tree(contentsOf: path) else { return [] }
        let base = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
        let folder = ContainedPath(folder: base, allowsOutside: options.allowsFilesOutsideFolder)
        return tree.imagePaths.compactMap { folder.resolve(URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL.path) }
    }

    /// Checks a parsed tree and reads the mockup it holds; image paths
    /// resolve against `baseDirectory`, decoded images come from and go to `cache`.
    package static func read(
        _ tree: MockupNode, file: String, baseDirectory: URL, options: ReadOptions, cache: MockupImageCache = MockupImageCache()
    ) throws(MockupError) -> Mockup {
        let catalogs = options.assetCatalogs.map { path in
            let url = URL(fileURLWithPath: path)
            return cache.catalog(at: url, bounds: options.bounds(of: url, kind: "asset catalogue"))
        }
        let symbolFolders = options.symbolFolders.map { cache.symbolFolder(at: $0, bounds: options.bounds(of: $0, kind: "symbols folder")) }
        let images = MockupImageFiles(baseDirectory: baseDirectory, allowsOutsideFolder: options.allowsFilesOutsideFolder,
                                      catalogs: catalogs, cache: cache)
        let symbols = MockupSymbols(baseDirectory: baseDirectory, allowsOutsideFolder: options.allowsFilesOutsideFolder,
                                    folders: symbolFolders, cache: cache)
        var mockup = try MockupReader(images: images, symbols: symbols).read(MockupField(node: tree, path: "", file: file))
        mockup.imageFiles = images.files + symbols.files
        return mockup
    }
}
