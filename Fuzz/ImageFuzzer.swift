// The libFuzzer entry point for the JPEG, PDF and SVG decoders. `Scripts/fuzz
// jpeg|pdf|svg` builds it as the PNG target is built (Canvas for testing,
// AddressSanitizer and UBSan over TableSnap's code; TurboJPEG, poppler and
// librsvg are Debian's, uninstrumented) and names the format in
// TABLESNAP_FUZZ_FORMAT: every input goes to that decoder whatever its first
// bytes, so a mutation of the signature still reaches it, and through
// sniffing as the library reads it.
//
// A render decodes these formats in a decoder process of their own (see
// ContainedDecoder), one process start per file; so that the long runs reach
// millions of inputs, each input is decoded here by the code that process
// runs (tablesnap_decode_here), under libFuzzer's -timeout and -rss_limit_mb,
// set by Scripts/fuzz to the process's own limits, and a PDF's or SVG's
// recorded drawing is replayed as a render replays it, then drawn. With
// TABLESNAP_FUZZ_CONTAINED=1 each input goes through the decoder process
// itself, as a render's does.
@testable import Canvas
import CGraphics
import Foundation

private let environment = ProcessInfo.processInfo.environment
private let format = environment["TABLESNAP_FUZZ_FORMAT"].flatMap(ImageFormat.init(rawValue:)) ?? .jpeg
private let contained = environment["TABLESNAP_FUZZ_CONTAINED"] == "1"
private let limits = ImageLimits(maximumPixels: 1 << 22, maximumSide: 8192)
private let canvas = try? Bitmap(pixelWidth: 64, pixelHeight: 64, scale: 2, isOpaque: false)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    let decoder = ImageDecoders.decoder(for: format)
    _ = try? decoder.pixelSize(of: input)
    if contained {
        if let content = try? decoder.decode(input, scale: 2, limits: limits) { draw(Image(content: content)) }
    } else {
        decodeHere(input)
    }
    _ = try? Image.header(of: input)
    return 0
}

/// The decoder process's work, done in this process, and the replay of its answer.
private func decodeHere(_ input: [UInt8]) {
    if format == .jpeg { try? JPEGScans.check(input, width: 1, height: 1) }
    var bounds = ContainedDecoder.decoderLimits(format, limits: limits)
    var answer = tablesnap_decode_answer()
    input.withUnsafeBufferPointer { tablesnap_decode_here(ContainedDecoder.kind(of: format), $0.baseAddress, $0.count, &bounds, &answer) }
    defer { tablesnap_decode_answer_free(&answer) }
    guard answer.status == TABLESNAP_DECODED, format != .jpeg else { return }
    var message = [CChar](repeating: 0, count: 256)
    var replayed = false
    let picture = Picture(size: CGSize(width: answer.width, height: answer.height), appearance: .light, scale: 1) { context in
        replayed = tablesnap_replay_drawing(answer.bytes, answer.count, cairo_get_target(context.cairo), Int64(limits.maximumPixels),
                                            &message, message.count) == 0
    }
    if replayed { draw(Image(content: .vector(picture))) }
}

private func draw(_ image: Image) {
    guard let canvas else { return }
    image.draw(in: GraphicsContext(bitmap: canvas, appearance: .dark), rect: CGRect(x: 0, y: 0, width: 32, height: 32), tintColor: .systemBlue)
    image.withRenderingMode(.alwaysTemplate).draw(in: GraphicsContext(bitmap: canvas, appearance: .light),
                                                  rect: CGRect(x: 0, y: 0, width: 32, height: 32), tintColor: .systemBlue)
}
