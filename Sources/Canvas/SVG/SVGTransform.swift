import Foundation

/// An SVG `transform` attribute: `matrix`, `translate`, `scale`, `rotate`,
/// `skewX` and `skewY`, applied right to left as SVG composes them.
enum SVGTransform {
    /// The transform `list` describes; nil when it is malformed (SVG then
    /// ignores the attribute) or longer than a transform list plausibly is.
    static func parse(_ list: Substring) -> CGAffineTransform? {
        guard list.utf8.count <= 4096 else { return nil }
        var scanner = SVGScanner(list)
        var result = CGAffineTransform.identity
        while !scanner.isAtEnd() {
            let name = scanner.word()
            guard scanner.next() == UInt8(ascii: "("), let values = arguments(&scanner), let item = transform(name, values) else { return nil }
            result = item.concatenating(result)
        }
        guard [result.a, result.b, result.c, result.d, result.tx, result.ty].allSatisfy(\.isFinite) else { return nil }
        return result
    }

    /// The numbers up to the closing parenthesis.
    private static func arguments(_ scanner: inout SVGScanner) -> [CGFloat]? {
        var values: [CGFloat] = []
        while values.count < 6, let value = scanner.number() { values.append(value) }
        return scanner.next() == UInt8(ascii: ")") ? values : nil
    }

    private static func transform(_ name: String, _ v: [CGFloat]) -> CGAffineTransform? {
        let radians = (v.first ?? 0) * .pi / 180
        switch (name, v.count) {
        case ("matrix", 6): return CGAffineTransform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
        case ("translate", 1), ("translate", 2): return CGAffineTransform(translationX: v[0], y: v.count > 1 ? v[1] : 0)
        case ("scale", 1), ("scale", 2): return CGAffineTransform(scaleX: v[0], y: v.count > 1 ? v[1] : v[0])
        case ("rotate", 1): return CGAffineTransform(rotationAngle: radians)
        case ("rotate", 3):
            // About (cx, cy): move it to the origin, turn, move back.
            return CGAffineTransform(translationX: -v[1], y: -v[2]).concatenating(CGAffineTransform(rotationAngle: radians))
                .concatenating(CGAffineTransform(translationX: v[1], y: v[2]))
        case ("skewX", 1): return CGAffineTransform(a: 1, b: 0, c: tan(radians), d: 1, tx: 0, ty: 0)
        case ("skewY", 1): return CGAffineTransform(a: 1, b: tan(radians), c: 0, d: 1, tx: 0, ty: 0)
        default: return nil
        }
    }
}
