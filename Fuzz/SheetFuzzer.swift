// The libFuzzer entry point for review sheets: bytes → a sheet definition
// (its `mockups`, `vary`, `layout` and `annotate`), with each line that
// starts with `--vary ` taken as a command-line `KEY=V1,V2,…` spec instead →
// every variant read, checked and laid out, and the sheet's limits checked →
// for one input in eight, a small sheet drawn. `Scripts/fuzz sheet` builds it
// against the package's libraries (SwiftPM cannot link a libFuzzer
// executable: it renames `main`).
import Canvas
import Foundation
import Mockup
import Review

/// A folder of its own holding the mockups and image a fuzzed definition may
/// name, and the definition itself; made once per process.
private let folder: URL = {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-sheet-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Assets")
    try? FileManager.default.removeItem(at: folder.appendingPathComponent("ava@3x.png"))
    try? FileManager.default.copyItem(at: assets.appendingPathComponent("images/ava@3x.png"), to: folder.appendingPathComponent("ava@3x.png"))
    // Small screens at 1x keep each variant's layout and drawing quick.
    let mockups = [
        "tiny.yaml": "size: {width: 60, height: 80}\nscale: 1\ntable: {sections: [{header: H, rows: [{text: A}, {text: B, image: ava@3x.png}]}]}\n",
        "list.json": #"{"size": {"width": 80, "height": 60}, "scale": 1, "table": {"style": "insetGrouped", "sections": [{"rows": [{"text": "C", "accessory": "checkmark"}]}]}}"#,
    ]
    for (name, text) in mockups { try? Data(text.utf8).write(to: folder.appendingPathComponent(name)) }
    return folder
}()

/// The most variants drawn for one input: larger sheets are checked, not drawn.
private let drawnVariants = 2
/// One input in this many is drawn (chosen by its bytes, so a run repeats):
/// drawing dominates an execution, and checking is where input reaches.
private let drawnOneIn = 8

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let specs = lines.filter { $0.hasPrefix("--vary ") }.map { String($0.dropFirst("--vary ".count)) }
    let definition = lines.filter { !$0.hasPrefix("--vary ") }.joined(separator: "\n")
    let isJSON = definition.first == "{"
    let file = folder.appendingPathComponent(isJSON ? "review.json" : "review.yaml")
    guard (try? Data(definition.utf8).write(to: file)) != nil,
          var sheet = try? ReviewSheet.load(contentsOf: file.path)
    else { return 0 }
    sheet.variations += specs.compactMap(ReviewSheet.Variation.init(argument:))
    guard (try? sheet.check()) != nil else { return 0 }
    let variants = sheet.variations.reduce(sheet.mockups.count) { min($0, drawnVariants + 1) * $1.values.count }
    let sample = UnsafeBufferPointer(start: bytes, count: count).reduce(0) { ($0 &* 31) &+ Int($1) }
    if variants <= drawnVariants, sample % drawnOneIn == 0 {
        sheet.thumbnailScale = min(sheet.thumbnailScale, 1)
        _ = try? sheet.render(as: .png)
    }
    return 0
}
