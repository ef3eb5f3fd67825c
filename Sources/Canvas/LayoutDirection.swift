/// Left-to-right or right-to-left user interface layout.
public enum LayoutDirection: String, CaseIterable, Sendable {
    case leftToRight = "ltr"
    case rightToLeft = "rtl"
}

/// How lines of text are aligned in their box; `natural` follows the layout direction.
public enum TextAlignment: String, CaseIterable, Sendable {
    case natural, left, center, right
}
