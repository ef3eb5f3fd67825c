import CGraphics
import Foundation

extension GraphicsContext {
    /// Strokes the part of `path` from `start` to `end` of its length (0 the
    /// start, 1 the end, as `CAShapeLayer.strokeStart` and `strokeEnd`) with
    /// `color`, in `style`. A part ends in the style's caps where it is cut.
    public func stroke(_ path: Path, with color: Color, style: StrokeStyle, from start: CGFloat = 0, to end: CGFloat = 1) {
        let start = start.isNaN ? 0 : min(max(start, 0), 1), end = end.isNaN ? 1 : min(max(end, 0), 1)
        guard end > start, style.lineWidth > 0, style.lineWidth.isFinite, path.isFinite else { return }
        withSavedState {
            setSource(color)
            addPath(path)
            if start > 0 || end < 1 { trimPath(from: start, to: end) }
            apply(style)
            cairo_stroke(cairo)
        }
    }

    /// Fills `path` with `color` by `rule`.
    public func fill(_ path: Path, with color: Color, rule: FillRule) {
        guard path.isFinite else { return }
        fill(path, with: color, evenOdd: rule == .evenOdd)
    }

    private func apply(_ style: StrokeStyle) {
        cairo_set_line_width(cairo, Double(style.lineWidth))
        cairo_set_line_cap(cairo, cairo_line_cap_t(UInt32(style.lineCap.rawValue)))
        cairo_set_line_join(cairo, cairo_line_join_t(UInt32(style.lineJoin.rawValue)))
        if style.miterLimit.isFinite, style.miterLimit >= 1 { cairo_set_miter_limit(cairo, Double(style.miterLimit)) }
        // Cairo stops drawing for good on a negative or all-zero pattern: such a line is drawn solid.
        let dashes = style.dashPattern.map(Double.init)
        guard !dashes.isEmpty, dashes.allSatisfy({ $0 >= 0 && $0.isFinite }), dashes.contains(where: { $0 > 0 }),
              style.dashPhase.isFinite else { return }
        cairo_set_dash(cairo, dashes, Int32(dashes.count), Double(style.dashPhase))
    }

    /// Replaces the current path by the part of it from `start` to `end` of
    /// its length, measured along its flattened (all straight) form, which
    /// Cairo traces within a tenth of a device pixel.
    private func trimPath(from start: CGFloat, to end: CGFloat) {
        guard let flat = cairo_copy_path_flat(cairo) else { return }
        defer { cairo_path_destroy(flat) }
        let lines = flat.pointee.status == CAIRO_STATUS_SUCCESS ? Self.polylines(of: flat.pointee) : []
        cairo_new_path(cairo)
        for line in Self.trim(lines, from: start, to: end) {
            guard let first = line.first else { continue }
            cairo_move_to(cairo, Double(first.x), Double(first.y))
            line.dropFirst().forEach { cairo_line_to(cairo, Double($0.x), Double($0.y)) }
        }
    }

    /// The subpaths of a flattened Cairo path as point lists, a closed one ending where it began.
    private static func polylines(of path: cairo_path_t) -> [[CGPoint]] {
        var lines: [[CGPoint]] = []
        var index = 0
        while index < Int(path.num_data) {
            let header = path.data[index].header
            let point = index + 1 < Int(path.num_data) ? path.data[index + 1].point : cairo_path_data_t.__Unnamed_struct_point()
            let p = CGPoint(x: point.x, y: point.y)
            switch header.type {
            case CAIRO_PATH_MOVE_TO: lines.append([p])
            case CAIRO_PATH_LINE_TO:
                if lines.isEmpty { lines.append([]) }
                lines[lines.count - 1].append(p)
            case CAIRO_PATH_CLOSE_PATH:
                if let first = lines.last?.first { lines[lines.count - 1].append(first) }
            default: break
            }
            index += max(1, Int(header.length))
        }
        return lines
    }

    /// The stretch of `lines`, taken end to end, from `start` to `end` of their whole length.
    private static func trim(_ lines: [[CGPoint]], from start: CGFloat, to end: CGFloat) -> [[CGPoint]] {
        func distance(_ p: CGPoint, _ q: CGPoint) -> CGFloat { hypot(q.x - p.x, q.y - p.y) }
        let total = lines.reduce(0) { sum, line in zip(line, line.dropFirst()).reduce(sum) { $0 + distance($1.0, $1.1) } }
        let (from, to) = (start * total, end * total)
        var result: [[CGPoint]] = []
        var travelled: CGFloat = 0
        for line in lines {
            var piece: [CGPoint] = []
            for (p, q) in zip(line, line.dropFirst()) {
                let length = distance(p, q)
                defer { travelled += length }
                let t0 = max(from, travelled), t1 = min(to, travelled + length)
                guard length > 0, t1 >= t0 else { continue }
                func at(_ t: CGFloat) -> CGPoint {
                    let f = (t - travelled) / length
                    return CGPoint(x: p.x + f * (q.x - p.x), y: p.y + f * (q.y - p.y))
                }
                if piece.isEmpty { piece.append(at(t0)) }
                piece.append(at(t1))
            }
            if piece.count > 1 { result.append(piece) }
        }
        return result
    }
}
