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
    case none
    case disclosureIndicator
    case detailDisclosureButton
    case checkmark
    case detailButton
}

