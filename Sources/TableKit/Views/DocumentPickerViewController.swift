import Foundation

/// The Files browser an app presents to open or export documents, as
/// `UIDocumentPickerViewController`. Presenting one does nothing
/// (``ViewController/present(_:animated:completion:)``), and no document is
/// ever picked in a render: it is built and kept so that the code making it
/// compiles and can be inspected.
open class DocumentPickerViewController: ViewController {
    /// The kinds of document offered for opening; empty when exporting.
    public let contentTypes: [UTType]
    /// The files offered for export; empty when opening.
    public let exportedURLs: [URL]
    /// Whether the app gets copies rather than the documents themselves.
    public let asCopy: Bool
    /// Told what was picked (never, in a render).
    public weak var delegate: DocumentPickerDelegate?
    /// Whether several documents may be picked at once.
    public var allowsMultipleSelection = false
    /// Whether file names show their extensions.
    public var shouldShowFileExtensions = false
    /// The folder the browser opens in.
    public var directoryURL: URL?

    /// A picker for opening documents of `contentTypes`, as `UIDocumentPickerViewController(forOpeningContentTypes:asCopy:)`.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.contentTypes = contentTypes
        self.exportedURLs = []
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for exporting `urls`, as `UIDocumentPickerViewController(forExporting:asCopy:)`.
    public init(forExporting urls: [URL], asCopy: Bool = false) {
        self.contentTypes = []
        self.exportedURLs = urls
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker for `url` in `mode`, as the deprecated `UIDocumentPickerViewController(url:in:)`:
    /// exporting or moving offers the file for export, importing or opening offers files of its type.
    public convenience init(url: URL, in mode: Mode) {
        switch mode {
        case .exportToService, .moveToService:
            self.init(forExporting: [url], asCopy: mode == .exportToService)
        case .import, .open:
            self.init(forOpeningContentTypes: UTType(filenameExtension: url.pathExtension).map { [$0] } ?? [.item], asCopy: mode == .import)
        }
    }

    /// What the deprecated initializers pick for, as `UIDocumentPickerMode`.
    public enum Mode: UInt, Sendable {
        /// Copies of documents are opened.
        case `import`
        /// Documents are opened in place.
        case open
        /// A copy of a file is exported.
        case exportToService
        /// A file is moved out.
        case moveToService
    }

    /// Always nil: TableSnap reads no nibs or storyboards.
    public required init?(coder: NSCoder) {
        return nil
    }
}
