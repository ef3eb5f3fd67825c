import Foundation
import TableKit

/// Reference snapshots read but not yet compared. The snapshot library reads
/// a reference file (`Diffing.fromData`) and then hands it to the comparison
/// with the rendering (`Diffing.diffV2`); keeping the PNG bytes until then,
/// instead of decoding them into a bitmap, lets a passing comparison check
/// the rows as they are unfiltered (``PNGCodec/decodes(_:to:)``) and decode
/// nothing. Held by the image that stands in for the reference, so parallel
/// assertions sharing one strategy each find their own bytes.
final class PendingReferences: @unchecked Sendable {
    private let lock = NSLock()
    private var held: [ObjectIdentifier: [UInt8]] = [:]

    /// A stand-in image for the PNG `data` (blank, of its pixel size), the bytes kept for ``take(_:)``.
    func hold(_ data: [UInt8]) -> Image {
        let size = (try? PNGCodec.pixelSize(of: data)).map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        let image = Image(content: .blank(size))
        lock.withLock { held[ObjectIdentifier(image)] = data }
        return image
    }

    /// The bytes ``hold(_:)`` kept for `image`, no longer kept; nil for any other image.
    func take(_ image: Image) -> [UInt8]? {
        lock.withLock { held.removeValue(forKey: ObjectIdentifier(image)) }
    }
}
