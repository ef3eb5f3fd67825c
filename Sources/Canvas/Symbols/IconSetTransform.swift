import Foundation

/// What the symbol map draws around a bootstrap-icons glyph to make the SF
/// Symbol it stands in for, on the set's 16-unit grid: SF's `.circle`,
/// `.square` and their `.fill` forms enclose a glyph that the set draws bare,
/// `location`'s arrow points the other way, and `.badge` names carry a dot.
enum IconSetTransform: String, Sendable {
    /// A ring (1 unit wide, on radius 7.5) around the glyph at 55 %.
    case circle
    /// A disc of radius 8 with the glyph at 55 % cut out of it (or in the accent colour).
    case circleFill = "circle.fill"
    /// A rounded square (15 × 15 on its stroke's middle, corner radius 3.5) around the glyph at 55 %.
    case square
    /// A filled rounded square (16 × 16, radius 4) with the glyph at 55 % cut out of it.
    case squareFill = "square.fill"
    /// The glyph mirrored about x = 8.
    case mirror
    /// A dot of radius 2.5 at (13.5, 2.5), with a 1-unit gap cut around it.
    case badge

    /// The symbol's layers, on the 16-unit grid, around `glyph` (its filled outline and fill rule).
    func shapes(around glyph: [(path: Path, evenOdd: Bool)]) -> [Symbol.Shape] {
        let line = IconSet.lineWidth
        switch self {
        case .circle:
            return [.outline(Self.ring(circle: true), evenOdd: true, lineWidth: line)] + Self.inner(glyph, role: .paint)
        case .square:
            return [.outline(Self.ring(circle: false), evenOdd: true, lineWidth: line)] + Self.inner(glyph, role: .paint)
        case .circleFill:
            return [.outline(Self.disc(CGRect(x: 0, y: 0, width: 16, height: 16), radius: 8), evenOdd: false, lineWidth: line)]
                + Self.inner(glyph, role: .accent)
        case .squareFill:
            return [.outline(Self.disc(CGRect(x: 0, y: 0, width: 16, height: 16), radius: 4), evenOdd: false, lineWidth: line)]
                + Self.inner(glyph, role: .accent)
        case .mirror:
            let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 16, ty: 0)
            return glyph.map { .outline($0.path.applying(flip), evenOdd: $0.evenOdd, lineWidth: line) }
        case .badge:
            return glyph.map { .outline($0.path, evenOdd: $0.evenOdd, lineWidth: line) } + [
                Symbol.Shape(kind: .fill(Self.disc(CGRect(x: 10, y: -1, width: 7, height: 7), radius: 3.5), evenOdd: false), role: .clear),
                .fill(Self.disc(CGRect(x: 11, y: 0, width: 5, height: 5), radius: 2.5)),
            ]
        }
    }

    /// The glyph at 55 % about the grid's centre, its lines as much thinner.
    private static func inner(_ glyph: [(path: Path, evenOdd: Bool)], role: Symbol.Shape.Role) -> [Symbol.Shape] {
        let factor: CGFloat = 0.55
        let shrink = CGAffineTransform(a: factor, b: 0, c: 0, d: factor, tx: 8 * (1 - factor), ty: 8 * (1 - factor))
        return glyph.map { Symbol.Shape(kind: .outline($0.path.applying(shrink), evenOdd: $0.evenOdd, lineWidth: IconSet.lineWidth * factor), role: role) }
    }

    /// A 1-unit ring: the circle or rounded square between an outer edge on the grid's border and an inner one 1 unit in.
    private static func ring(circle: Bool) -> Path {
        var path = disc(CGRect(x: 0, y: 0, width: 16, height: 16), radius: circle ? 8 : 4)
        path.append(disc(CGRect(x: 1, y: 1, width: 14, height: 14), radius: circle ? 7 : 3))
        return path
    }

    private static func disc(_ rect: CGRect, radius: CGFloat) -> Path {
        Path { $0.addRoundedRect(rect, cornerRadius: radius) }
    }
}

extension Symbol.Shape {
    /// A filled outline of lines `lineWidth` wide, thickened or thinned to the weight drawn.
    static func outline(_ path: Path, evenOdd: Bool, lineWidth: CGFloat) -> Symbol.Shape {
        Symbol.Shape(kind: .outline(path, evenOdd: evenOdd, lineWidth: lineWidth), role: .paint)
    }
}
