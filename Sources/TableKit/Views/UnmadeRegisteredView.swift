import Foundation

extension ScrollView {
    /// `empty`, for a registered class whose `init?(registeredFor:)` made no
    /// view, with a warning, once per identifier, that names the class and
    /// the initializer it lacks. Such a class declares initializers of its
    /// own and not the one UIKit makes registered views with, so the
    /// UIKitSources plugin gave it an `init?(registeredFor:)` that returns
    /// nil; UIKit would trap here, and TableSnap draws what an unregistered
    /// identifier gets (see `warnUnregistered`).
    func unmade<Empty: View>(_ viewClass: View.Type, _ identifier: String, empty: Empty) -> Empty {
        if warnedIdentifiers.insert(identifier).inserted {
            let (initializer, what) = Self.registrationInitializer(of: viewClass)
            ConsoleLog.warn("\(viewClass) declares its own initializers and not \(initializer), which UIKit calls to make a registered \(what); UIKit would trap here; empty ones are drawn for identifier \"\(identifier)\"")
        }
        return empty
    }

    /// The initializer UIKit makes a registered view of `viewClass` with, and what it calls such a view.
    private static func registrationInitializer(of viewClass: View.Type) -> (initializer: String, what: String) {
        switch viewClass {
        case is TableViewCell.Type: ("init(style:reuseIdentifier:)", "cell")
        case is TableViewHeaderFooterView.Type: ("init(reuseIdentifier:)", "header or footer view")
        case is CollectionViewCell.Type: ("init(frame:)", "cell")
        default: ("init(frame:)", "view")
        }
    }
}
