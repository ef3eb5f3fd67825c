import Foundation

// iOS 13+ system palette, light and dark values from ios-table-metrics.md §7.
extension Color {
    /// A dynamic colour from two hex literals (`#RRGGBB` or `#RRGGBBAA`).
    static func system(_ light: String, _ dark: String) -> Color {
        Color(light: rgba(hex: light) ?? RGBA(red: 0, green: 0, blue: 0), dark: rgba(hex: dark) ?? RGBA(red: 0, green: 0, blue: 0))
    }

    /// A dynamic colour from 0–255 components and 0–1 alphas.
    static func system(_ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) -> Color {
        func rgba(_ c: (Int, Int, Int, Double)) -> RGBA {
            RGBA(red: Double(c.0) / 255, green: Double(c.1) / 255, blue: Double(c.2) / 255, alpha: c.3)
        }
        return Color(light: rgba(light), dark: rgba(dark))
    }

    public static let systemBlue = system("#007AFF", "#0A84FF")
    public static let systemGreen = system("#34C759", "#30D158")
    public static let systemRed = system("#FF3B30", "#FF453A")
    public static let systemOrange = system("#FF9500", "#FF9F0A")
    public static let systemYellow = system("#FFCC00", "#FFD60A")
    public static let systemPink = system("#FF2D55", "#FF375F")
    public static let systemPurple = system("#AF52DE", "#BF5AF2")
    public static let systemIndigo = system("#5856D6", "#5E5CE6")
    public static let systemTeal = system("#5AC8FA", "#64D2FF")
    public static let systemMint = system("#00C7BE", "#63E6E2")
    public static let systemCyan = system("#32ADE6", "#64D2FF")
    public static let systemBrown = system("#A2845E", "#AC8E68")
    public static let systemGray = system("#8E8E93", "#8E8E93")
    public static let systemGray2 = system("#AEAEB2", "#636366")
    public static let systemGray3 = system("#C7C7CC", "#48484A")
    public static let systemGray4 = system("#D1D1D6", "#3A3A3C")
    public static let systemGray5 = system("#E5E5EA", "#2C2C2E")
    public static let systemGray6 = system("#F2F2F7", "#1C1C1E")

    public static let label = system("#000000", "#FFFFFF")
    public static let secondaryLabel = system((60, 60, 67, 0.60), (235, 235, 245, 0.60))
    public static let tertiaryLabel = system((60, 60, 67, 0.30), (235, 235, 245, 0.30))
    public static let quaternaryLabel = system((60, 60, 67, 0.18), (235, 235, 245, 0.16))
    public static let placeholderText = system((60, 60, 67, 0.30), (235, 235, 245, 0.30))
    public static let separator = system((60, 60, 67, 0.29), (84, 84, 88, 0.60))
    public static let opaqueSeparator = system("#C6C6C8", "#38383A")
    public static let link = system("#007AFF", "#0984FF")

    public static let systemFill = system((120, 120, 128, 0.20), (120, 120, 128, 0.36))
    public static let secondarySystemFill = system((120, 120, 128, 0.16), (120, 120, 128, 0.32))
    public static let tertiarySystemFill = system((118, 118, 128, 0.12), (118, 118, 128, 0.24))
    public static let quaternarySystemFill = system((116, 116, 128, 0.08), (118, 118, 128, 0.18))

    public static let systemBackground = system("#FFFFFF", "#000000")
    public static let secondarySystemBackground = system("#F2F2F7", "#1C1C1E")
    public static let tertiarySystemBackground = system("#FFFFFF", "#2C2C2E")
    public static let systemGroupedBackground = system("#F2F2F7", "#000000")
    public static let secondarySystemGroupedBackground = system("#FFFFFF", "#1C1C1E")
    public static let tertiarySystemGroupedBackground = system("#F2F2F7", "#2C2C2E")

    /// Cell highlight/selection background: systemGray4, as measured on screen (§4).
    public static let tableCellSelectedBackground = systemGray4

    /// Every named colour a mockup may use, by its UIKit name.
    public static let named: [String: Color] = [
        "systemBlue": .systemBlue, "systemGreen": .systemGreen, "systemRed": .systemRed,
        "systemOrange": .systemOrange, "systemYellow": .systemYellow, "systemPink": .systemPink,
        "systemPurple": .systemPurple, "systemIndigo": .systemIndigo, "systemTeal": .systemTeal,
        "systemMint": .systemMint, "systemCyan": .systemCyan, "systemBrown": .systemBrown,
        "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6,
        "label": .label, "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel,
        "quaternaryLabel": .quaternaryLabel, "placeholderText": .placeholderText,
        "separator": .separator, "opaqueSeparator": .opaqueSeparator, "link": .link,
        "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
        "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground,
        "systemGroupedBackground": .systemGroupedBackground,
        "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
        "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground,
        "clear": .clear, "black": .black, "white": .white, "red": .red, "gray": .gray,
    ]
}
