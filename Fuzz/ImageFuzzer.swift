// The libFuzzer entry point for the JPEG, PDF and SVG decoders. `Scripts/fuzz
// jpeg|pdf|svg` builds it as the PNG target is built (Canvas for testing,
// AddressSanitizer and UBSan over TableSnap's code; TurboJPEG, poppler and
// librsvg are Debian's, uninstrumented) and names the format in
// TABLESNAP_FUZZ_FORMAT: every input goes to that decoder whatever its first
// bytes, so a mutation of the signature still reaches it, and through
// sniffing as the library reads it. A decoded image is drawn, so a vector's
// replay is exercised too.
@testable import Canvas
import Foundation

private let format = ProcessInfo.processInfo.environment["TABLESNAP_FUZZ_FORMAT"].flatMap(ImageFormat.init(rawValue:)) ?? .jpeg
private let limits = ImageLimits(maximumPixels: 1 << 22, maximumSide: 8192)
private let canvas = try? Bitmap(pixelWidth: 64, pixelHeight: 64, scale: 2, isOpaque: false)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    let decoder = ImageDecoders.decoder(for: format)
    _ = try? decoder.pixelSize(of: input)
    if let content = try? decoder.decode(input, scale: 2, limits: limits) { draw(Image(content: content)) }
    _ = try? Image.header(of: input)
    return 0
}

private func draw(_ image: Image) {
    guard let canvas else { return }
    image.draw(in: GraphicsContext(bitmap: canvas, appearance: .dark), rect: CGRect(x: 0, y: 0, width: 32, height: 32), tintColor: .systemBlue)
    image.withRenderingMode(.alwaysTemplate).draw(in: GraphicsContext(bitmap: canvas, appearance: .light),
                                                  rect: CGRect(x: 0, y: 0, width: 32, height: 32), tintColor: .systemBlue)
}
