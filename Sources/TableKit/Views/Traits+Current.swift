import Foundation

extension Traits {
    /// The traits of the view being worked on, as `UITraitCollection.current`:
    /// a table sets its own while it asks its data source for cells and its
    /// delegate for header views, so views not yet in the tree (a dequeued
    /// cell, its labels' `sizeToFit()`) measure with the table's text size
    /// and scale. Outside that, default traits.
    @TaskLocal public static var current = Traits(design: .current)
}
