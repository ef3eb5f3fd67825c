import Canvas
import Foundation

// UIKit spells these types as nested ones (`UITableViewCell.CellStyle`,
// `UIFont.TextStyle` …); the aliases let ported code spell them the same.

extension TableViewCell {
    /// `UITableViewCell.CellStyle`.
    public typealias CellStyle = TableViewCellStyle
    /// `UITableViewCell.AccessoryType`.
    public typealias AccessoryType = TableViewCellAccessoryType
    /// `UITableViewCell.EditingStyle`.
    public typealias EditingStyle = TableViewCellEditingStyle
    /// `UITableViewCell.SelectionStyle`.
    public typealias SelectionStyle = TableViewCellSelectionStyle
    /// `UITableViewCell.SeparatorStyle`.
    public typealias SeparatorStyle = TableViewCellSeparatorStyle
}

extension TableView {
    /// `UITableView.Style`.
    public typealias Style = TableViewStyle
}

/// UIKit's nested name of text styles, `UIFont.TextStyle`.
extension Font {
    /// `UIFont.TextStyle`.
    public typealias TextStyle = Canvas.TextStyle
}

extension ListContentConfiguration {
    /// `UIListContentConfiguration.TextProperties.TextAlignment` is nested in TextProperties; this is its short form.
    public typealias TextAlignment = TextProperties.TextAlignment
}

extension Control {
    /// `UIControl.State`.
    public typealias State = ControlState
}

extension CellAccessory {
    /// `UICellAccessory.DisclosureIndicatorOptions`.
    public typealias DisclosureIndicatorOptions = Options
    /// `UICellAccessory.CheckmarkOptions`.
    public typealias CheckmarkOptions = Options
    /// `UICellAccessory.DetailOptions`.
    public typealias DetailOptions = Options
    /// `UICellAccessory.OutlineDisclosureOptions`.
    public typealias OutlineDisclosureOptions = Options
    /// `UICellAccessory.DeleteOptions`.
    public typealias DeleteOptions = Options
    /// `UICellAccessory.InsertOptions`.
    public typealias InsertOptions = Options
    /// `UICellAccessory.ReorderOptions`.
    public typealias ReorderOptions = Options
    /// `UICellAccessory.MultiselectOptions`.
    public typealias MultiselectOptions = Options
}
