// The libFuzzer entry point: bytes → mockup reader → table builder → layout
// and draw at a small size. `Scripts/fuzz` builds it against the package's
// libraries (SwiftPM cannot link a libFuzzer executable: it renames `main`).
import Canvas
import Foundation
import Mockup

/// Images named by fuzzed mockups resolve inside `Assets/`, as the seeds' do.
private let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Assets")

/// The largest viewport drawn: enough for every layout path, small enough to keep executions fast.
private let viewport = CGSize(width: 240, height: 320)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    // A leading "{" or "[" goes through the JSON reader, anything else through YAML.
    let isJSON = text.first == "{" || text.first == "["
    guard var mockup = try? Mockup.parse(text, file: "fuzz", isJSON: isJSON, baseDirectory: assets) else { return 0 }
    mockup.scale = 1
    mockup.size = CGSize(width: min(mockup.renderer.size.width, viewport.width), height: min(mockup.renderer.size.height, viewport.height))
    _ = try? mockup.renderImage(file: "fuzz")
    return 0
}
