import Canvas
import Foundation

extension ImageComparison {
    /// The counts in a sentence, e.g. "24 of 1200 pixels differ (2.0000 %) within
    /// 6×4 px at (10, 5); the largest channel difference is 80".
    public var summary: String {
        guard sizesMatch else { return "the sizes differ" }
        let percent = String(format: "%.4f %%", 100 * Double(differingPixelCount) / Double(max(pixelCount, 1)))
        let box = differenceBounds.map { " within \(Int($0.width))×\(Int($0.height)) px at (\(Int($0.minX)), \(Int($0.minY)))" } ?? ""
        return "\(differingPixelCount) of \(pixelCount) pixels differ (\(percent))\(box); the largest channel difference is \(maximumChannelDifference)"
    }
}
