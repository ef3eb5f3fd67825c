import Foundation

/// How two images differ, pixel by pixel.
public struct ImageComparison {
    /// The largest difference of any channel of any pixel, 0…255.
    public let maximumChannelDifference: Int
    /// Pixels whose difference exceeds the tolerance's per-channel allowance.
    public let differingPixelCount: Int
    /// The pixels compared: width × height, or the larger image's count when the sizes differ.
    public let pixelCount: Int
    /// Red where pixels differ beyond the allowance, faded reference elsewhere,
    /// the differing pixels' bounding box outlined; nil when the sizes differ
    /// or no pixel differs.
    public let diffImage: Bitmap?
    /// The smallest rectangle, in pixels, holding every differing pixel; nil when none differs.
    public let differenceBounds: CGRect?
    /// Whether the images have the same size in pixels (else they differ everywhere).
    public let sizesMatch: Bool

    /// Compares `actual` with `reference`; images of different sizes differ everywhere.
    public init(actual: Bitmap, reference: Bitmap, tolerance: SnapshotTolerance) throws(BitmapError) {
        sizesMatch = actual.pixelWidth == reference.pixelWidth && actual.pixelHeight == reference.pixelHeight
        guard sizesMatch else {
            maximumChannelDifference = 255
            pixelCount = max(actual.pixelWidth * actual.pixelHeight, reference.pixelWidth * reference.pixelHeight)
            differingPixelCount = pixelCount
            diffImage = nil
            differenceBounds = nil
            return
        }
        let width = actual.pixelWidth, height = actual.pixelHeight
        var maximum = 0, differing = 0
        var bounds = (minX: Int.max, minY: Int.max, maxX: -1, maxY: -1)
        Self.forEachPixel(actual, reference, skippingEqualRows: true) { x, y, pa, pr in
            let delta = pa == pr ? 0 : Self.largestChannelDifference(pa, pr)
            maximum = max(maximum, delta)
            guard delta > 0, tolerance.differs(pa, pr, channelDifference: delta) else { return }
            differing += 1
            bounds = (min(bounds.minX, x), min(bounds.minY, y), max(bounds.maxX, x), max(bounds.maxY, y))
        }
        maximumChannelDifference = maximum
        differingPixelCount = differing
        pixelCount = width * height
        differenceBounds = differing == 0 ? nil
            : CGRect(x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX + 1, height: bounds.maxY - bounds.minY + 1)
        // A passing comparison (the common case) allocates and paints nothing more.
        guard let differenceBounds else {
            diffImage = nil
            return
        }
        diffImage = try Self.diffImage(actual, reference, tolerance: tolerance, bounds: differenceBounds)
    }

    /// The counts in a sentence, e.g. "24 of 1200 pixels differ (2.0000 %) within 6×4 px at (10, 5); the largest channel difference is 255".
    public var summary: String {
        guard sizesMatch else { return "the sizes differ" }
        let percent = String(format: "%.4f %%", 100 * Double(differingPixelCount) / Double(max(pixelCount, 1)))
        let box = differenceBounds.map { " within \(Int($0.width))×\(Int($0.height)) px at (\(Int($0.minX)), \(Int($0.minY)))" } ?? ""
        return "\(differingPixelCount) of \(pixelCount) pixels differ (\(percent))\(box); the largest channel difference is \(maximumChannelDifference)"
    }

    /// Calls `body` with each pixel pair (premultiplied ARGB), row by row;
    /// rows whose bytes are equal are skipped when asked.
    private static func forEachPixel(_ a: Bitmap, _ b: Bitmap, skippingEqualRows: Bool, _ body: (Int, Int, UInt32, UInt32) -> Void) {
        let width = a.pixelWidth
        a.withPixels { pa, aStride in
            b.withPixels { pb, bStride in
                for y in 0..<a.pixelHeight {
                    if skippingEqualRows, memcmp(pa + y * aStride, pb + y * bStride, width * 4) == 0 { continue }
                    let rowA = UnsafeRawPointer(pa + y * aStride).assumingMemoryBound(to: UInt32.self)
                    let rowB = UnsafeRawPointer(pb + y * bStride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<width { body(x, y, rowA[x], rowB[x]) }
                }
            }
        }
    }

    /// Red where pixels differ, the faded reference elsewhere, the box outlined.
    private static func diffImage(_ actual: Bitmap, _ reference: Bitmap, tolerance: SnapshotTolerance, bounds: CGRect) throws(BitmapError) -> Bitmap {
        let diff = try Bitmap(pixelWidth: actual.pixelWidth, pixelHeight: actual.pixelHeight, scale: actual.scale, isOpaque: true)
        diff.withPixels { d, stride in
            forEachPixel(actual, reference, skippingEqualRows: false) { x, y, pa, pr in
                let differs = pa != pr && tolerance.differs(pa, pr, channelDifference: largestChannelDifference(pa, pr))
                UnsafeMutableRawPointer(d + y * stride + x * 4).assumingMemoryBound(to: UInt32.self).pointee = differs ? 0xFFFF_0000 : faded(pr)
            }
        }
        outline(bounds, in: diff)
        return diff
    }

    /// Frames `rect` (pixels) in the diff image, 2 pixels wide and 3 outside it, in magenta.
    private static func outline(_ rect: CGRect, in bitmap: Bitmap) {
        let frame = rect.insetBy(dx: -3, dy: -3)
        let xs = max(0, Int(frame.minX))..<min(bitmap.pixelWidth, Int(frame.maxX))
        let ys = max(0, Int(frame.minY))..<min(bitmap.pixelHeight, Int(frame.maxY))
        guard !xs.isEmpty, !ys.isEmpty else { return }
        bitmap.withPixels { bytes, stride in
            func set(_ x: Int, _ y: Int) {
                UnsafeMutableRawPointer(bytes + y * stride + x * 4).assumingMemoryBound(to: UInt32.self).pointee = 0xFFFF_00FF
            }
            for x in xs { for y in [ys.lowerBound, ys.lowerBound + 1, ys.upperBound - 2, ys.upperBound - 1] where ys.contains(y) { set(x, y) } }
            for y in ys { for x in [xs.lowerBound, xs.lowerBound + 1, xs.upperBound - 2, xs.upperBound - 1] where xs.contains(x) { set(x, y) } }
        }
    }

    private static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
        var largest = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let ca = Int((a >> shift) & 0xFF), cb = Int((b >> shift) & 0xFF)
            largest = max(largest, abs(ca - cb))
        }
        return largest
    }

    /// A light grey copy of a reference pixel, so differences stand out in red.
    private static func faded(_ pixel: UInt32) -> UInt32 {
        let sum = ((pixel >> 16) & 0xFF) + ((pixel >> 8) & 0xFF) + (pixel & 0xFF)
        let grey: UInt32 = 191 + sum / 12
        let opaque: UInt32 = 0xFF00_0000
        return opaque | (grey << 16) | (grey << 8) | grey
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
    /// When set, a pixel differs when its colour is further than this from the
    /// reference's in CIE L*a*b* (ΔE 1976, 0…100) instead of by channels.
    public var perceptualDifference: Double?

    /// A pixel differs when a channel is off by more than `channelDifference`
    /// (or, with `perceptualDifference`, when its ΔE exceeds it); at most
    /// `differingPixelFraction` of pixels may.
    public init(channelDifference: Int, differingPixelFraction: Double, perceptualDifference: Double? = nil) {
        self.channelDifference = channelDifference
        self.differingPixelFraction = differingPixelFraction
        self.perceptualDifference = perceptualDifference
    }

    /// swift-snapshot-testing's meaning: `precision`, the fraction of pixels
    /// that must match; `perceptualPrecision`, how close a pixel must be to
    /// match (1 exact; 0.98 allows a ΔE of 2, about what an eye can tell).
    public static func precision(_ precision: Float, perceptualPrecision: Float) -> SnapshotTolerance {
        // Floats as written (0.98, not 0.98000001907), so 98 % of 1,200 pixels allows 24.
        func decimal(_ value: Float) -> Double { (Double(min(max(value, 0), 1)) * 1_000_000).rounded() / 1_000_000 }
        return SnapshotTolerance(channelDifference: 0, differingPixelFraction: 1 - decimal(precision),
                                 perceptualDifference: perceptualPrecision < 1 ? (1 - decimal(perceptualPrecision)) * 100 : nil)
    }

    /// Whether two different pixels count as differing (`channelDifference` is their largest channel difference).
    func differs(_ a: UInt32, _ b: UInt32, channelDifference difference: Int) -> Bool {
        guard let perceptualDifference else { return difference > channelDifference }
        return LabColor(pixel: a).distance(to: LabColor(pixel: b)) > perceptualDifference
    }

    /// Antialiasing noise from other FreeType/Cairo builds, nothing a person would see:
    /// channels within 16 of 255, and at most 0.001 % of pixels beyond that
    /// (30 pixels of an iPhone screen at 3× — one changed letter is more).
    public static let standard = SnapshotTolerance(channelDifference: 16, differingPixelFraction: 0.00001)
}
