import Foundation

/// A collection view's index paths: a section and an item, as UIKit's.
extension IndexPath {
    /// The item of a collection view's index path (the second index), as UIKit's `IndexPath.item`.
    public var item: Int { self[1] }

    /// The index path of `item` in `section`, as UIKit's `IndexPath(item:section:)`.
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }
}
