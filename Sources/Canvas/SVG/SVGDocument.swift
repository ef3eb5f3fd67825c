import Foundation

/// The filled shapes of an SVG file, in its own coordinates with every
/// `transform` applied: what symbol files (icon sets, SF Symbols templates)
/// are made of.
///
/// Read are `<path>`, `<circle>`, `<ellipse>`, `<rect>`, `<line>`,
/// `<polygon>` and `<polyline>` inside `<svg>` and `<g>` (read by
/// ``XMLScanner``), with `transform`,
/// `fill-rule`, `id` and `class` attributes, whether they are hidden
/// (`fill="none"`, `opacity="0"`, `display="none"`, also in `style`) and a
/// `<style>` sheet's class rules; strokes, gradients, text and references are
/// not drawn. Work is bounded: the file's size, its elements and their
/// nesting are limited before they are spent, and entity declarations
/// (which could expand without end) and control characters are refused.
struct SVGDocument: Sendable {
    /// One element that draws a filled outline.
    struct Shape: Sendable {
        var path: Path
        var evenOdd: Bool
        var id: String?
        var classes: [String]
        /// The `id`s of the groups around the element, outermost first.
        var groups: [String]
        /// False when the element or a group around it is hidden by its attributes
        /// (class rules are left to the reader of the document: a symbol
        /// template's classes say how each rendering mode draws a shape).
        var isVisible: Bool
    }

    /// The largest file read: a symbol template with all 27 variants of a detailed symbol stays well below.
    static let maximumFileSize = 4 << 20
    /// The most elements read.
    static let maximumElements = 20_000
    /// The deepest nesting of elements read.
    static let maximumDepth = 64

    /// The `viewBox`, when the root element gives one.
    var viewBox: CGRect?
    var shapes: [Shape] = []
    /// What `<style>` says of each class.
    var styleSheet = SVGStyleSheet()

    /// The document in `bytes`.
    static func read(_ bytes: [UInt8]) throws(SVGError) -> SVGDocument {
        guard bytes.count <= maximumFileSize else { throw .tooLarge }
        guard !contains(bytes, "<!ENTITY") else { throw .malformed("entity declarations are not read") }
        // XML allows no control characters but tab and line breaks.
        guard !bytes.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else {
            throw .malformed("a control character, which XML does not allow")
        }
        return try SVGReader.read(bytes)
    }

    private static func contains(_ bytes: [UInt8], _ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        return (0...(bytes.count - needle.count)).contains { start in
            bytes[start] == needle[0] && bytes[start..<start + needle.count].elementsEqual(needle)
        }
    }
}

/// Why an SVG file could not be read.
enum SVGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Larger than ``SVGDocument/maximumFileSize``.
    case tooLarge
    /// More elements or deeper nesting than the limits allow.
    case tooComplex
    /// Not well-formed XML, or not SVG.
    case malformed(String)

    var description: String {
        switch self {
        case .tooLarge: "larger than \(SVGDocument.maximumFileSize >> 20) MiB"
        case .tooComplex: "more than \(SVGDocument.maximumElements) elements or nested deeper than \(SVGDocument.maximumDepth)"
        case .malformed(let reason): "not an SVG file: \(reason)"
        }
    }
}
