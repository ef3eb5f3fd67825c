import Foundation

/// The outline an SVG `d` attribute describes: the commands M, L, H, V, C,
/// S, Q, T, A and Z, absolute (upper case) or relative (lower case), with
/// quadratic curves raised to cubic ones and elliptical arcs turned into
/// Bézier curves.
///
/// As SVG renderers do, a path is drawn up to its first error; what follows
/// it is ignored. Data longer than ``maximumLength`` bytes, or with more than
/// ``maximumCommands`` commands, or reaching beyond ``maximumCoordinate``,
/// ends there too, so hostile input costs bounded work.
struct SVGPathData {
    /// The longest `d` read, in bytes; a symbol template's largest path is a few kilobytes.
    static let maximumLength = 256 << 10
    /// The most commands (implicit repeats counted) read from one `d`.
    static let maximumCommands = 20_000
    /// The largest coordinate magnitude kept: far beyond any drawing, well within Cairo's fixed-point range.
    static let maximumCoordinate: CGFloat = 1_000_000

    private var scanner: SVGScanner
    private var path = Path()
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero
    /// The last command's second control point (cubic) or control point (quadratic), for S and T to reflect.
    private var lastCubicControl: CGPoint?
    private var lastQuadraticControl: CGPoint?

    /// The outline of `data`, drawn up to its first error.
    static func path(_ data: Substring) -> Path {
        guard data.utf8.count <= maximumLength else { return Path() }
        var reader = SVGPathData(scanner: SVGScanner(data))
        reader.read()
        return reader.path
    }

    private init(scanner: SVGScanner) { self.scanner = scanner }

    private mutating func read() {
        var command: UInt8?
        var count = 0
        while !scanner.isAtEnd(), count < Self.maximumCommands {
            if let byte = scanner.peek(), Self.isCommand(byte) {
                command = scanner.next()
            } else if let previous = command, previous | 0x20 != UInt8(ascii: "z") {
                // Numbers after a command repeat it; after a moveto they are linetos.
                if previous == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
                if previous == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
            } else {
                return
            }
            guard let letter = command, path.elements.isEmpty == false || letter | 0x20 == UInt8(ascii: "m"), perform(letter) else { return }
            count += 1
        }
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        "MLHVCSQTAZ".utf8.contains(byte & ~0x20) && byte.isLetter
    }

    /// Performs one command with its numbers; false at an error.
    private mutating func perform(_ letter: UInt8) -> Bool {
        let relative = letter >= UInt8(ascii: "a")
        let origin = relative ? current : .zero
        let kind = letter & ~0x20
        var cubic: CGPoint?, quadratic: CGPoint?
        switch kind {
        case UInt8(ascii: "Z"):
            path.closeSubpath()
            current = subpathStart
        case UInt8(ascii: "M"):
            guard let p = point(from: origin) else { return false }
            path.move(to: p)
            current = p
            subpathStart = p
        case UInt8(ascii: "L"):
            guard let p = point(from: origin) else { return false }
            line(to: p)
        case UInt8(ascii: "H"):
            guard let x = scanner.number(), let p = bounded(CGPoint(x: origin.x + x, y: current.y)) else { return false }
            line(to: p)
        case UInt8(ascii: "V"):
            guard let y = scanner.number(), let p = bounded(CGPoint(x: current.x, y: origin.y + y)) else { return false }
            line(to: p)
        case UInt8(ascii: "C"), UInt8(ascii: "S"):
            guard let control = cubicCurve(smooth: kind == UInt8(ascii: "S"), origin: origin) else { return false }
            cubic = control
        case UInt8(ascii: "Q"), UInt8(ascii: "T"):
            guard let control = quadraticCurve(smooth: kind == UInt8(ascii: "T"), origin: origin) else { return false }
            quadratic = control
        default:
            guard arc(origin: origin) else { return false }
        }
        lastCubicControl = cubic
        lastQuadraticControl = quadratic
        return true
    }

    private mutating func line(to p: CGPoint) {
        path.addLine(to: p)
        current = p
    }

    /// C (two control points) or S (the first reflected from the last curve); the second control point.
    private mutating func cubicCurve(smooth: Bool, origin: CGPoint) -> CGPoint? {
        guard let first = control(smooth: smooth, reflecting: lastCubicControl, origin: origin),
              let second = point(from: origin), let end = point(from: origin) else { return nil }
        path.addCurve(to: end, control1: first, control2: second)
        current = end
        return second
    }

    /// Q (a control point) or T (reflected from the last), drawn as the cubic curve it equals; the control point.
    private mutating func quadraticCurve(smooth: Bool, origin: CGPoint) -> CGPoint? {
        guard let control = control(smooth: smooth, reflecting: lastQuadraticControl, origin: origin), let end = point(from: origin) else { return nil }
        path.addQuadCurve(to: end, control: control)
        current = end
        return control
    }

    /// A: radii, axis rotation in degrees, the large-arc and sweep flags, the end point.
    private mutating func arc(origin: CGPoint) -> Bool {
        guard let radii = scanner.numbers(2), let rotation = scanner.number(), let large = scanner.flag(), let sweep = scanner.flag(),
              let end = point(from: origin), radii.allSatisfy({ abs($0) <= Self.maximumCoordinate }) else { return false }
        let arc = SVGArc(from: current, to: end, radii: CGSize(width: abs(radii[0]), height: abs(radii[1])),
                         rotation: rotation * .pi / 180, largeArc: large, sweep: sweep)
        path.append(arc.elements)
        current = end
        return true
    }

    /// A curve's first control point: for a smooth one (S, T) `last` reflected
    /// about the current point (the current point after another command), else the next point read.
    private mutating func control(smooth: Bool, reflecting last: CGPoint?, origin: CGPoint) -> CGPoint? {
        guard smooth else { return point(from: origin) }
        return last.map { CGPoint(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
    }

    /// The next two numbers as a point, relative to `origin`; nil when they are missing or the point lies too far out.
    private mutating func point(from origin: CGPoint) -> CGPoint? {
        guard let x = scanner.number(), let y = scanner.number() else { return nil }
        return bounded(CGPoint(x: origin.x + x, y: origin.y + y))
    }

    private func bounded(_ p: CGPoint) -> CGPoint? {
        abs(p.x) <= Self.maximumCoordinate && abs(p.y) <= Self.maximumCoordinate ? p : nil
    }
}

private extension UInt8 {
    var isLetter: Bool { (self | 0x20) >= UInt8(ascii: "a") && (self | 0x20) <= UInt8(ascii: "z") }
}
