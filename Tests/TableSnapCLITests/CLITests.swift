import Foundation
import Testing

// Runs the built `tablesnap` executable the way a user would, in a fresh
// temporary directory per test, and checks exit status, messages and files.

/// The result of one run of the executable.
struct CLIResult {
    let status: Int32
    let stdout: String
    let stderr: String
}

/// A temporary working directory with the mockups of one test, removed on deinit.
final class Sandbox {
    /// Holds the files the command sees (and may write).
    let directory: URL
    /// Holds the captured stdout/stderr, outside `directory` so they never count as written files.
    private let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-cli-\(UUID().uuidString)")
        directory = root.appendingPathComponent("work")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: root) }

    func url(_ name: String) -> URL { directory.appendingPathComponent(name) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: url(name))
    }

    func write(_ name: String, bytes: [UInt8]) throws {
        try Data(bytes).write(to: url(name))
    }

    func bytes(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: url(name).path).map(Array.init)
    }

    func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: url(name).path) }

    /// Every file name in the directory and below, relative to it (hidden files included).
    func allFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else { return [] }
        let prefix = directory.standardizedFileURL.path + "/"
        return enumerator.compactMap { ($0 as? URL)?.standardizedFileURL.path }
            .map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
            .sorted()
    }

    /// Files the command wrote: PNGs, PDFs and SVGs other than `except`, and any temporary (`.tmp` or hidden) files.
    func writtenFiles(except inputs: Set<String> = []) -> [String] {
        allFiles().filter { name in
            guard !inputs.contains(name) else { return false }
            let last = (name as NSString).lastPathComponent
            return [".png", ".pdf", ".svg", ".tmp"].contains { name.hasSuffix($0) } || last.hasPrefix(".")
        }
    }

    /// Runs `tablesnap arguments…` in the sandbox directory.
    func run(_ arguments: [String]) throws -> CLIResult {
        let process = Process()
        process.executableURL = try tablesnapExecutable()
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let id = UUID().uuidString
        let outURL = root.appendingPathComponent("\(id).out"), errURL = root.appendingPathComponent("\(id).err")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        let out = try FileHandle(forWritingTo: outURL), err = try FileHandle(forWritingTo: errURL)
        defer {
            try? out.close()
            try? err.close()
        }
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        let stdout = String(decoding: FileManager.default.contents(atPath: outURL.path) ?? Data(), as: UTF8.self)
        let stderr = String(decoding: FileManager.default.contents(atPath: errURL.path) ?? Data(), as: UTF8.self)
        return CLIResult(status: process.terminationStatus, stdout: stdout, stderr: stderr)
    }

    func render(_ arguments: String...) throws -> CLIResult { try run(["render"] + arguments) }
}

struct ExecutableNotFound: Error, CustomStringConvertible {
    let searched: [String]
    var description: String {
        "the tablesnap executable was not found; build it with `swift build --build-tests`. Looked at: \(searched.joined(separator: ", "))"
    }
}

/// The `tablesnap` binary built beside the test bundle.
func tablesnapExecutable() throws -> URL {
    var directories: [URL] = []
    let bundle = Bundle.main.bundleURL
    directories.append(bundle)
    directories.append(bundle.deletingLastPathComponent())
    if let argument0 = CommandLine.arguments.first {
        let executable = URL(fileURLWithPath: argument0).standardizedFileURL
        directories.append(executable.deletingLastPathComponent())
        // macOS: …/debug/X.xctest/Contents/MacOS/X
        directories.append(executable.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent())
    }
    let candidates = directories.map { $0.appendingPathComponent("tablesnap") }
    for candidate in candidates where FileManager.default.isExecutableFile(atPath: candidate.path) {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            return candidate
        }
    }
    throw ExecutableNotFound(searched: candidates.map(\.path))
}

// MARK: PNG inspection

let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// Width and height from the IHDR chunk (bytes 16..<24, big-endian), nil if not a PNG.
func pngSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 24, Array(bytes[0..<8]) == pngSignature, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    func u32(_ offset: Int) -> Int { bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (u32(16), u32(20))
}

// MARK: Fixtures

enum Fixture {
    /// A small valid mockup for the iPhone 15 (393×852 pt @3x = 1179×2556 px).
    static let good = """
        device: iphone-15
        table:
          style: plain
          sections:
            - header: Fruit
              rows:
                - {text: Apple, accessory: disclosureIndicator}
                - {text: Banana, detail: Yellow, style: value1}
                - {text: Cherry, textColor: systemRed}

        """

    static let goodJSON = """
        {
          "device": "iphone-15",
          "table": {
            "sections": [
              {"rows": [{"text": "Hello"}, {"text": "World", "accessory": "checkmark"}]}
            ]
          }
        }

        """
}

// MARK: Tests

/// Checks a failed run: status, the message naming `file` and `needles`, and nothing written.
func expectFailure(
    _ result: CLIResult, status: Int32, file: String, contains needles: [String], in sandbox: Sandbox,
    inputs: Set<String>, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(result.status == status, "exit status; stderr: \(result.stderr)", sourceLocation: sourceLocation)
    #expect(result.stderr.contains(file), "stderr should name \(file): \(result.stderr)", sourceLocation: sourceLocation)
    for needle in needles {
        #expect(result.stderr.contains(needle), "stderr should contain \(needle.debugDescription): \(result.stderr)",
                sourceLocation: sourceLocation)
    }
    #expect(!result.stdout.contains("wrote"), "stdout: \(result.stdout)", sourceLocation: sourceLocation)
    #expect(sandbox.writtenFiles(except: inputs).isEmpty, "files written: \(sandbox.writtenFiles(except: inputs))",
            sourceLocation: sourceLocation)
}

/// Renders a mockup made of `yaml` and checks it is refused (exit 65) with a message naming `path` and each of `says`.
func expectRefusal(_ yaml: String, path: String, says: [String], sourceLocation: SourceLocation = #_sourceLocation) throws {
    let sandbox = try Sandbox()
    try sandbox.write("mockup.yaml", yaml)
    let result = try sandbox.render("mockup.yaml")
    expectFailure(result, status: 65, file: "mockup.yaml", contains: [path] + says, in: sandbox, inputs: ["mockup.yaml"], sourceLocation: sourceLocation)
}

@Suite struct CLITests {
    @Test func executableIsFound() throws {
        let url = try tablesnapExecutable()
        #expect(url.lastPathComponent == "tablesnap")
    }

    // MARK: Syntax

    @Test func badIndentationIsASyntaxErrorAtItsLine() throws {
        let sandbox = try Sandbox()
        // Line 4 is indented by one space: neither inside `table` (2) nor at the top (0).
        try sandbox.write("indent.yaml", "device: iphone-15\ntable:\n  style: plain\n sections: []\n")
        let result = try sandbox.render("indent.yaml")
        expectFailure(result, status: 65, file: "indent.yaml", contains: ["indent.yaml:4:2", "syntax error"],
                      in: sandbox, inputs: ["indent.yaml"])
    }

    @Test func unclosedBracketIsASyntaxError() throws {
        let sandbox = try Sandbox()
        // The `[` on line 4, column 13 is never closed; the parser finds out at the next item, line 5 column 5.
        try sandbox.write("bracket.yaml", "device: iphone-15\ntable:\n  sections:\n    - rows: [ {text: a}\n    - rows: []\n")
        let result = try sandbox.render("bracket.yaml")
        expectFailure(result, status: 65, file: "bracket.yaml", contains: ["bracket.yaml:5:5", "syntax error", "]", "4:13"],
                      in: sandbox, inputs: ["bracket.yaml"])
    }

    // MARK: Unknown keys

    @Test func unknownTopLevelKeySuggestsTheRightOne() throws {
        let sandbox = try Sandbox()
        try sandbox.write("top.yaml", "device: iphone-15\ntabel:\n  sections: []\n")
        let result = try sandbox.render("top.yaml")
        expectFailure(result, status: 65, file: "top.yaml",
                      contains: ["top.yaml:2:1", "tabel", "unknown key", "did you mean \"table\""],
                      in: sandbox, inputs: ["top.yaml"])
    }

    @Test func unknownRowKeyNamesItsPath() throws {
        let sandbox = try Sandbox()
        try sandbox.write("row.yaml", """
            device: iphone-15
            table:
              sections:
                - rows:
                    - text: first
                    - txt: second

            """)
        let result = try sandbox.render("row.yaml")
        expectFailure(result, status: 65, file: "row.yaml",
                      contains: ["row.yaml:6:11", "table.sections[0].rows[1].txt", "unknown key \"txt\"", "did you mean \"text\""],
                      in: sandbox, inputs: ["row.yaml"])
    }

    // MARK: Types

    @Test func rowHeightMustBeANumber() throws {
        let sandbox = try Sandbox()
        try sandbox.write("height.yaml", "table:\n  rowHeight: tall\n")
        let result = try sandbox.render("height.yaml")
        expectFailure(result, status: 65, file: "height.yaml",
                      contains: ["height.yaml:2:14", "table.rowHeight", "expected a number"],
                      in: sandbox, inputs: ["height.yaml"])
    }

    @Test func linesMustBeAWholeNumber() throws {
        let sandbox = try Sandbox()
        try sandbox.write("lines.yaml", "table:\n  sections:\n    - rows:\n        - {text: a, lines: \"many\"}\n")
        let result = try sandbox.render("lines.yaml")
        expectFailure(result, status: 65, file: "lines.yaml",
                      contains: ["lines.yaml:4:28", "table.sections[0].rows[0].lines", "expected a whole number", "many"],
                      in: sandbox, inputs: ["lines.yaml"])
    }

    @Test func sectionsMustBeAList() throws {
        let sandbox = try Sandbox()
        try sandbox.write("sections.yaml", "table:\n  sections: 5\n")
        let result = try sandbox.render("sections.yaml")
        expectFailure(result, status: 65, file: "sections.yaml",
                      contains: ["sections.yaml:2:13", "table.sections", "expected a list"],
                      in: sandbox, inputs: ["sections.yaml"])
    }

    // MARK: Enumerations

    @Test func unknownAccessoryListsTheValidValues() throws {
        let sandbox = try Sandbox()
        try sandbox.write("accessory.yaml", "table:\n  sections:\n    - rows:\n        - {text: a, accessory: chevron}\n")
        let result = try sandbox.render("accessory.yaml")
        expectFailure(result, status: 65, file: "accessory.yaml",
                      contains: ["accessory.yaml:4:32", "table.sections[0].rows[0].accessory", "unknown value \"chevron\"",
                                 "none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"],
                      in: sandbox, inputs: ["accessory.yaml"])
    }

    // MARK: Images

    @Test func missingImageFileIs66() throws {
        let sandbox = try Sandbox()
        try sandbox.write("image.yaml", "table:\n  sections:\n    - rows:\n        - {text: a, image: nothere.png}\n")
        let result = try sandbox.render("image.yaml")
        expectFailure(result, status: 66, file: "image.yaml",
                      contains: ["image.yaml:4:28", "table.sections[0].rows[0].image", "not found", "nothere.png"],
                      in: sandbox, inputs: ["image.yaml"])
    }

    @Test func garbageImageIsNotAnImage() throws {
        let sandbox = try Sandbox()
        var generator = SystemRandomNumberGenerator()
        var garbage = (0..<300).map { _ in UInt8.random(in: 0...255, using: &generator) }
        garbage[0] = 0x00  // never an image format's signature by chance
        try sandbox.write("bad.png", bytes: garbage)
        try sandbox.write("garbage.yaml", "table:\n  sections:\n    - rows:\n        - {text: a, image: bad.png}\n")
        let result = try sandbox.render("garbage.yaml")
        expectFailure(result, status: 65, file: "garbage.yaml",
                      contains: ["garbage.yaml:4:28", "table.sections[0].rows[0].image", "not an image TableSnap reads"],
                      in: sandbox, inputs: ["garbage.yaml", "bad.png"])
    }

    @Test func truncatedImageIsNotAValidPNG() throws {
        let sandbox = try Sandbox()
        // A real PNG (the one this tool writes) cut after its signature, IHDR and the start of its data.
        try sandbox.write("source.yaml", Fixture.good)
        let made = try sandbox.render("source.yaml", "-o", "whole.bin")
        try #require(made.status == 0, "could not make a PNG to truncate: \(made.stderr)")
        let whole = try #require(sandbox.bytes("whole.bin"))
        try #require(pngSize(whole) != nil)
        try FileManager.default.removeItem(at: sandbox.url("whole.bin"))
        try sandbox.write("cut.png", bytes: Array(whole.prefix(60)))
        try sandbox.write("cut.yaml", "table:\n  sections:\n    - rows:\n        - {text: a, image: cut.png}\n")
        let result = try sandbox.render("cut.yaml")
        expectFailure(result, status: 65, file: "cut.yaml",
                      contains: ["cut.yaml:4:28", "table.sections[0].rows[0].image", "not a valid PNG"],
                      in: sandbox, inputs: ["cut.yaml", "cut.png", "source.yaml"])
    }

    // MARK: Size limits

    @Test func absurdSizeIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("huge.yaml", "size: {width: 100000, height: 100000}\nscale: 3\n")
        let result = try sandbox.render("huge.yaml")
        expectFailure(result, status: 65, file: "huge.yaml", contains: ["size"], in: sandbox, inputs: ["huge.yaml"])
        // Line 1, somewhere in the size mapping (column 7 is the mapping, 15 its width).
        #expect(result.stderr.contains("huge.yaml:1:"), "\(result.stderr)")
        #expect(result.stderr.range(of: #"huge\.yaml:1:\d+: size"#, options: .regularExpression) != nil, "\(result.stderr)")
        #expect(result.stderr.contains("range") || result.stderr.contains("limit"), "\(result.stderr)")
    }

    @Test func tooManyMegapixelsIsRefused() throws {
        let sandbox = try Sandbox()
        // 10,000 pt is allowed per side, but 30,000 × 30,000 px is 900 megapixels.
        try sandbox.write("big.yaml", "device: iphone-15\nsize: {width: 10000, height: 10000}\nscale: 3\n")
        let result = try sandbox.render("big.yaml")
        expectFailure(result, status: 65, file: "big.yaml", contains: ["30000×30000", "megapixels"], in: sandbox, inputs: ["big.yaml"])
        #expect(result.stderr.range(of: #"big\.yaml:2:\d+: size"#, options: .regularExpression) != nil, "\(result.stderr)")
    }

    // MARK: Files

    @Test func missingMockupIs66() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.render("absent.yaml")
        expectFailure(result, status: 66, file: "absent.yaml", contains: [], in: sandbox, inputs: [])
    }

    // MARK: JSON

    @Test func jsonUnknownKeyHasLineAndColumn() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bad.json", """
            {
              "device": "iphone-15",
              "table": {
                "sectons": []
              }
            }

            """)
        let result = try sandbox.render("bad.json")
        expectFailure(result, status: 65, file: "bad.json",
                      contains: ["bad.json:4:5", "table.sectons", "unknown key", "did you mean \"sections\""],
                      in: sandbox, inputs: ["bad.json"])
    }

    @Test func validJSONRenders() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.json", Fixture.goodJSON)
        let result = try sandbox.render("good.json")
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(sandbox.bytes("good.png"))
        let size = try #require(pngSize(png))
        #expect(size.width == 1179 && size.height == 2556)
    }

    // MARK: Good input

    @Test func goodMockupRendersDeterministically() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let first = try sandbox.render("good.yaml")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.isEmpty, "\(first.stderr)")
        #expect(first.stdout.contains("wrote ") && first.stdout.contains("good.png"), "\(first.stdout)")
        let bytes = try #require(sandbox.bytes("good.png"))
        #expect(Array(bytes.prefix(8)) == pngSignature)
        let size = try #require(pngSize(bytes))
        // iPhone 15: 393 × 852 pt at 3×.
        #expect(size.width == 393 * 3 && size.height == 852 * 3)
        #expect(sandbox.writtenFiles(except: ["good.yaml"]) == ["good.png"], "no temporary files are left")

        // Each run is a new process (new hash seeds, new threads): every run must give the same bytes.
        for run in 2...6 {
            let again = try sandbox.render("good.yaml", "-o", "again.png")
            #expect(again.status == 0, "\(again.stderr)")
            let same = sandbox.bytes("again.png") == bytes
            #expect(same, "run \(run) wrote different bytes from run 1")
        }
    }

    @Test func oneBadFileAmongSeveral() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        try sandbox.write("bad.yaml", "table:\n  sections:\n    - rows:\n        - {text: a, accessory: chevron}\n")
        let result = try sandbox.render("good.yaml", "bad.yaml")
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("bad.yaml:4:32"), "\(result.stderr)")
        #expect(!result.stderr.contains("good.yaml"), "\(result.stderr)")
        #expect(result.stdout.contains("good.png"), "\(result.stdout)")
        #expect(sandbox.exists("good.png"))
        #expect(!sandbox.exists("bad.png"))
        #expect(sandbox.writtenFiles(except: ["good.yaml", "bad.yaml"]) == ["good.png"])
    }

    // MARK: Options

    @Test func outputToAFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let result = try sandbox.render("good.yaml", "-o", "picture.png")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["good.yaml"]) == ["picture.png"])
        let png = try #require(sandbox.bytes("picture.png"))
        #expect(pngSize(png)?.width == 1179)
    }

    @Test func outputToADirectory() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        try FileManager.default.createDirectory(at: sandbox.url("out"), withIntermediateDirectories: false)
        let result = try sandbox.render("good.yaml", "-o", "out")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["good.yaml"]) == ["out/good.png"])
        let png = try #require(sandbox.bytes("out/good.png"))
        #expect(pngSize(png)?.height == 2556)
    }

    @Test func deviceOverride() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let result = try sandbox.render("good.yaml", "--device", "iphone-se")
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(sandbox.bytes("good.png"))
        let size = try #require(pngSize(png))
        // iPhone SE (2nd/3rd generation): 375 × 667 pt at 2×.
        #expect(size.width == 750 && size.height == 1334)
    }

    @Test func contentRenderIsNotScreenHeight() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let result = try sandbox.render("good.yaml", "--content")
        #expect(result.status == 0, "\(result.stderr)")
        let png = try #require(sandbox.bytes("good.png"))
        let size = try #require(pngSize(png))
        #expect(size.width == 1179)
        #expect(size.height != 2556)
        #expect(size.height > 0)
    }

    @Test func darkAppearanceChangesPixels() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let light = try sandbox.render("good.yaml", "-o", "light.png")
        let dark = try sandbox.render("good.yaml", "--appearance", "dark", "-o", "dark.png")
        #expect(light.status == 0 && dark.status == 0, "\(light.stderr) \(dark.stderr)")
        let lightBytes = try #require(sandbox.bytes("light.png"))
        let darkBytes = try #require(sandbox.bytes("dark.png"))
        #expect(pngSize(darkBytes)?.width == pngSize(lightBytes)?.width)
        #expect(lightBytes != darkBytes)
    }

    @Test func devicesListsPresets() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.run(["devices"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("iphone-15"))
        #expect(result.stdout.contains("iphone-se"))
        #expect(sandbox.allFiles().isEmpty)
    }

    @Test func existingOutputIsUntouchedWhenInputIsBad() throws {
        let sandbox = try Sandbox()
        let sentinel = Array("not a png, keep me".utf8)
        try sandbox.write("keep.png", bytes: sentinel)
        try sandbox.write("bad.yaml", "table:\n  rowHeight: tall\n")
        let result = try sandbox.render("bad.yaml", "-o", "keep.png")
        expectFailure(result, status: 65, file: "bad.yaml", contains: ["table.rowHeight"], in: sandbox,
                      inputs: ["bad.yaml", "keep.png"])
        #expect(sandbox.bytes("keep.png") == sentinel)

        // And beside the mockup, the default output.
        try sandbox.write("bad.png", bytes: sentinel)
        let again = try sandbox.render("bad.yaml")
        #expect(again.status == 65)
        #expect(sandbox.bytes("bad.png") == sentinel)
        #expect(sandbox.writtenFiles(except: ["bad.yaml", "keep.png", "bad.png"]).isEmpty)
    }

    // MARK: Custom fonts

    static let serif = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"

    @Test func customFontReplacesInter() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let inter = try sandbox.render("good.yaml", "-o", "inter.png")
        let serif = try sandbox.render("good.yaml", "-o", "serif.png", "--font", Self.serif, "--font-family", "DejaVu Serif")
        #expect(inter.status == 0 && serif.status == 0, "\(serif.stderr)")
        #expect(sandbox.bytes("inter.png") != sandbox.bytes("serif.png"))
        #expect(sandbox.bytes("serif.png").flatMap(pngSize)?.width == 1179)
    }

    @Test func unknownFontFamilyListsTheFamiliesInTheFiles() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let result = try sandbox.render("good.yaml", "--font", Self.serif, "--font-family", "SF Pro Text")
        #expect(result.status == 65)
        #expect(result.stderr.contains("\"SF Pro Text\"") && result.stderr.contains("DejaVu Serif"), "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["good.yaml"]).isEmpty)
    }

    @Test func missingFontFileIs66() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let result = try sandbox.render("good.yaml", "--font", "nowhere/SF-Pro.otf", "--font-family", "SF Pro")
        #expect(result.status == 66)
        #expect(result.stderr.contains("nowhere/SF-Pro.otf"), "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["good.yaml"]).isEmpty)
    }

    @Test func fontFamilyWithoutFilesIsAUsageError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let result = try sandbox.render("good.yaml", "--font-family", "SF Pro")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--font and --font-family go together"), "\(result.stderr)")
    }
}
