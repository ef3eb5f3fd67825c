/// The four built-in cell layouts (`UITableViewCell.CellStyle`).
public enum TableViewCellStyle: String, CaseIterable, Sendable {
    /// Image, then text.
    case `default`
    /// Text on the leading side, grey detail right-aligned on the trailing side.
    case value1
    /// Small tinted text right-aligned in a fixed column, detail after it.
    case value2
    /// Text over a smaller detail line.
    case subtitle
}

/// The standard accessories (`UITableViewCell.AccessoryType`).
public enum TableViewCellAccessoryType: String, CaseIterable, Sendable {
    /// No accessory.
    case none
    /// A grey chevron: the row leads somewhere.
    case disclosureIndicator
    /// An info button followed by a chevron.
    case detailDisclosureButton
    /// A checkmark in the tint colour.
    case checkmark
    /// An info button in the tint colour.
    case detailButton
}


/// How a cell shows that it is highlighted or selected (`UITableViewCell.SelectionStyle`).
public enum TableViewCellSelectionStyle: String, CaseIterable, Sendable {
    /// No change: the row looks the same selected or not.
    case none
    /// The style's grey selection background (`systemGray4`), behind the content.
    case `default`
}

/// UIKit's older selection styles, which iOS 7 and later draw as `default`.
extension TableViewCellSelectionStyle {
    /// `UITableViewCell.SelectionStyle.gray`: drawn as ``default``, as iOS draws it.
    public static let gray = TableViewCellSelectionStyle.default
    /// `UITableViewCell.SelectionStyle.blue`: drawn as ``default``, as iOS draws it.
    public static let blue = TableViewCellSelectionStyle.default
}

/// The control a row shows at its leading edge in editing mode (`UITableViewCell.EditingStyle`).
public enum TableViewCellEditingStyle: String, CaseIterable, Sendable {
    /// No control; the content still indents unless the row says not to.
    case none
    /// A red circle with a white minus.
    case delete
    /// A green circle with a white plus.
    case insert
}
