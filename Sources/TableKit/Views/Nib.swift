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

    /// The message for dequeuing `identifier` when no class is registered for it.
    func unregisteredMessage(_ what: String, _ identifier: String) -> String {
        if let nib = nibRegistrations.first(where: { $0.identifier == identifier }) {
            return "unable to dequeue \(what) with identifier \(identifier): it is registered with nib \"\(nib.nibName)\", which cannot be read on Linux; register the class instead"
        }
        return "unable to dequeue \(what) with identifier \(identifier): register a class for it first"
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
