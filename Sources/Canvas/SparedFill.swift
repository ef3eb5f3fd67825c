import CGraphics
import Foundation

/// Whole device pixels a background fill left unpainted because the opaque
/// view `owner` paints every one of them later.
struct SparedPixels {
    let owner: ObjectIdentifier
    let box: PixelBox
}

extension GraphicsContext {
    /// Fills `rect` with `color` but for the whole pixels inside `covers`:
    /// the frames (in the current coordinates) of views drawn later whose
    /// opaque backgrounds paint every such pixel whole, whatever lies under
    /// them. A table's background under its cells was a second write of most
    /// of a twelve-megabyte canvas at 3x.
    ///
    /// Only where the outcome is the same to the bit: drawing into the
    /// pixels of a bitmap, not into a layer, with the coordinates only scaled
    /// and moved, `rect` on whole pixels, and a clip of rectangles. A covered
    /// pixel then holds nothing of the fill, and every other pixel is filled
    /// as before. Each view's pixels are given back by
    /// ``endSparing(for:)`` once it has painted them; until then a blur that
    /// reads them has ``drawSparingCoveredPixels(_:)`` draw again. Outside
    /// that, a plain fill.
    public func fill(_ rect: CGRect, with color: Color, sparing covers: [(owner: ObjectIdentifier, frame: CGRect)]) {
        guard !leavesOutFill(of: rect, color: color) else { return }
        guard !covers.isEmpty, sparesCoveredPixels, drawsIntoPixels, drawsIntoTarget,
              let area = alignedBox(of: rect), let clip = clipBoxes()
        else { return fill(rect, with: color) }
        let spared = covers.flatMap { cover -> [SparedPixels] in
            guard let covered = innerBox(of: cover.frame)?.intersection(area) else { return [] }
            return clip.compactMap { covered.intersection($0) }.map { SparedPixels(owner: cover.owner, box: $0) }
        }
        guard !spared.isEmpty else { return fill(rect, with: color) }
        sparedPixels += spared
        withSavedState {
            cairo_identity_matrix(cairo)
            for box in area.subtracting(spared.map(\.box)) {
                cairo_rectangle(cairo, Double(box.x.lowerBound), Double(box.y.lowerBound), Double(box.x.count), Double(box.y.count))
            }
            setSource(color)
            cairo_fill(cairo)
        }
    }

    /// Runs `body`, which paints every pixel it shows, with backgrounds
    /// sparing the pixels opaque views paint over them; when a blur read
    /// pixels left to a view not drawn yet, runs it again without sparing.
    public func drawSparingCoveredPixels(_ body: () -> Void) {
        sparesCoveredPixels = true
        readSparedPixels = false
        body()
        sparesCoveredPixels = false
        sparedPixels = []
        if readSparedPixels { body() }
    }

    /// Marks the pixels spared for `owner` as painted.
    public func endSparing(for owner: ObjectIdentifier) {
        guard !sparedPixels.isEmpty else { return }
        sparedPixels.removeAll { $0.owner == owner }
    }

    /// Notes a read of `box` of the surface drawn into, which fails the
    /// drawing if it holds pixels not painted yet.
    func noteRead(of box: PixelBox) {
        guard !sparedPixels.isEmpty, drawsIntoTarget else { return }
        if sparedPixels.contains(where: { $0.box.overlaps(box) }) { readSparedPixels = true }
    }

    /// Whether drawing goes straight to the surface, not into a layer
    /// (a group) composited onto it later.
    var drawsIntoTarget: Bool { cairo_get_group_target(cairo) == cairo_get_target(cairo) }

    /// `rect` in device pixels, rounded to the pixels it holds whole.
    private func innerBox(of rect: CGRect) -> PixelBox? {
        scaledBounds(of: rect).flatMap(innerBox(of:))
    }

    /// `rect` in device pixels when its edges fall on whole pixels.
    private func alignedBox(of rect: CGRect) -> PixelBox? {
        func whole(_ edge: Double) -> Bool { abs(edge - edge.rounded()) < 1e-6 }
        guard let bounds = scaledBounds(of: rect),
              whole(bounds.minX), whole(bounds.maxX), whole(bounds.minY), whole(bounds.maxY) else { return nil }
        return innerBox(of: bounds)
    }

    private func innerBox(of bounds: DeviceBounds) -> PixelBox? {
        let left = Int(bounds.minX.rounded(.up)), right = Int(bounds.maxX.rounded(.down))
        let top = Int(bounds.minY.rounded(.up)), bottom = Int(bounds.maxY.rounded(.down))
        return left < right && top < bottom ? PixelBox(x: left..<right, y: top..<bottom) : nil
    }

    /// `rect` in device pixels under a transform that only scales (by
    /// positive factors) and moves, where edges on whole pixels stay edges
    /// of whole pixels; nil for any other transform, or for edges beyond any
    /// surface.
    private func scaledBounds(of rect: CGRect) -> DeviceBounds? {
        let m = currentMatrix
        guard m.xy == 0, m.yx == 0, m.xx > 0, m.yy > 0 else { return nil }
        return deviceBounds(of: rect, under: m)
    }

    /// The current clip as the whole pixels of its rectangles; nil when it is
    /// not made of rectangles (a rounded clip), or is not set.
    private func clipBoxes() -> [PixelBox]? {
        guard let list = cairo_copy_clip_rectangle_list(cairo) else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS, list.pointee.num_rectangles > 0, let rectangles = list.pointee.rectangles else { return nil }
        return (0..<Int(list.pointee.num_rectangles)).compactMap { index in
            let r = rectangles[index]
            return innerBox(of: CGRect(x: r.x, y: r.y, width: r.width, height: r.height))
        }
    }
}
