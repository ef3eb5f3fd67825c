import Foundation

/// A vector symbol standing in for an SF Symbol: `chevron.forward`,
/// `checkmark`, `info.circle`, editing controls and common mockup icons.
///
/// A symbol is designed on a grid where 100 units are the configured point
/// size (`Symbol.size(pointSize:)` turns the design box into points). Strokes
/// thicken with weight, as SF Symbols do; fills keep their shape.
public struct Symbol: Sendable {
    /// One layer of a symbol's drawing, in design units.
    public struct Shape: Sendable {
        enum Kind: Sendable {
            case fill(Path, evenOdd: Bool)
            case stroke(Path, width: CGFloat)
        }

        let kind: Kind
        /// Accent layers are the inner marks of filled symbols (the minus of
        /// `minus.circle.fill`): drawn in the accent colour when one is given
        /// (multicolour rendering), otherwise cut out of the symbol.
        let isAccent: Bool

        /// A filled layer; `evenOdd` leaves holes where the path overlaps itself.
        public static func fill(_ path: Path, evenOdd: Bool = false) -> Shape { Shape(kind: .fill(path, evenOdd: evenOdd), isAccent: false) }
        /// A stroked layer, `width` in design units at regular weight; heavier weights thicken it.
        public static func stroke(_ path: Path, width: CGFloat) -> Shape { Shape(kind: .stroke(path, width: width), isAccent: false) }
        /// A filled accent layer, drawn in the accent colour when one is given, otherwise cut out.
        public static func accentFill(_ path: Path) -> Shape { Shape(kind: .fill(path, evenOdd: false), isAccent: true) }
        /// A stroked accent layer, drawn in the accent colour when one is given, otherwise cut out.
        public static func accentStroke(_ path: Path, width: CGFloat) -> Shape { Shape(kind: .stroke(path, width: width), isAccent: true) }
    }

    /// The SF Symbols name, e.g. `chevron.forward`.
    public let name: String
    /// The design box in units (100 units = the point size).
    public let designSize: CGSize
    let shapes: [Shape]

    /// A symbol from its SF Symbols name, its design box (100 units = the point size) and its layers, drawn in order.
    public init(name: String, designSize: CGSize, shapes: [Shape]) {
        self.name = name
        self.designSize = designSize
        self.shapes = shapes
    }

    /// The symbol's size in points when configured at `pointSize`.
    public func size(pointSize: CGFloat) -> CGSize {
        CGSize(width: designSize.width * pointSize / 100, height: designSize.height * pointSize / 100)
    }

    /// Draws the symbol fitted (aspect kept) and centred in `rect`.
    /// - Parameters:
    ///   - color: the symbol's colour.
    ///   - accentColor: the colour of accent layers (the white minus on a red disc); nil cuts them out.
    ///   - weight: thickens strokes from regular (1×) to bold.
    public func draw(in context: GraphicsContext, rect: CGRect, color: Color, accentColor: Color? = nil, weight: Font.Weight = .regular) {
        guard designSize.width > 0, designSize.height > 0 else { return }
        let scale = min(rect.width / designSize.width, rect.height / designSize.height)
        let origin = CGPoint(x: rect.midX - designSize.width * scale / 2, y: rect.midY - designSize.height * scale / 2)
        let strokeFactor = Self.strokeFactor(weight)
        func draw(_ shape: Shape, color: Color) {
            switch shape.kind {
            case .fill(let path, let evenOdd):
                context.fill(path.applying(scale: scale, translation: origin), with: color, evenOdd: evenOdd)
            case .stroke(let path, let width):
                context.stroke(path.applying(scale: scale, translation: origin), with: color, lineWidth: width * strokeFactor * scale)
            }
        }
        let hasAccent = shapes.contains { $0.isAccent }
        guard hasAccent, accentColor == nil else {
            shapes.forEach { draw($0, color: $0.isAccent ? accentColor ?? color : color) }
            return
        }
        context.withTransparencyLayer(alpha: 1) {
            shapes.filter { !$0.isAccent }.forEach { draw($0, color: color) }
            context.withErasing {
                shapes.filter(\.isAccent).forEach { draw($0, color: .black) }
            }
        }
    }

    private static func strokeFactor(_ weight: Font.Weight) -> CGFloat {
        switch weight {
        case .ultraLight: 0.6
        case .thin: 0.7
        case .light: 0.85
        case .regular: 1
        case .medium: 1.12
        case .semibold: 1.25
        case .bold: 1.4
        case .heavy: 1.55
        case .black: 1.7
        }
    }

    /// The built-in symbol called `name`, if there is one.
    public static func named(_ name: String) -> Symbol? { catalog[name] }

    /// The names of every built-in symbol, sorted.
    public static var names: [String] { catalog.keys.sorted() }
}
