import Foundation
import Synchronization

extension Symbol {
    /// The symbol `UIImage(systemName:)` draws for `name`: the user's own
    /// (an SF Symbols export in `folders`, then in the registered folders),
    /// else TableSnap's hand-drawn one, else the bootstrap-icons drawing the
    /// map gives, under the name or, failing that, under another spelling of
    /// it (``SymbolAliases``); nil for a name in none of them. A user file
    /// that cannot be read is reported once and passed over.
    public static func named(_ name: String, preferring folders: [SymbolFolder] = []) -> Symbol? {
        for folder in folders + SymbolFolders.all {
            switch folder.lookUp(name) {
            case .symbol(let symbol): return symbol
            case .unreadable(let reason), .outside(let reason): warnOnce("symbol file \(reason)")
            case .missing: continue
            }
        }
        return drawing(named: name) ?? SymbolAliases.otherSpellings(of: name).lazy.compactMap(drawing(named:)).first
    }

    /// TableSnap's drawing of `name`, its own or the icon set's.
    private static func drawing(named name: String) -> Symbol? {
        catalog[name] ?? IconSet.symbol(named: name)
    }

    /// TableSnap's own drawing of `name`, which its controls and bars draw
    /// (the disclosure chevron, the clear button): UIKit draws its own with
    /// system images, whatever symbols an app brings.
    package static func builtIn(_ name: String) -> Symbol? { catalog[name] }

    /// The names of TableSnap's hand-drawn symbols, sorted.
    public static var names: [String] { catalog.keys.sorted() }

    /// Every name TableSnap draws without the user's symbols: the hand-drawn
    /// ones, then those the bootstrap-icons map gives, most used first.
    public static var knownNames: [String] {
        names + SymbolMap.names.filter { catalog[$0] == nil }
    }

    /// Whether the bootstrap-icons package the mapped names are drawn from is installed (`Scripts/setup` installs it).
    public static var isIconSetInstalled: Bool { IconSet.isInstalled }

    /// Reports, once per name, that `name` is drawn by none of the sources and
    /// how to supply it; a name already reported costs one set lookup, as a
    /// cell provider asks for it again for every cell.
    static func warnUnknown(_ name: String) {
        guard warnedNames.withLock({ $0.insert(name).inserted }) else { return }
        let why = SymbolMap.entry(name) != nil && !IconSet.isInstalled
            ? "its stand-in comes from the bootstrap-icons package, which is not installed (run Scripts/setup)"
            : "it is not among TableSnap's symbols (its own drawings and the SF Symbols names it maps to bootstrap-icons)"
        warnOnce("no symbol named \"\(name)\", so the image is nil: \(why); to draw it, export it from Apple's SF Symbols app "
            + "(File > Export Template) as \(name).svg into a folder and give the folder to UIImage.registerSymbols(directory:), "
            + "\(SymbolFolders.environmentVariable), `tablesnap render --symbols` or a mockup's `symbols:`")
    }

    private static let warned = Mutex<Set<String>>([])
    private static let warnedNames = Mutex<Set<String>>([])

    private static func warnOnce(_ message: String) {
        guard warned.withLock({ $0.insert(message).inserted }) else { return }
        ConsoleLog.warn(message)
    }
}
