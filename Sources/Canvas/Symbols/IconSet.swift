import Foundation
import Synchronization

/// The bootstrap-icons drawings (MIT, Debian's `bootstrap-icons` package,
/// which `Scripts/setup` installs) that stand in for the SF Symbols
/// ``SymbolMap`` maps. A file is read the first time its name is asked for
/// and kept; nothing is read before.
///
/// The set's glyphs sit on a 16-unit grid, filled outlines of 1-unit lines.
/// TableSnap draws that grid at 1.25 × the point size (21.25 pt at 17 pt, as
/// wide as SF Symbols' globe or gear beside body text), and gives the symbol
/// the size of its glyph's own outline there, so that it is centred as the
/// drawn symbols are; lines are made 15 % heavier at regular weight and
/// grow or shrink with the weight asked for.
enum IconSet {
    /// Where Debian installs the set's SVG files.
    static let directory = "/usr/share/bootstrap-icons/svg"
    /// The largest file read; the set's largest is 3.5 KB.
    static let maximumFileSize = 64 << 10
    /// The set's line width in grid units.
    static let lineWidth: CGFloat = 1
    /// Design units (100 = the point size) per grid unit: the 16-unit grid drawn at 125.
    static let designUnitsPerGridUnit: CGFloat = 125 / 16

    /// Symbols made so far, by name; nil for a name whose file could not be read.
    private static let made = Mutex<[String: Symbol?]>([:])

    /// The symbol the map draws for `name`; nil when the map has no drawing
    /// for it or its file cannot be read (the package is not installed).
    static func symbol(named name: String) -> Symbol? {
        if let known = made.withLock({ $0[name] }) { return known }
        let symbol = SymbolMap.entry(name).flatMap { make(name, $0) }
        made.withLock { $0[name] = symbol }
        return symbol
    }

    /// Whether the set's files are where ``directory`` says.
    static var isInstalled: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func make(_ name: String, _ entry: SymbolMap.Entry) -> Symbol? {
        guard let bytes = try? RegularFile.read("\(directory)/\(entry.icon).svg", maximumSize: maximumFileSize),
              let document = try? SVGDocument.read(bytes) else { return nil }
        let glyph = document.shapes.filter(\.isVisible).map { (path: $0.path, evenOdd: $0.evenOdd) }
        guard !glyph.isEmpty else { return nil }
        let shapes = entry.transform?.shapes(around: glyph) ?? glyph.map { .outline($0.path, evenOdd: $0.evenOdd, lineWidth: lineWidth) }
        return placed(name, shapes)
    }

    /// The symbol of `shapes` on the grid, in design units, its box the outline's own.
    private static func placed(_ name: String, _ shapes: [Symbol.Shape]) -> Symbol? {
        let outline = shapes.filter { $0.role != .clear }.reduce(CGRect.null) { $0.union($1.kind.path.tightBounds) }
        guard !outline.isNull, outline.width > 0, outline.height > 0 else { return nil }
        let scale = designUnitsPerGridUnit
        let origin = CGPoint(x: -outline.minX * scale, y: -outline.minY * scale)
        return Symbol(name: name, designSize: CGSize(width: outline.width * scale, height: outline.height * scale),
                      shapes: shapes.map { $0.placed(scale: scale, origin: origin) })
    }
}

extension Symbol.Shape {
    /// The layer scaled by `scale` about the origin and moved to `origin`, its widths with it.
    func placed(scale: CGFloat, origin: CGPoint) -> Symbol.Shape {
        let kind: Kind = switch kind {
        case .fill(let path, let evenOdd): .fill(path.applying(scale: scale, translation: origin), evenOdd: evenOdd)
        case .stroke(let path, let width): .stroke(path.applying(scale: scale, translation: origin), width: width * scale)
        case .outline(let path, let evenOdd, let lineWidth):
            .outline(path.applying(scale: scale, translation: origin), evenOdd: evenOdd, lineWidth: lineWidth * scale)
        }
        return Symbol.Shape(kind: kind, role: role)
    }
}

extension Symbol.Shape.Kind {
    /// The path the layer draws.
    var path: Path {
        switch self {
        case .fill(let path, _), .stroke(let path, _), .outline(let path, _, _): path
        }
    }
}
