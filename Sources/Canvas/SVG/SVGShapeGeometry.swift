import Foundation

/// The outlines of SVG's basic shapes, from their attributes, in the
/// element's own coordinates.
enum SVGShapeGeometry {
    /// The outline of a `<path>`, `<circle>`, `<ellipse>`, `<rect>`, `<line>`,
    /// `<polygon>` or `<polyline>`; nil for other elements, or when a
    /// required attribute is missing or a size is negative.
    static func path(of element: String, _ attributes: [String: String]) -> Path? {
        func number(_ name: String) -> CGFloat? { attributes[name].flatMap(length) }
        switch element {
        case "path":
            return attributes["d"].map { SVGPathData.path(Substring($0)) }
        case "circle":
            guard let r = number("r"), r > 0 else { return nil }
            return ellipse(center: CGPoint(x: number("cx") ?? 0, y: number("cy") ?? 0), rx: r, ry: r)
        case "ellipse":
            guard let rx = number("rx"), let ry = number("ry"), rx > 0, ry > 0 else { return nil }
            return ellipse(center: CGPoint(x: number("cx") ?? 0, y: number("cy") ?? 0), rx: rx, ry: ry)
        case "rect":
            guard let width = number("width"), let height = number("height"), width > 0, height > 0 else { return nil }
            let rect = CGRect(x: number("x") ?? 0, y: number("y") ?? 0, width: width, height: height)
            // One radius given stands for both, as SVG says; Path keeps each within half the side.
            let rx = number("rx") ?? number("ry") ?? 0, ry = number("ry") ?? number("rx") ?? 0
            return Path { $0.addRoundedRect(rect, cornerWidth: rx, cornerHeight: ry) }
        case "line":
            return Path { $0.addLines([CGPoint(x: number("x1") ?? 0, y: number("y1") ?? 0), CGPoint(x: number("x2") ?? 0, y: number("y2") ?? 0)]) }
        case "polygon", "polyline":
            return attributes["points"].map { points(Substring($0), closed: element == "polygon") }
        default:
            return nil
        }
    }

    /// A length in user units: a number, perhaps followed by `px`; nil for other units, non-finite or far-out values.
    private static func length(_ text: String) -> CGFloat? {
        let digits = text.hasSuffix("px") ? text.dropLast(2) : Substring(text)
        var scanner = SVGScanner(digits)
        guard let value = scanner.number(), scanner.isAtEnd(), abs(value) <= SVGPathData.maximumCoordinate else { return nil }
        return value
    }

    /// Drawn clockwise from the rightmost point, as SVG draws it.
    private static func ellipse(center: CGPoint, rx: CGFloat, ry: CGFloat) -> Path {
        Path { $0.addEllipse(in: CGRect(x: center.x - rx, y: center.y - ry, width: 2 * rx, height: 2 * ry)) }
    }

    private static func points(_ text: Substring, closed: Bool) -> Path {
        var scanner = SVGScanner(text)
        var points: [CGPoint] = []
        while points.count < SVGPathData.maximumCommands, let x = scanner.number(), let y = scanner.number() {
            points.append(CGPoint(x: x, y: y))
        }
        return Path { path in
            path.addLines(points)
            if closed, !points.isEmpty { path.closeSubpath() }
        }
    }
}
