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

    /// The largest font file read, in bytes: big CJK fonts are about 30 MB.
    public static let maximumFileSize = 64 * 1024 * 1024

    /// Why these fonts cannot be used, or nil when every file is a font and both families are in them.
    public func problem() -> CustomFontsProblem? {
        for file in files {
            do {
                // Checked before fontconfig opens the file, which would wait forever on a FIFO.
                try RegularFile.check(file, maximumSize: Self.maximumFileSize)
            } catch {
                return CustomFontsProblem(message: "font file \(file): \(error.description)", isMissingFile: error.isMissing)
            }
            guard !Self.families(in: [file]).isEmpty else {
                return CustomFontsProblem(message: "font file \(file): not a font file fontconfig can read", isMissingFile: false)
            }
        }
        let available = Self.families(in: files)
        for family in Set([textFamily, displayFamily]).sorted() where !available.contains(family) {
            return CustomFontsProblem(
                message: "font family \"\(family)\" is not in the given font files (\(files.joined(separator: ", "))); they hold \(available.joined(separator: ", "))",
                isMissingFile: false)
        }
        return nil
    }
}

/// Why font files given by the user cannot be drawn with.
public struct CustomFontsProblem: Error, Equatable, Sendable {
    /// What is wrong, naming the file.
    public let message: String
    /// Whether a file does not exist (exit status 66 rather than 65).
    public let isMissingFile: Bool

    /// A problem described by `message`, about a missing file or not.
    public init(message: String, isMissingFile: Bool) {
        self.message = message
        self.isMissingFile = isMissingFile
    }
}
