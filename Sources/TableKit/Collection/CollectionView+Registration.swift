import Foundation

extension CollectionView {
    /// How to make and configure cells of one class for items of one type, as
    /// `UICollectionView.CellRegistration`: dequeue with
    /// ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``, no
    /// identifier to register.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a dequeued cell for the item at an index path.
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        let handler: Handler
        let identifier: String

        /// A registration whose cells `handler` configures.
        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = Registration.identifier(for: Cell.self)
        }
    }

    /// How to make and configure supplementary views of one class and kind, as
    /// `UICollectionView.SupplementaryRegistration`.
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a dequeued view of a kind at an index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void

        /// The kind of views the registration makes (`elementKindSectionHeader`, …).
        public let elementKind: String
        let handler: Handler
        let identifier: String

        /// A registration of views of `elementKind` that `handler` configures.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = Registration.identifier(for: Supplementary.self)
        }
    }

    /// A cell for `item` from `registration`'s class, reused when one waits,
    /// configured by its handler; as in UIKit, `item` is optional, and a nil
    /// item leaves the cell unconfigured.
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let cell = registered(Cell.self, dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath))
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view from `registration`, reused when one waits, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.identifier)
        let view = registered(Supplementary.self, dequeueReusableSupplementaryView(ofKind: registration.elementKind,
                                                                                   withReuseIdentifier: registration.identifier, for: indexPath))
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }

    /// `view` as the registration's class, which the queue makes it of. Only
    /// a class that cannot make a view (see `unmade`) gives an empty view of
    /// the base class instead; a registration must hand out its own class, so
    /// that stops the program, as UIKit does.
    private func registered<Registered: CollectionReusableView>(_ viewClass: Registered.Type, _ view: CollectionReusableView) -> Registered {
        guard let view = view as? Registered else {
            preconditionFailure("\(viewClass) declares its own initializers and not init(frame:), which UIKit calls to make a registration's views")
        }
        return view
    }
}

/// The reuse identifiers registrations queue their views under: one per
/// class, as registrations of one class make interchangeable views.
enum Registration {
    static func identifier(for type: AnyClass) -> String {
        "registration:" + String(reflecting: type)
    }
}
