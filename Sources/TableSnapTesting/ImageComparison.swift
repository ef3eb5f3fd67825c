import Canvas
import Foundation

/// How two images differ, pixel by pixel.
public struct ImageComparison {
    /// The largest difference of any channel of any pixel, 0…255.
    public let maximumChannelDifference: Int
    /// Pixels whose difference exceeds the tolerance's per-channel allowance.
    public let differingPixelCount: Int
    public let pixelCount: Int
    /// Red where pixels differ beyond the allowance, faded reference elsewhere.
    public let diffImage: Bitmap?

    /// Compares `actual` with `reference`; images of different sizes differ everywhere.
    public init(actual: Bitmap, reference: Bitmap, tolerance: SnapshotTolerance) throws(BitmapError) {
        guard actual.pixelWidth == reference.pixelWidth, actual.pixelHeight == reference.pixelHeight else {
            maximumChannelDifference = 255
            pixelCount = max(actual.pixelWidth * actual.pixelHeight, reference.pixelWidth * reference.pixelHeight)
            differingPixelCount = pixelCount
            diffImage = nil
            return
        }
        let width = actual.pixelWidth, height = actual.pixelHeight
        let diff = try Bitmap(pixelWidth: width, pixelHeight: height, scale: actual.scale, isOpaque: true)
        var maximum = 0, differing = 0
        actual.withPixels { a, aStride in
            reference.withPixels { r, rStride in
                diff.withPixels { d, dStride in
                    for y in 0..<height {
                        for x in 0..<width {
                            let pa = a + y * aStride + x * 4, pr = r + y * rStride + x * 4, pd = d + y * dStride + x * 4
                            let delta = (0..<4).map { abs(Int(pa[$0]) - Int(pr[$0])) }.max() ?? 0
                            maximum = max(maximum, delta)
                            let differs = delta > tolerance.channelDifference
                            if differs { differing += 1 }
                            // BGRA in memory: red for differences, a faded grey copy of the reference elsewhere.
                            let grey = UInt8(191 + (Int(pr[0]) + Int(pr[1]) + Int(pr[2])) / 12)
                            pd[0] = differs ? 0 : grey
                            pd[1] = differs ? 0 : grey
                            pd[2] = differs ? 255 : grey
                            pd[3] = 255
                        }
                    }
                }
            }
        }
        maximumChannelDifference = maximum
        differingPixelCount = differing
        pixelCount = width * height
        diffImage = diff
    }

    /// Whether the difference is within `tolerance`.
    public func isWithin(_ tolerance: SnapshotTolerance) -> Bool {
        Double(differingPixelCount) <= tolerance.differingPixelFraction * Double(pixelCount)
    }
}

/// How far a rendering may drift from its reference and still match.
public struct SnapshotTolerance: Sendable {
    /// A pixel differs when any channel differs by more than this (0…255).
    public var channelDifference: Int
    /// The fraction of pixels that may differ.
    public var differingPixelFraction: Double

    public init(channelDifference: Int, differingPixelFraction: Double) {
        self.channelDifference = channelDifference
        self.differingPixelFraction = differingPixelFraction
    }

    /// Antialiasing noise from other FreeType/Cairo builds, nothing a person would see:
    /// channels within 8 of 255, and at most 0.05 % of pixels beyond that.
    public static let standard = SnapshotTolerance(channelDifference: 8, differingPixelFraction: 0.0005)
}
