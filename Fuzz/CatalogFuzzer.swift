// The libFuzzer entry point for the asset catalogue reader. Each input is the
// Contents.json of one set, written into a catalogue made fresh for it that
// holds an image set (with a PNG, a JPEG and an SVG beside the input), a
// colour set and a symbol set all given that same file, and a group given it
// too; every name is then looked up at each scale. `Scripts/fuzz catalog`
// builds it as the PNG target is built and seeds it from the test catalogue.
@testable import Canvas
import Foundation

private let root = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-catalog-fuzz-\(getpid())")
private let catalog = root.appendingPathComponent("Fuzz.xcassets")
private let sets = ["Image.imageset", "Tint.colorset", "Glyph.symbolset", "Group/Inner.imageset"]
private let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/CanvasTests/Fixtures")
private let fixtureNames = ["upright.jpg": "a.jpg", "shapes.svg": "a.svg", "filters-rgba.png": "a.png"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let contents = Data(UnsafeBufferPointer(start: bytes, count: count))
    // Read for each input: a global holding them shows as a leak to LeakSanitizer at exit.
    let files = fixtureNames.compactMap { source, name in (try? Data(contentsOf: fixtures.appendingPathComponent(source))).map { (name, $0) } }
    try? FileManager.default.removeItem(at: root)
    for set in sets + ["Group"] {
        let folder = catalog.appendingPathComponent(set)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? contents.write(to: folder.appendingPathComponent("Contents.json"))
        if set.hasSuffix("set") { for (name, data) in files { try? data.write(to: folder.appendingPathComponent(name)) } }
    }
    // A new object for every input: a catalogue reads each set once.
    let reader = AssetCatalog(url: catalog)
    for name in ["Image", "Tint", "Glyph", "Inner", "Group/Inner"] {
        for scale in [1, 2, 3] as [CGFloat] { _ = try? reader.image(named: name, scale: scale) }
        _ = try? reader.color(named: name)
    }
    _ = try? reader.imageNames()
    _ = try? reader.colorNames()
    return 0
}
