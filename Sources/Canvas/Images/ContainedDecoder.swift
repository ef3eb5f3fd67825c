import CGraphics
import Foundation

/// Runs poppler, librsvg and libjpeg-turbo on a file in a process of their
/// own, under limits, so that whatever a crafted file makes them do (abort,
/// panic, run away, ask for gigabytes) ends as an ``ImageError`` for that
/// image while the render goes on.
///
/// The process is this program's own file started again (see
/// DecoderBox.c and DecoderProcess.c in CGraphics): nothing needs
/// installing beside it, and a test binary that links TableSnap contains it
/// too. It costs one process start per file decoded; a render that meets no
/// PDF, SVG or JPEG starts none.
enum ContainedDecoder {
    /// Processor time a decoder may use on one file, over all its threads.
    static let processorSeconds = 2
    /// Time a decoder is waited for before it is stopped: five times its
    /// processor time, which a decoder that works reaches first even on a
    /// busy machine; this ends one that waits instead.
    static let waitSeconds = 10
    /// Memory a decoder may map beyond its own program and libraries.
    static let memoryBytes = 512 << 20
    /// The largest recorded drawing of a PDF or SVG.
    static let drawingBytes = 64 << 20

    /// The decoded image's answer from the decoder of `format` for `data`, a JPEG's pixels bounded by `limits`.
    static func decode(_ format: ImageFormat, _ data: [UInt8], limits: ImageLimits) throws(ImageError) -> Answer {
        var bounds = decoderLimits(format, limits: limits)
        let answer = Answer()
        data.withUnsafeBufferPointer { tablesnap_decode_contained(kind(of: format), $0.baseAddress, $0.count, &bounds, &answer.raw) }
        if let error = error(of: answer.raw, format: format, limits: limits) { throw error }
        return answer
    }

    /// The decoder for `format`.
    static func kind(of format: ImageFormat) -> tablesnap_decoder_kind {
        switch format {
        case .pdf: TABLESNAP_DECODER_PDF
        case .svg: TABLESNAP_DECODER_SVG
        default: TABLESNAP_DECODER_JPEG
        }
    }

    /// The limits a decoder of `format` works under, a JPEG's pixels bounded by `limits`.
    static func decoderLimits(_ format: ImageFormat, limits: ImageLimits) -> tablesnap_decoder_limits {
        tablesnap_decoder_limits(
            cpu_seconds: Int32(processorSeconds), wall_milliseconds: Int32(waitSeconds * 1000), memory_bytes: Int64(memoryBytes),
            answer_bytes: format == .jpeg ? Int64(limits.maximumPixels) * 4 : Int64(drawingBytes),
            maximum_pixels: Int64(limits.maximumPixels), maximum_side: Int32(format == .jpeg ? limits.maximumSide : Int(VectorImageDecoder.maximumSide)))
    }

    /// A decoder's answer, its bytes held until it is released.
    final class Answer {
        fileprivate(set) var raw = tablesnap_decode_answer()
        /// A vector image's natural size in points.
        var size: CGSize { CGSize(width: raw.width, height: raw.height) }
        /// A JPEG's size in pixels.
        var pixelSize: (width: Int, height: Int) { (Int(raw.pixel_width), Int(raw.pixel_height)) }
        /// The recorded drawing or the pixels.
        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: raw.bytes, count: raw.count) }

        deinit { tablesnap_decode_answer_free(&raw) }
    }

    /// The error an answer other than a decoded image is.
    private static func error(of answer: tablesnap_decode_answer, format: ImageFormat, limits: ImageLimits) -> ImageError? {
        let message = withUnsafeBytes(of: answer.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return switch answer.status {
        case TABLESNAP_DECODED: nil
        case TABLESNAP_DECODE_REFUSED: .corrupt(format, message)
        case TABLESNAP_DECODE_UNSUITABLE_SIZE: .unsuitableSize(format, CGSize(width: answer.width, height: answer.height))
        case TABLESNAP_DECODE_TOO_LARGE: tooLarge(width: Int(answer.pixel_width), height: Int(answer.pixel_height), limits: limits)
        case TABLESNAP_DECODE_LIBRARY_MISSING: .libraryMissing(format, message)
        case TABLESNAP_DECODE_OVER_TIME: .decoderStopped(format, .processorTime(seconds: processorSeconds))
        case TABLESNAP_DECODE_OVER_WAIT: .decoderStopped(format, .waitTime(seconds: waitSeconds))
        case TABLESNAP_DECODE_OVER_ANSWER: .decoderStopped(format, .drawingSize(bytes: drawingBytes))
        case TABLESNAP_DECODE_STOPPED: .decoderStopped(format, .ended(signal: Int(answer.signal), message: message))
        default: .decoderStopped(format, .notStarted(message))
        }
    }

    private static func tooLarge(width: Int, height: Int, limits: ImageLimits) -> ImageError {
        do throws(PNGError) { try limits.check(width: width, height: height) } catch { return ImageError(error) }
        return .corrupt(.jpeg, "its size, \(width) × \(height) px, is over a limit")
    }
}

/// How a contained decoder (see ``ImageError/decoderStopped(_:_:)``) was stopped short of an image.
public enum DecoderStop: Equatable, Sendable, CustomStringConvertible {
    /// It used its processor time.
    case processorTime(seconds: Int)
    /// It did not answer in time.
    case waitTime(seconds: Int)
    /// Its recorded drawing grew over the limit.
    case drawingSize(bytes: Int)
    /// It ended by a signal (an abort, a crash, or memory refused at its limit), or without an answer.
    case ended(signal: Int, message: String)
    /// Its process could not be started: why.
    case notStarted(String)

    /// Whether a limit (rather than a failure) stopped it.
    public var isLimit: Bool {
        switch self {
        case .processorTime, .waitTime, .drawingSize: true
        case .ended, .notStarted: false
        }
    }

    public var description: String {
        switch self {
        case .processorTime(let seconds): "it asks for more work than the limit of \(seconds) s of processor time"
        case .waitTime(let seconds): "its decoder did not answer within \(seconds) s"
        case .drawingSize(let bytes): "it draws more than the limit of \(bytes >> 20) MiB of recorded drawing"
        case .ended(let signal, let message):
            signal == 0
                ? "its decoder stopped: \(message)"
                : "its decoder stopped on the file (\(Self.name(ofSignal: signal))): damaged data, or more memory than its limit of \(ContainedDecoder.memoryBytes >> 20) MiB"
        case .notStarted(let message): "the decoder process could not be started: \(message)"
        }
    }

    private static func name(ofSignal signal: Int) -> String {
        switch Int32(signal) {
        case SIGABRT: "it aborted"
        case SIGSEGV, SIGBUS: "it crashed"
        case SIGKILL: "it was killed"
        default: "signal \(signal)"
        }
    }
}
