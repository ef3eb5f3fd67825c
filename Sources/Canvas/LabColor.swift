import Foundation

/// A colour in CIE L*a*b* (D65), where distance follows what an eye sees:
/// perceptual precision compares pixels here, as swift-snapshot-testing does.
struct LabColor {
    let l: Double, a: Double, b: Double

    /// From a premultiplied ARGB pixel, composited on white as the PNG shows it.
    init(pixel: UInt32) {
        let alpha = Double(pixel >> 24) / 255
        func linear(_ shift: UInt32) -> Double {
            let premultiplied = Double((pixel >> shift) & 0xFF) / 255
            let c = premultiplied + (1 - alpha)
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let r = linear(16), g = linear(8), bl = linear(0)
        let x = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * bl
        let z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883
        func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16.0 / 116 }
        l = 116 * f(y) - 16
        a = 500 * (f(x) - f(y))
        b = 200 * (f(y) - f(z))
    }

    /// ΔE 1976: the straight-line distance.
    func distance(to other: LabColor) -> Double {
        ((l - other.l) * (l - other.l) + (a - other.a) * (a - other.a) + (b - other.b) * (b - other.b)).squareRoot()
    }
}
