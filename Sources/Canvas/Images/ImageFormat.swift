import Foundation

/// The kinds of image file TableSnap reads, recognised from their first
/// bytes, never from a file name: a photo saved as `.png` is still a JPEG.
public enum ImageFormat: String, CaseIterable, Sendable {
    case png
    case jpeg
    /// A PDF's first page, drawn as vectors.
    case pdf
    /// An SVG document, drawn as vectors.
    case svg

    /// The format `data` starts like; nil when it is none of them.
    public init?(sniffing data: [UInt8]) {
        guard let format = Self.allCases.first(where: { $0.recognizes(data) }) else { return nil }
        self = format
    }

    /// The file-name extensions that name an image of this format, lowercased.
    public var fileExtensions: [String] {
        switch self {
        case .png: ["png"]
        case .jpeg: ["jpg", "jpeg"]
        case .pdf: ["pdf"]
        case .svg: ["svg"]
        }
    }

    /// Every extension of every format, for finding image files by name.
    public static let fileExtensions = allCases.flatMap(\.fileExtensions)

    /// Whether the format draws as vectors at any size rather than as pixels.
    public var isVector: Bool { self == .pdf || self == .svg }

    private func recognizes(_ data: [UInt8]) -> Bool {
        switch self {
        case .png: data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        case .jpeg: data.starts(with: [0xFF, 0xD8, 0xFF])
        // PDF readers accept a header anywhere in the first kilobyte, as the format allows.
        case .pdf: data.prefix(1024).firstRange(of: Array("%PDF-".utf8)) != nil
        case .svg: Self.isSVG(data)
        }
    }

    /// XML text whose first element is `<svg`, after a byte-order mark,
    /// white space, an XML declaration, comments and a doctype.
    private static func isSVG(_ data: [UInt8]) -> Bool {
        var text = Substring(decoding: data.prefix(4096), as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text = text.dropFirst() }
        while true {
            text = text.drop(while: \.isWhitespace)
            if text.hasPrefix("<svg") { return true }
            guard text.hasPrefix("<?") || text.hasPrefix("<!"), let end = text.firstIndex(of: ">") else { return false }
            text = text[text.index(after: end)...]
        }
    }
}
