import Foundation

/// A vector symbol standing in for an SF Symbol: `chevron.forward`,
/// `checkmark`, `info.circle`, editing controls, common mockup icons, the
/// bootstrap-icons drawings mapped to SF Symbols names, or a symbol exported
/// from Apple's SF Symbols app (see ``SymbolFolder``).
///
/// A drawn symbol is designed on a grid where 100 units are the configured
/// point size (`Symbol.size(pointSize:)` turns the design box into points).
/// Strokes thicken with weight, as SF Symbols do; outlines (drawings whose
/// strokes are already filled shapes) grow or shrink at their edges; fills
/// keep their shape. A template symbol draws the weight and scale variant
/// its file holds nearest to the one asked for.
public struct Symbol: Sendable {
    /// One layer of a symbol's drawing, in design units.
    public struct Shape: Sendable {
        enum Kind: Sendable {
            case fill(Path, evenOdd: Bool)
            case stroke(Path, width: CGFloat)
            /// A filled drawing of lines `lineWidth` wide at its design weight, thickened or thinned to the weight drawn.
            case outline(Path, evenOdd: Bool, lineWidth: CGFloat)
        }

        /// How a layer meets the layers drawn before it.
        enum Role: Sendable {
            case paint
            /// The inner marks of filled symbols (the minus of `minus.circle.fill`):
            /// drawn in the accent colour when one is given (multicolour
            /// rendering), otherwise cut out of the symbol.
            case accent
            /// Erases what is drawn before it: the gap around a badge.
            case clear
        }

        let kind: Kind
        let role: Role

        /// A filled layer; `evenOdd` leaves holes where the path overlaps itself.
        public static func fill(_ path: Path, evenOdd: Bool = false) -> Shape { Shape(kind: .fill(path, evenOdd: evenOdd), role: .paint) }
        /// A stroked layer, `width` in design units at regular weight; heavier weights thicken it.
        public static func stroke(_ path: Path, width: CGFloat) -> Shape { Shape(kind: .stroke(path, width: width), role: .paint) }
        /// A filled accent layer, drawn in the accent colour when one is given, otherwise cut out.
        public static func accentFill(_ path: Path) -> Shape { Shape(kind: .fill(path, evenOdd: false), role: .accent) }
        /// A stroked accent layer, drawn in the accent colour when one is given, otherwise cut out.
        public static func accentStroke(_ path: Path, width: CGFloat) -> Shape { Shape(kind: .stroke(path, width: width), role: .accent) }
    }

    /// The SF Symbols name, e.g. `chevron.forward`.
    public let name: String
    /// The design box in units (100 units = the point size), at regular weight and medium scale.
    public let designSize: CGSize
    let shapes: [Shape]
    /// The variants of a symbol read from an SF Symbols template; nil for a drawn symbol.
    let template: SymbolTemplate?
    /// The pictures a symbol with a large drawing is drawn through; nil for one drawn as paths.
    let recordings: SymbolRecordings?

    /// A symbol from its SF Symbols name, its design box (100 units = the point size) and its layers, drawn in order.
    public init(name: String, designSize: CGSize, shapes: [Shape]) {
        self.name = name
        self.designSize = designSize
        self.shapes = shapes
        template = nil
        recordings = SymbolRecordings.forSymbol(largestDrawing: SymbolRecordings.elements(of: shapes.map(\.kind.path)))
    }

    /// The symbol a template file describes.
    init(name: String, template: SymbolTemplate) {
        self.name = name
        designSize = template.size(pointSize: 100, weight: .regular, scale: .medium)
        shapes = []
        self.template = template
        recordings = SymbolRecordings.forSymbol(largestDrawing: template.variants.map { SymbolRecordings.elements(of: $0.shapes.map(\.path)) }.max() ?? 0)
    }

    /// The symbol's size in points when configured at `pointSize`, at regular weight and medium scale.
    public func size(pointSize: CGFloat) -> CGSize {
        size(pointSize: pointSize, weight: .regular, scale: .medium)
    }

    /// The symbol's size in points when configured at `pointSize`, `weight` and `scale`.
    public func size(pointSize: CGFloat, weight: Font.Weight, scale: Scale) -> CGSize {
        if let template { return template.size(pointSize: pointSize, weight: weight, scale: scale) }
        // Divided last, as the design box always was, so sizes stay exactly what they were (120 × 17 / 100 is 20.4).
        let points = pointSize * scale.factor
        return CGSize(width: designSize.width * points / 100, height: designSize.height * points / 100)
    }

    /// Draws the symbol fitted (aspect kept) and centred in `rect`.
    /// - Parameters:
    ///   - color: the symbol's colour.
    ///   - accentColor: the colour of accent layers (the white minus on a red disc); nil cuts them out.
    ///   - weight: thickens strokes from regular (1×) to bold; a template draws its nearest weight.
    ///   - scale: a template draws its nearest scale; a drawn symbol's scale is in the size of `rect`.
    ///   - rendering: how a template's layers are coloured; drawn symbols are monochrome.
    public func draw(in context: GraphicsContext, rect: CGRect, color: Color, accentColor: Color? = nil, weight: Font.Weight = .regular,
                     scale: Scale = .medium, rendering: SymbolRenderingMode = .monochrome) {
        if let recordings, let drawing = largeDrawing(weight: weight, scale: scale) {
            drawRecorded(drawing, from: recordings, in: context, rect: rect, color: color, accentColor: accentColor, weight: weight, scale: scale,
                         rendering: rendering)
        } else {
            drawPaths(in: context, rect: rect, color: color, accentColor: accentColor, weight: weight, scale: scale, rendering: rendering)
        }
    }

    /// Draws the symbol's paths fitted and centred in `rect`, as ``draw(in:rect:color:accentColor:weight:scale:rendering:)`` describes.
    func drawPaths(in context: GraphicsContext, rect: CGRect, color: Color, accentColor: Color?, weight: Font.Weight,
                   scale: Scale, rendering: SymbolRenderingMode) {
        if let template {
            template.draw(in: context, rect: rect, color: color, weight: weight, scale: scale, rendering: rendering)
            return
        }
        guard designSize.width > 0, designSize.height > 0 else { return }
        let fit = min(rect.width / designSize.width, rect.height / designSize.height)
        let origin = CGPoint(x: rect.midX - designSize.width * fit / 2, y: rect.midY - designSize.height * fit / 2)
        let painter = ShapePainter(context: context, scale: fit, origin: origin, weight: weight)
        let cuts = shapes.contains { $0.role == .clear || ($0.role == .accent && accentColor == nil) }
        guard cuts else {
            shapes.forEach { painter.paint($0.kind, color: $0.role == .accent ? accentColor ?? color : color) }
            return
        }
        context.withTransparencyLayer(clippedTo: Self.inkBounds(of: rect)) {
            for shape in shapes {
                switch (shape.role, accentColor) {
                case (.paint, _): painter.paint(shape.kind, color: color)
                case (.accent, let accent?): painter.paint(shape.kind, color: accent)
                case (.accent, nil), (.clear, _): context.withErasing { painter.paint(shape.kind, color: .black, erasing: true) }
                }
            }
        }
    }

    /// Where a symbol drawn in `rect` may leave ink: its box, with room for
    /// the heaviest weight's strokes and outlines reaching past it.
    static func inkBounds(of rect: CGRect) -> CGRect {
        let margin = max(rect.width, rect.height) * 0.25 + 1
        return rect.insetBy(dx: -margin, dy: -margin)
    }

    /// How much a weight thickens a regular stroke, as SF Symbols' weights do.
    static func strokeFactor(_ weight: Font.Weight) -> CGFloat {
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
}
