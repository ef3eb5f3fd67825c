import Foundation

/// A table's index paths: a section and a row, as UIKit's.
extension IndexPath {
    /// A row in a section, as UIKit spells it.
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The row within the section (the second index).
    public var row: Int { self[1] }
}
