import CGraphics
import Dispatch
import Foundation
import Synchronization

/// The fontconfig configuration that holds TableSnap's font files (and any
/// custom ones): built once per set of files and shared by every thread's
/// ``FontLibrary``, since fontconfig reads it from any thread while Pango
/// font maps stay per thread.
///
/// Building it from the files reads every one with FreeType, the largest
/// part of a process's font set-up, so TableSnap's own files are taken from
/// fontconfig's caches of their folders when those are current, and
/// ``prepare(for:)`` starts it on another core while the command line and
/// the mockup are read.
final class FontConfiguration: @unchecked Sendable {
    /// The `FcConfig`, owned by this object.
    let config: OpaquePointer

    /// Colour emoji are bitmap strikes (109 px); without this rule fontconfig
    /// hands them out at that size whatever size was asked for. It scales a
    /// bitmap font's matrix by the requested over the strike's pixel size.
    private static let bitmapScaling = """
        <match target="font">
          <test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign">
            <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
          </edit>
          <edit name="matrix" mode="assign">
            <times>
              <name>matrix</name>
              <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
            </times>
          </edit>
        </match>
        """

    /// iOS draws every character whose default presentation is emoji in
    /// colour. DejaVu Sans, there for scripts Inter lacks, also has outline
    /// drawings of some of them (the faces from U+1F600 among them), and Pango
    /// takes those over Noto Color Emoji's wherever a run starts with them,
    /// whatever the order of the families asked for; so DejaVu's coverage
    /// leaves out the emoji blocks and the older characters Unicode presents
    /// as emoji by default (Emoji_Presentation=Yes).
    private static let emojiInColour = """
        <match target="font">
          <test name="family" compare="eq"><string>DejaVu Sans</string></test>
          <edit name="charset" mode="assign">
            <minus><name>charset</name><charset>\(emojiPresentationRanges)</charset></minus>
          </edit>
        </match>
        """

    /// The emoji blocks (U+1F000–U+1FAFF) and the characters before them with Emoji_Presentation=Yes.
    private static let emojiPresentationRanges = [
        (0x231A, 0x231B), (0x23E9, 0x23EC), (0x23F0, 0x23F0), (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615),
        (0x2648, 0x2653), (0x267F, 0x267F), (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE),
        (0x26C4, 0x26C5), (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
        (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728), (0x274C, 0x274C),
        (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797), (0x27B0, 0x27B0), (0x27BF, 0x27BF),
        (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55), (0x1F000, 0x1FAFF),
    ].map { "<range><int>\($0.0)</int><int>\($0.1)</int></range>" }.joined()

    /// The rules TableSnap adds to every configuration.
    private static let rules = "<?xml version=\"1.0\"?><fontconfig>" + bitmapScaling + emojiInColour + "</fontconfig>"

    private init(files: [String]) {
        Self.emptyCurrentConfiguration
        config = (files == FontLibrary.fontFiles ? Self.fromSystemCaches(files) : nil) ?? Self.fromFiles(files)
        _ = FcConfigParseAndLoadFromMemory(config, Self.rules, 0)
        FcConfigBuildFonts(config)
    }

    /// Where Debian's font packages leave fontconfig's caches of their
    /// folders: `fc-cache` runs whenever a font package is installed.
    static let systemCacheFolder = "/var/cache/fontconfig"

    /// A configuration holding `files` as fontconfig's caches of their
    /// folders in `cacheFolder` describe them, or nil when a folder's cache
    /// is missing or older than the folder. A cache holds the patterns
    /// FreeType's reading of each file gives, already made: taking
    /// TableSnap's eleven files from them spares reading each file.
    /// The folders' other fonts are rejected by their paths.
    static func fromSystemCaches(_ files: [String], cacheFolder: String = systemCacheFolder) -> OpaquePointer? {
        let folders = Self.folders(of: files)
        let config = FcConfigCreate()
        let xml = "<fontconfig>" + folders.map { "<dir>\($0)</dir>" }.joined()
            + "<selectfont><rejectfont>" + folders.map { "<glob>\($0)/*</glob>" }.joined() + "</rejectfont>"
            + "<acceptfont>" + files.map { "<glob>\($0)</glob>" }.joined() + "</acceptfont></selectfont></fontconfig>"
        // The folders are named only once each is known to be cached: fontconfig reads an uncached one font by font.
        guard FcConfigParseAndLoadFromMemory(config, "<fontconfig><cachedir>\(cacheFolder)</cachedir></fontconfig>", 0) != 0,
              folders.allSatisfy({ isCached($0, in: config) }), FcConfigParseAndLoadFromMemory(config, xml, 0) != 0 else {
            FcConfigDestroy(config)
            return nil
        }
        return config
    }

    /// The folders holding `files`, each once, sorted.
    static func folders(of files: [String]) -> [String] {
        Set(files.map { URL(fileURLWithPath: $0).deletingLastPathComponent().path }).sorted()
    }

    /// A configuration holding `files`, each read with FreeType.
    static func fromFiles(_ files: [String]) -> OpaquePointer {
        let config: OpaquePointer = FcConfigCreate()
        // Only regular files reach fontconfig, which would block on a FIFO.
        for file in files where (try? RegularFile.check(file, maximumSize: CustomFonts.maximumFileSize)) != nil {
            _ = FcConfigAppFontAddFile(config, file)
        }
        return config
    }

    /// Whether `config`'s cache folders hold a cache of `folder` as it is now.
    private static func isCached(_ folder: String, in config: OpaquePointer?) -> Bool {
        var file: UnsafeMutablePointer<FcChar8>?
        guard let cache = FcDirCacheLoad(folder, config, &file) else { return false }
        FcDirCacheUnload(cache)
        free(file)
        return true
    }

    deinit { FcConfigDestroy(config) }

    /// Pango starts a thread that runs `FcInit` with every new font map, and
    /// waits for it before the first font is chosen; `FcInit` reads the
    /// machine's font configuration and scans its fonts (most of a process's
    /// wait for its first text, on a machine with many fonts) unless a
    /// configuration is already current. An empty one is: TableSnap's fonts
    /// come from its own configurations, and nothing else asks fontconfig for
    /// the machine's.
    /// It is never destroyed, as fontconfig before 2.13.1 keeps no reference
    /// of its own to the current configuration.
    private static let emptyCurrentConfiguration: Void = {
        _ = FcConfigSetCurrent(FcConfigCreate())
    }()

    /// The configurations built so far, by their files. Held while one is
    /// built, so that a thread asking for it waits instead of building it again.
    private static let built = Mutex<[[String]: FontConfiguration]>([:])

    /// The configuration of TableSnap's fonts and `custom`'s files, built on first use.
    static func shared(for custom: CustomFonts?) -> FontConfiguration {
        let files = FontLibrary.fontFiles + (custom?.files ?? [])
        return built.withLock { configurations in
            if let existing = configurations[files] { return existing }
            let made = FontConfiguration(files: files)
            configurations[files] = made
            return made
        }
    }
}
