import Foundation

/// An Interface Builder file, as `UINib`. Nibs are compiled by Xcode and
/// cannot be read on Linux, so a nib here only names itself: registering one
/// for cells makes rendering the screen fail with an error that names it
/// (see ``RenderError/unreadableNib(name:identifier:)``) rather than trap,
/// and instantiating one gives no objects. Register the cell's class instead
/// (`register(ProductCell.self, forCellReuseIdentifier:)`), with its views
/// made in code.
public final class Nib {
    /// The nib's name, without `.nib` or `.xib`.
    public let name: String

    /// The nib named `nibName`; nothing is read.
    public init(nibName: String, bundle: Bundle?) {
        name = nibName
    }

    /// No objects, with a warning that names the nib.
    public func instantiate(withOwner ownerOrNil: Any?, options: [AnyHashable: Any]? = nil) -> [Any] {
        ConsoleLog.warn("nib \"\(name)\" cannot be read on Linux, so it gives no objects; make its views in code")
        return []
    }
}

/// A reuse identifier registered with a nib, which no render can make views from.
struct NibRegistration: Equatable {
    let nibName: String
    let identifier: String
}

extension ScrollView {
    /// Records (or, for a nil nib, forgets) that `identifier` was registered with `nib`.
    func registerNib(_ nib: Nib?, for identifier: String) {
        nibRegistrations.removeAll { $0.identifier == identifier }
        if let nib { nibRegistrations.append(NibRegistration(nibName: nib.name, identifier: identifier)) }
    }

    /// Warns, once per identifier, that `identifier` has no registered class,
    /// naming its nib when it has one. UIKit stops the program here; on
    /// Linux the usual cause is a storyboard's prototype cell, which cannot
    /// be read, so TableSnap draws an empty view of the base class instead.
    func warnUnregistered(_ what: String, _ identifier: String) {
        guard !warnedIdentifiers.contains(identifier) else { return }
        warnedIdentifiers.insert(identifier)
        if let nib = nibRegistrations.first(where: { $0.identifier == identifier }) {
            ConsoleLog.warn("no class is registered for \(what) with identifier \"\(identifier)\": its nib \"\(nib.nibName)\" cannot be read on Linux; empty ones are drawn")
        } else {
            ConsoleLog.warn("no class is registered for \(what) with identifier \"\(identifier)\" (a storyboard prototype cell? storyboards cannot be read on Linux); empty ones are drawn; register a class for it")
        }
    }
}

extension TableView {
    /// Registers a nib for cells, as `register(_:forCellReuseIdentifier:)`:
    /// rendering this table then fails with an error naming the nib.
    public func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        registerNib(nib, for: identifier)
    }

    /// Registers a nib for header and footer views: rendering this table then fails with an error naming the nib.
    public func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registerNib(nib, for: identifier)
    }
}

extension CollectionView {
    /// Registers a nib for cells, as `register(_:forCellWithReuseIdentifier:)`:
    /// rendering this collection view then fails with an error naming the nib.
    public func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        registerNib(nib, for: identifier)
    }

    /// Registers a nib for supplementary views: rendering then fails with an error naming the nib.
    public func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registerNib(nib, for: identifier)
    }
}
