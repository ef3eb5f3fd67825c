import Foundation

extension NavigationItem {
    /// The one button on the trailing side (`UINavigationItem.rightBarButtonItem`): the first of ``rightBarButtonItems``.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems.first }
        set { rightBarButtonItems = newValue.map { [$0] } ?? [] }
    }

    /// The one button on the leading side (`UINavigationItem.leftBarButtonItem`): the first of ``leftBarButtonItems``.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems.first }
        set { leftBarButtonItems = newValue.map { [$0] } ?? [] }
    }
}
