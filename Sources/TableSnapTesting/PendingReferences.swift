import Foundation
import TableKit

/// Reference snapshots kept as the PNG bytes read. The snapshot library reads
/// a reference file (`Diffing.fromData`) and then hands it to the comparison
/// with the rendering (`Diffing.diffV2`); keeping the PNG bytes until then,
/// instead of decoding them into a bitmap, lets a passing comparison check
/// the rows as they are unfiltered (``PNGCodec/decodes(_:to:)``) and decode
/// nothing. Held by the image that stands in for the reference, so parallel
/// assertions sharing one strategy each find their own bytes.
final class PendingReferences: @unchecked Sendable {
    /// Bytes and the stand-in they belong to, weakly: another image that
    /// comes to have a freed stand-in's address finds no bytes.
    private struct Entry {
        weak var image: Image?
        let data: [UInt8]
    }

    private let lock = NSLock()
    private var held: [ObjectIdentifier: Entry] = [:]

    /// A stand-in image for the PNG `data` (blank, of its pixel size), the
    /// bytes kept for ``bytes(of:)`` while it lives; those of stand-ins gone are let go.
    func hold(_ data: [UInt8]) -> Image {
        let size = (try? PNGCodec.pixelSize(of: data)).map { CGSize(width: $0.width, height: $0.height) } ?? .zero
        let image = Image(content: .blank(size))
        lock.withLock {
            held = held.filter { $0.value.image != nil }
            held[ObjectIdentifier(image)] = Entry(image: image, data: data)
        }
        return image
    }

    /// The bytes ``hold(_:)`` kept for `image`; nil for any other image.
    func bytes(of image: Image) -> [UInt8]? {
        lock.withLock {
            guard let entry = held[ObjectIdentifier(image)], entry.image === image else { return nil }
            return entry.data
        }
    }
}
