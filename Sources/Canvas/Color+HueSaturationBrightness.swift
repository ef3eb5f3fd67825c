import Foundation

extension Color {
    /// A fixed colour from hue, saturation and brightness 0…1, like `UIColor(hue:saturation:brightness:alpha:)`.
    public convenience init(hue: Double, saturation: Double, brightness: Double, alpha: Double = 1) {
        let sector = (hue - hue.rounded(.down)) * 6
        let chroma = brightness * saturation
        let x = chroma * (1 - abs(sector.truncatingRemainder(dividingBy: 2) - 1))
        let (r, g, b): (Double, Double, Double) = switch Int(sector) {
        case 0: (chroma, x, 0)
        case 1: (x, chroma, 0)
        case 2: (0, chroma, x)
        case 3: (0, x, chroma)
        case 4: (x, 0, chroma)
        default: (chroma, 0, x)
        }
        let m = brightness - chroma
        self.init(red: r + m, green: g + m, blue: b + m, alpha: alpha)
    }
}

extension Color.RGBA {
    /// Hue, saturation and brightness 0…1 (hue 0 for greys), the inverse of `Color(hue:saturation:brightness:alpha:)`.
    public var hueSaturationBrightness: (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue), chroma = maximum - min(red, green, blue)
        guard chroma > 0 else { return (0, 0, maximum) }
        let sector = switch maximum {
        case red: ((green - blue) / chroma).truncatingRemainder(dividingBy: 6)
        case green: (blue - red) / chroma + 2
        default: (red - green) / chroma + 4
        }
        let hue = sector / 6
        return (hue < 0 ? hue + 1 : hue, chroma / maximum, maximum)
    }
}
