import Foundation

/// Customises a table's heights and is told before cells are shown, as `UITableViewDelegate`.
///
/// Every method is optional. The default heights are the table's own
/// (`rowHeight`, `sectionHeaderHeight`, `sectionFooterHeight`), as in UIKit
/// when the delegate does not implement them; ``TableView/automaticDimension``
/// sizes the row, header or footer from its content.
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A view to show as the section's header instead of its title.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A view to show as the section's footer instead of its title.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
}
