import Foundation

/// The PNG and JPEG images an SVG carries inside itself as `data:` URIs,
/// read from their headers before librsvg decodes them: a few kilobytes of
/// base64 can declare an image of billions of pixels, which the SVG's own
/// size does not show.
enum SVGEmbeddedImages {
    /// The base64 read of each image: enough for a PNG's header and a JPEG's
    /// frame header after its EXIF data.
    static let headerCharacters = 96 << 10

    /// Throws when an image `data` embeds is over `limits`.
    static func check(_ data: [UInt8], limits: ImageLimits) throws(ImageError) {
        let marker = Array("base64,".utf8), scheme = Array("data:image/".utf8)
        var index = 0
        while let found = firstIndex(of: marker, in: data, from: index) {
            index = found + marker.count
            let before = data[max(0, found - 64)..<found]
            guard firstIndex(of: scheme, in: Array(before), from: 0) != nil,
                  let header = try? Image.header(of: decoded(data[index..<min(data.count, index + headerCharacters)])),
                  let size = header.pixelSize else { continue }
            do throws(PNGError) { try limits.check(width: size.width, height: size.height) } catch {
                guard case .tooLarge(let width, let height, let limit) = error else { continue }
                throw .embeddedImageTooLarge(.svg, width: width, height: height, limit: limit)
            }
        }
    }

    /// The bytes of the base64 text at the start of `text`, up to its first character that is none.
    private static func decoded(_ text: ArraySlice<UInt8>) -> [UInt8] {
        let alphabet = text.prefix { byte in
            (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte) || byte == 0x2B || byte == 0x2F
        }
        let whole = alphabet.prefix(alphabet.count / 4 * 4)
        return Data(base64Encoded: Data(whole)).map { [UInt8]($0) } ?? []
    }

    private static func firstIndex(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            guard let next = haystack[index...].firstIndex(of: first), next <= haystack.count - needle.count else { return nil }
            if haystack[next..<next + needle.count].elementsEqual(needle) { return next }
            index = next + 1
        }
        return nil
    }
}
