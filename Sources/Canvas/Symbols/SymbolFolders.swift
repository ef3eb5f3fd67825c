import Foundation
import Synchronization

/// The folders of SF Symbols exports every lookup searches, in order: those
/// registered in code (``Image/registerSymbols(directory:)``), then those
/// `TABLESNAP_SYMBOLS` names (folders separated by `:`), read at the first
/// lookup. The CLI's `--symbols` folders are a mockup reader's option
/// (`MockupSymbols`), searched before these.
enum SymbolFolders {
    /// The environment variable naming folders of symbols.
    static let environmentVariable = "TABLESNAP_SYMBOLS"

    private static let registered = Mutex<[SymbolFolder]>([])
    private static let fromEnvironment: [SymbolFolder] = (ProcessInfo.processInfo.environment[environmentVariable] ?? "")
        .split(separator: ":").map { SymbolFolder(url: URL(fileURLWithPath: String($0))) }

    /// Adds `url` after the folders registered before; adding one twice changes nothing.
    static func register(_ url: URL) {
        let folder = SymbolFolder(url: url)
        registered.withLock { folders in
            if !folders.contains(where: { $0.url == folder.url }) { folders.append(folder) }
        }
    }

    static var all: [SymbolFolder] { registered.withLock { $0 } + fromEnvironment }
}

extension Image {
    /// Adds a folder of symbols exported from Apple's SF Symbols app (File >
    /// Export Template: `name.svg`, the symbol-template format) for
    /// ``init(systemName:pointSize:weight:)`` to find before TableSnap's own
    /// symbols, drawn exactly at the weight, scale and rendering mode asked
    /// for. Folders registered earlier are searched first; the folders in the
    /// `TABLESNAP_SYMBOLS` environment variable come after all of them. A
    /// file that links out of its folder is not read (see ``SymbolFolder``).
    /// Adding one twice changes nothing.
    public static func registerSymbols(directory: URL) {
        SymbolFolders.register(directory)
    }
}
