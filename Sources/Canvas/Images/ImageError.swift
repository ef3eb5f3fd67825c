import Foundation

/// Why image bytes could not be read.
public enum ImageError: Error, Equatable, CustomStringConvertible {
    /// The bytes start like none of the ``ImageFormat``s.
    case unknownFormat
    /// The header's size is over a limit, found before any pixel was decoded.
    case tooLarge(width: Int, height: Int, limit: ImageSizeLimit)
    /// A PNG's defect.
    case png(PNGError)
    /// A defect in the words of the library that reads the format.
    case corrupt(ImageFormat, String)
    /// The shared library that reads the format could not be loaded: its file name.
    case libraryMissing(ImageFormat, String)
    /// A vector image's natural size is empty or over ``VectorImageDecoder/maximumSide``, in points.
    case unsuitableSize(ImageFormat, CGSize)
    case bitmap(BitmapError)
    /// The format's decoder, contained in a process of its own, was stopped
    /// short of an image: by a limit, or by ending on the file.
    case decoderStopped(ImageFormat, DecoderStop)
    /// An image the file carries inside itself (an SVG's `data:` URI) is over a size limit, read from its header.
    case embeddedImageTooLarge(ImageFormat, width: Int, height: Int, limit: ImageSizeLimit)

    /// Whether a limit refused the image (its size, or its decoder's work), rather than a defect.
    public var isOverLimit: Bool {
        switch self {
        case .tooLarge, .unsuitableSize, .embeddedImageTooLarge: true
        case .decoderStopped(_, let stop): stop.isLimit
        default: false
        }
    }

    /// The error a PNG read gives, its size limit as every format's.
    init(_ error: PNGError) {
        switch error {
        case .tooLarge(let width, let height, let limit): self = .tooLarge(width: width, height: height, limit: limit)
        case .bitmap(let error): self = .bitmap(error)
        default: self = .png(error)
        }
    }

    public var description: String {
        switch self {
        case .unknownFormat: "not an image TableSnap reads: expected PNG, JPEG, PDF or SVG data"
        case .tooLarge(let width, let height, let limit): PNGError.tooLarge(width: width, height: height, limit: limit).description
        case .png(let error): error.description
        case .corrupt(let format, let message): "not a valid \(format.name) image: \(Self.printable(message))"
        case .libraryMissing(let format, let library): "\(format.name) images need \(library), which could not be loaded"
        case .unsuitableSize(let format, let size):
            "the \(format.name) image's size, \(size.width) × \(size.height) pt, is empty or over \(Int(VectorImageDecoder.maximumSide)) pt a side"
        case .bitmap(let error): error.description
        case .decoderStopped(let format, let stop): "the \(format.name) image was not read: \(stop.description)"
        case .embeddedImageTooLarge(let format, let width, let height, let limit):
            "the \(format.name) image embeds an image of \(PNGError.tooLarge(width: width, height: height, limit: limit).description)"
        }
    }

    /// A library's message as text fit for one line: it may quote the file's bytes.
    private static func printable(_ message: String) -> String {
        let line = String(message.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : Character($0) })
        return String(line.trimmingCharacters(in: .whitespaces).prefix(200))
    }
}

extension ImageFormat {
    /// The format's name in prose.
    var name: String { rawValue.uppercased() }
}
