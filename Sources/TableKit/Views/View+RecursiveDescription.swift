import Canvas
import Foundation

extension View {
    /// The view tree as text, one view a line, indented by depth: the class,
    /// the frame in points, and what a view shows (a label's text and colour,
    /// a background colour), hidden views marked. A snapshot of it does not
    /// depend on fonts or pixels, only on layout.
    public var recursiveDescription: String {
        var lines: [String] = []
        describe(depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(depth: Int, into lines: inout [String]) {
        var parts = ["\(type(of: self))", "frame = \(Self.format(frame))"]
        if isHidden { parts.append("hidden") }
        if let label = self as? Label, let text = label.text { parts.append("text = \(text.debugDescription)") }
        if let label = self as? Label { parts.append("textColor = \(label.drawnTextColor.describedName)") }
        if let backgroundColor { parts.append("backgroundColor = \(backgroundColor.describedName)") }
        lines.append(String(repeating: "   | ", count: depth) + "<" + parts.joined(separator: "; ") + ">")
        for subview in subviews { subview.describe(depth: depth + 1, into: &lines) }
    }

    private static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            let rounded = (value * 100).rounded() / 100
            return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.2f", Double(rounded))
        }
        return "(\(number(rect.minX)) \(number(rect.minY)); \(number(rect.width)) \(number(rect.height)))"
    }
}

extension Color {
    /// The system colour's name (the first in alphabetical order, where two
    /// share a value), or the light and dark hex values.
    var describedName: String {
        if let name = Color.named.keys.sorted().first(where: { Color.named[$0] == self }) { return name }
        func hex(_ c: Color.RGBA) -> String {
            String(format: "#%02X%02X%02X%02X", Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded()), Int((c.alpha * 255).rounded()))
        }
        let light = resolved(for: .light), dark = resolved(for: .dark)
        return light == dark ? hex(light) : "\(hex(light))/\(hex(dark))"
    }
}
