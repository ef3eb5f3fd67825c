import CGraphics
import Foundation

/// Font files a user brings — a licensed SF Pro, say — to draw with instead
/// of Inter, named by their families for text below 20 pt and from 20 pt up.
public struct CustomFonts: Equatable, Sendable {
    /// Paths of the font files to draw with, e.g. SF Pro's `.otf` files.
    public var files: [String]
    /// The family for text below 20 pt, e.g. `SF Pro Text`.
    public var textFamily: String
    /// The family from 20 pt up, e.g. `SF Pro Display`.
    public var displayFamily: String

    /// Fonts from `files`, using `textFamily` at every size unless a `displayFamily` is given for 20 pt and up.
    public init(files: [String], textFamily: String, displayFamily: String? = nil) {
        self.files = files
        self.textFamily = textFamily
        self.displayFamily = displayFamily ?? textFamily
    }

    /// The family names the files contain, sorted.
    public static func families(in files: [String]) -> [String] {
        let config = FcConfigCreate()
        defer { FcConfigDestroy(config) }
        for file in files { _ = FcConfigAppFontAddFile(config, file) }
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var names = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            var value: UnsafeMutablePointer<FcChar8>?
            guard let pattern = set.pointee.fonts[index], FcPatternGetString(pattern, FC_FAMILY, 0, &value) == FcResultMatch,
                  let value else { continue }
            names.insert(String(cString: value))
        }
        return names.sorted()
    }

    /// Why these fonts cannot be used, or nil when every file exists and both families are in them.
    public func problem() -> String? {
        if let missing = files.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            return "font file not found: \(missing)"
        }
        let available = Self.families(in: files)
        for family in Set([textFamily, displayFamily]) where !available.contains(family) {
            return "font family \"\(family)\" is not in the given font files; they hold \(available.isEmpty ? "no fonts" : available.joined(separator: ", "))"
        }
        return nil
    }
}
