import Foundation

extension Path {
    /// The same outline traced backwards: each subpath from its end to its
    /// start (closed ones closed again), arcs as the curves that trace them.
    public func reversed() -> Path {
        var result = Path()
        for subpath in subpaths() {
            guard let last = subpath.points.last else { continue }
            result.move(to: last)
            for (segment, start) in zip(subpath.segments, subpath.points).reversed() {
                if case .curve(let c1, let c2, _) = segment {
                    result.addCurve(to: start, control1: c2, control2: c1)
                } else {
                    result.addLine(to: start)
                }
            }
            if subpath.closed { result.closeSubpath() }
        }
        return result
    }

    /// The subpaths: the points they pass (their start first), the lines and
    /// curves between them, and whether each is closed.
    private func subpaths() -> [(points: [CGPoint], segments: [Element], closed: Bool)] {
        var subpaths: [(points: [CGPoint], segments: [Element], closed: Bool)] = []
        var openNew = true
        for element in elementsWithArcsAsCurves {
            switch element {
            case .move(let p):
                subpaths.append(([p], [], false))
                openNew = false
            case .line(let p), .curve(_, _, let p):
                // A segment after a close starts where the closed subpath did.
                if openNew { subpaths.append(([subpaths.last?.points.first ?? p], [], false)) }
                openNew = false
                subpaths[subpaths.count - 1].points.append(p)
                subpaths[subpaths.count - 1].segments.append(element)
            case .close:
                if !subpaths.isEmpty { subpaths[subpaths.count - 1].closed = true }
                openNew = true
            case .arc: break
            }
        }
        return subpaths
    }
}
