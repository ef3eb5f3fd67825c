import Foundation

extension Path {
    /// The path mapped by `transform`; arcs become the Bézier curves that
    /// trace them, as a turned or stretched circle is no longer one.
    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        result.elements = elementsWithArcsAsCurves.map { element in
            switch element {
            case .move(let p): .move(p.applying(transform))
            case .line(let p): .line(p.applying(transform))
            case .curve(let a, let b, let c): .curve(a.applying(transform), b.applying(transform), c.applying(transform))
            case .arc, .close: element
            }
        }
        return result
    }

    /// Adds the elements of `path`, in order, after this path's own.
    public mutating func append(_ path: Path) {
        append(path.elements)
    }

    /// Adds `elements`, in order, after this path's own.
    mutating func append(_ elements: [Element]) {
        self.elements += elements
    }
}
