import Canvas
import Foundation

extension TableViewHeaderFooterView {
    /// A plain header's configuration, as `defaultContentConfiguration()`; in a
    /// table the text takes the table style's look whichever header or footer configuration is used.
    public func defaultContentConfiguration() -> ListContentConfiguration { .plainHeader() }

    /// Puts a list configuration's text in the labels.
    func applyContentConfiguration() {
        guard let list = contentConfiguration as? ListContentConfiguration else { return }
        textLabel?.apply(list.textProperties, text: list.shownText)
        detailTextLabel?.apply(list.secondaryTextProperties, text: list.shownSecondaryText)
        setNeedsLayout()
    }

    /// A prominent inset-grouped header keeps its bold, mixed-case title over the table's title look.
    func applyProminentTitleLook() {
        guard let list = contentConfiguration as? ListContentConfiguration, list.kind == .prominentInsetGroupedHeader else { return }
        textLabel?.apply(list.textProperties, text: list.shownText)
    }
}
