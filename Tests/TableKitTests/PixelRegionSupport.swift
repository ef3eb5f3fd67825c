import Foundation
@testable import TableKit

/// The smallest rectangle, in points, holding every pixel of `bitmap` inside
/// `area` that `matches`; nil when none does.
func boundsOfPixels(in bitmap: Bitmap, area: CGRect, where matches: ([Int]) -> Bool) -> CGRect? {
    var found: CGRect?
    let s = bitmap.scale
    for py in Int(area.minY * s)..<Int(area.maxY * s) {
        for px in Int(area.minX * s)..<Int(area.maxX * s) {
            let p = bitmap.pixel(x: px, y: py)
            guard matches([Int(p.red), Int(p.green), Int(p.blue)]) else { continue }
            let point = CGRect(x: CGFloat(px) / s, y: CGFloat(py) / s, width: 1 / s, height: 1 / s)
            found = found?.union(point) ?? point
        }
    }
    return found
}

/// Whether a pixel is mostly `channel` (0 red, 1 green, 2 blue): that channel high, the others low.
func isPure(_ channel: Int, _ pixel: [Int]) -> Bool {
    pixel.indices.allSatisfy { $0 == channel ? pixel[$0] > 180 : pixel[$0] < 90 }
}
