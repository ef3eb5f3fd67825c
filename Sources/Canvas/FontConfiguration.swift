import CGraphics
import Dispatch
import Synchronization

/// The fontconfig configuration that holds TableSnap's font files (and any
/// custom ones): built once per set of files and shared by every thread's
/// ``FontLibrary``, since fontconfig reads it from any thread while Pango
/// font maps stay per thread.
///
/// Building it reads every file with FreeType (about 3 ms for the eleven
/// files), so ``prepare(for:)`` starts it on another core while the command
/// line and the mockup are being read.
final class FontConfiguration: @unchecked Sendable {
    /// The `FcConfig`, owned by this object.
    let config: OpaquePointer

    /// Colour emoji are bitmap strikes (109 px); without this rule fontconfig
    /// hands them out at that size whatever size was asked for. It scales a
    /// bitmap font's matrix by the requested over the strike's pixel size.
    private static let bitmapScaling = """
        <?xml version="1.0"?>
        <fontconfig>
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
        </fontconfig>
        """

    private init(files: [String]) {
        Self.emptyCurrentConfiguration
        config = FcConfigCreate()
        // Only regular files reach fontconfig, which would block on a FIFO.
        for file in files where (try? RegularFile.check(file, maximumSize: CustomFonts.maximumFileSize)) != nil {
            _ = FcConfigAppFontAddFile(config, file)
        }
        _ = FcConfigParseAndLoadFromMemory(config, Self.bitmapScaling, 0)
        FcConfigBuildFonts(config)
    }

    deinit { FcConfigDestroy(config) }

    /// Pango starts a thread that runs `FcInit` with every new font map, and
    /// waits for it before the first font is chosen; `FcInit` reads the
    /// machine's font configuration and scans its fonts (6 ms of CPU, and
    /// most of a process's wait for its first text) unless a configuration
    /// is already current. An empty one is: TableSnap's fonts come from its
    /// own configurations, and nothing else asks fontconfig for the machine's.
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

    /// Starts building the configuration for `custom` on another thread, for
    /// a process that will draw text soon; the first library waits for it.
    static func prepare(for custom: CustomFonts?) {
        DispatchQueue.global(qos: .userInitiated).async { _ = shared(for: custom) }
    }
}
