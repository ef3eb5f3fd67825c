/// A rectangle of whole device pixels.
struct PixelBox {
    var x: Range<Int>
    var y: Range<Int>

    /// The pixels in both boxes; nil when there are none.
    func intersection(_ other: PixelBox) -> PixelBox? {
        let x = x.clamped(to: other.x), y = y.clamped(to: other.y)
        return x.isEmpty || y.isEmpty ? nil : PixelBox(x: x, y: y)
    }

    func overlaps(_ other: PixelBox) -> Bool {
        x.overlaps(other.x) && y.overlaps(other.y)
    }

    /// The box grown by `reach` pixels on every side.
    func outset(by reach: Int) -> PixelBox {
        PixelBox(x: (x.lowerBound - reach)..<(x.upperBound + reach), y: (y.lowerBound - reach)..<(y.upperBound + reach))
    }

    /// The box less `holes`, as boxes: in bands between the holes' edges,
    /// the runs of each band no hole spanning the band covers.
    func subtracting(_ holes: [PixelBox]) -> [PixelBox] {
        // The holes lie inside the box, so their edges do.
        let edges = Set([y.lowerBound, y.upperBound] + holes.flatMap { [$0.y.lowerBound, $0.y.upperBound] }).sorted()
        var boxes: [PixelBox] = []
        for (top, bottom) in zip(edges, edges.dropFirst()) {
            let band = top..<bottom
            var runStart = x.lowerBound
            for hole in holes.filter({ $0.y.lowerBound <= top && $0.y.upperBound >= bottom }).map(\.x).sorted(by: { $0.lowerBound < $1.lowerBound }) {
                if hole.lowerBound > runStart { boxes.append(PixelBox(x: runStart..<hole.lowerBound, y: band)) }
                runStart = max(runStart, hole.upperBound)
            }
            if runStart < x.upperBound { boxes.append(PixelBox(x: runStart..<x.upperBound, y: band)) }
        }
        return boxes
    }
}
