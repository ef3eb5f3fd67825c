import Canvas
import Foundation

/// Images read from files, as `UIImage(contentsOfFile:)` and `UIImage(data:)`.
extension Image {
    /// `UIImage(contentsOfFile:)`: the PNG, JPEG, PDF or SVG image in the
    /// file at `path`, its format recognised from its bytes and a bitmap's
    /// scale from an `@2x`/`@3x` suffix; nil when there is none. A file over
    /// `maximumFileSize` bytes or an image over the bitmap limits (80
    /// megapixels, 32,767 px a side) is nil with a warning naming the file,
    /// its size and the limit.
    public convenience init?(contentsOfFile path: String) {
        do {
            let image = try Image.read(contentsOfFile: path)
            self.init(content: image.content)
        } catch {
            Self.report(error.description, overLimit: error.isOverLimit)
            return nil
        }
    }

    /// `UIImage(data:)`: the image in PNG, JPEG, PDF or SVG bytes, at 1
    /// pixel per point; nil for other bytes, and with a warning for an image
    /// over the bitmap limits.
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// `UIImage(data:scale:)`: as ``init(data:)``, a bitmap at `scale` pixels per point (a vector keeps its size in points).
    public convenience init?(data: Data, scale: CGFloat) {
        do {
            try self.init(decoding: [UInt8](data), scale: scale)
        } catch {
            Self.report("UIImage(data:): \(error.description)", overLimit: error.isOverLimit)
            return nil
        }
    }

    /// A limit's refusal or a missing library is always said; other unreadable data, as UIKit, only in diagnostics.
    private static func report(_ message: String, overLimit: Bool) {
        if overLimit || message.contains("could not be loaded") {
            ConsoleLog.warn(message)
        } else {
            ConsoleLog.diagnose(message)
        }
    }
}
