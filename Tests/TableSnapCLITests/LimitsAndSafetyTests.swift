import Foundation
import Testing

// Hostile and oversized input, one test per class of problem: each run must
// end with success or a message naming the file and the limit or field, and
// must write nothing and lose nothing on failure. Inputs are generated here,
// small enough to keep each case well under a second in a release build.

/// A mockup of one plain section holding `rows`, each a YAML flow mapping.
private func mockup(rows: [String], header: String = "") -> String {
    "table:\n\(header)  sections:\n    - rows:\n" + rows.map { "        - \($0)\n" }.joined()
}

/// A PNG that declares `width`×`height` pixels in its header and holds no image data.
private func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
    pngFile(width: Int(width), height: Int(height), colorType: 2, idat: [])
}

@Suite struct LimitsAndSafetyTests {
    // MARK: Aliases and parsers

    @Test func aliasesThatRepeatRowsPastTheTotalAreRefused() throws {
        let sandbox = try Sandbox()
        let rows = (0..<1_000).map { "      - {text: Row \($0)}\n" }.joined()
        let copies = String(repeating: "    - *s\n", count: 150)
        try sandbox.write("alias.yaml", "table:\n  sections:\n    - &s\n      rows:\n\(rows)\(copies)")
        let result = try sandbox.render("alias.yaml")
        expectFailure(result, status: 65, file: "alias.yaml", contains: ["table.sections", "100000 rows", "the limit is 100000"],
                      in: sandbox, inputs: ["alias.yaml"])
    }

    @Test func nestedAliasesStopAtTheValueBudget() throws {
        let sandbox = try Sandbox()
        var yaml = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for (previous, name) in zip("abcdefgh", "bcdefghi") {
            yaml += "\(name): &\(name) [\(Array(repeating: "*\(previous)", count: 10).joined(separator: ", "))]\n"
        }
        try sandbox.write("laughs.yaml", yaml)
        let result = try sandbox.render("laughs.yaml")
        expectFailure(result, status: 65, file: "laughs.yaml", contains: ["values", "the limit is 2000000"], in: sandbox, inputs: ["laughs.yaml"])
    }

    @Test func anAliasCannotBeAMappingKey() throws {
        let sandbox = try Sandbox()
        try sandbox.write("key.yaml", "a: &a [x, x, x]\nb: &b [*a, *a, *a]\n? *b\n: 1\n")
        let result = try sandbox.render("key.yaml")
        expectFailure(result, status: 65, file: "key.yaml", contains: ["key.yaml:3:3", "alias (*b)", "mapping key"],
                      in: sandbox, inputs: ["key.yaml"])
    }

    @Test func deepNestingIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("deep.json", String(repeating: "[", count: 100_000))
        let result = try sandbox.render("deep.json")
        expectFailure(result, status: 65, file: "deep.json", contains: ["nested", "the limit is 64"], in: sandbox, inputs: ["deep.json"])
    }

    @Test func hugeUnknownKeyGivesAShortMessage() throws {
        let sandbox = try Sandbox()
        let key = String(repeating: "k", count: 1_000_000)
        try sandbox.write("key.json", "{\"table\": {\"\(key)\": 1}}")
        let result = try sandbox.render("key.json")
        expectFailure(result, status: 65, file: "key.json", contains: ["key.json:1:12", "unknown key \"kkk", "…"],
                      in: sandbox, inputs: ["key.json"])
        #expect(result.stderr.utf8.count < 1_000, "the message is \(result.stderr.utf8.count) bytes")
    }

    @Test func jsonSurrogatePairsAreOneCharacter() throws {
        let sandbox = try Sandbox()
        try sandbox.write("smile.json", #"{"table": {"sections": [{"rows": [{"text": "\ud83d\ude00 smile"}]}]}}"#)
        let result = try sandbox.render("smile.json")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.exists("smile.png"))
    }

    @Test func jsonLoneSurrogateIsASyntaxError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("lone.json", "{\n  \"table\": {\"header\": {\"text\": \"\\ud83d x\"}}\n}")
        let result = try sandbox.render("lone.json")
        expectFailure(result, status: 65, file: "lone.json", contains: ["lone.json:2:33", "unpaired surrogate"], in: sandbox, inputs: ["lone.json"])
    }

    // MARK: Text

    @Test func combiningMarksCountAgainstTheScalarLimit() throws {
        let sandbox = try Sandbox()
        let text = "a" + String(repeating: "\u{301}", count: 100)
        try sandbox.write("marks.yaml", mockup(rows: ["{text: \"\(text)\"}"]))
        let result = try sandbox.render("marks.yaml")
        expectFailure(result, status: 65, file: "marks.yaml", contains: ["rows[0].text", "101 Unicode scalars", "the limit is 32"],
                      in: sandbox, inputs: ["marks.yaml"])
    }

    @Test func longJoinedEmojiChainsAreRefused() throws {
        let sandbox = try Sandbox()
        let chain = Array(repeating: "\u{1F469}", count: 40).joined(separator: "\u{200D}")
        try sandbox.write("zwj.yaml", mockup(rows: ["{text: \"\(chain)\"}"]))
        let result = try sandbox.render("zwj.yaml")
        expectFailure(result, status: 65, file: "zwj.yaml", contains: ["rows[0].text", "Unicode scalars", "the limit is 32"],
                      in: sandbox, inputs: ["zwj.yaml"])
    }

    @Test func textIsLimitedInBytes() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bytes.yaml", mockup(rows: ["{text: \"\(String(repeating: "€", count: 14_000))\"}"]))
        let result = try sandbox.render("bytes.yaml")
        expectFailure(result, status: 65, file: "bytes.yaml", contains: ["rows[0].text", "42000 bytes", "the limit is 40000"],
                      in: sandbox, inputs: ["bytes.yaml"])
    }

    @Test func anUnbreakableWordWrapsInLinearTime() throws {
        let sandbox = try Sandbox()
        let yaml = "size: {width: 120, height: 400}\nscale: 1\n" + mockup(rows: ["{text: \(String(repeating: "a", count: 10_000)), lines: 0}"])
        try sandbox.write("word.yaml", yaml)
        let result = try sandbox.render("word.yaml")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func manySectionsWithLongTitlesRender() throws {
        let sandbox = try Sandbox()
        let title = String(repeating: "Lorem ipsum dolor sit amet ", count: 20)
        let sections = (0..<3_000).map { "    - {header: \"\($0) \(title)\", rows: [{text: a}]}\n" }.joined()
        try sandbox.write("titles.yaml", "table:\n  style: grouped\n  sections:\n\(sections)")
        let result = try sandbox.render("titles.yaml")
        #expect(result.status == 0, "\(result.stderr)")
    }

    // MARK: Images

    @Test func oneImageOnManyRowsRenders() throws {
        let sandbox = try Sandbox()
        try sandbox.write("dot.yaml", "size: {width: 4, height: 4}\nscale: 1\n")
        try #require(try sandbox.render("dot.yaml").status == 0)
        try sandbox.write("rows.yaml", mockup(rows: Array(repeating: "{text: a, image: dot.png}", count: 5_000)))
        let result = try sandbox.render("rows.yaml")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test func anImageIsCheckedFromItsHeaderBeforeDecoding() throws {
        let sandbox = try Sandbox()
        try sandbox.write("big.png", bytes: pngHeader(width: 8_000, height: 8_000))
        try sandbox.write("big.yaml", mockup(rows: Array(repeating: "{text: a, image: big.png}", count: 20)))
        let result = try sandbox.render("big.yaml")
        expectFailure(result, status: 65, file: "big.yaml",
                      contains: ["rows[0].image", "8000×8000 px", "the limit is 16777216 pixels per image"],
                      in: sandbox, inputs: ["big.yaml", "big.png"])
    }

    @Test(arguments: ["../outside.png", "/etc/hostname", "/no/such/file.png"])
    func imagesOutsideTheFolderAreRefusedAlike(path: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("out.yaml", mockup(rows: ["{text: a, image: \"\(path)\"}"]))
        let result = try sandbox.render("out.yaml")
        expectFailure(result, status: 65, file: "out.yaml", contains: ["rows[0].image", "outside the mockup's folder", "--allow-files-outside"],
                      in: sandbox, inputs: ["out.yaml"])
    }

    @Test func imagesOutsideTheFolderNeedTheOption() throws {
        let sandbox = try Sandbox()
        try sandbox.write("dot.yaml", "size: {width: 4, height: 4}\nscale: 1\n")
        try #require(try sandbox.render("dot.yaml").status == 0)
        try FileManager.default.createDirectory(at: sandbox.url("sub"), withIntermediateDirectories: false)
        try sandbox.write("sub/row.yaml", mockup(rows: ["{text: a, image: ../dot.png}"]))
        #expect(try sandbox.render("sub/row.yaml").status == 65)
        let allowed = try sandbox.render("sub/row.yaml", "--allow-images-outside")
        #expect(allowed.status == 0, "\(allowed.stderr)")
    }

    @Test func imageThatIsAFIFOIsRefused() throws {
        let sandbox = try Sandbox()
        try #require(mkfifo(sandbox.url("icon.png").path, 0o600) == 0)
        try sandbox.write("pipe.yaml", mockup(rows: ["{text: a, image: icon.png}"]))
        let result = try sandbox.render("pipe.yaml")
        expectFailure(result, status: 65, file: "pipe.yaml", contains: ["rows[0].image", "icon.png", "FIFO"], in: sandbox, inputs: ["pipe.yaml", "icon.png"])
    }

    // MARK: Content size

    @Test func contentRenderOfManyImageRowsIsRefusedBeforeLayout() throws {
        let sandbox = try Sandbox()
        try sandbox.write("dot.yaml", "size: {width: 4, height: 4}\nscale: 1\n")
        try #require(try sandbox.render("dot.yaml").status == 0)
        try sandbox.write("long.yaml", mockup(rows: Array(repeating: "{text: a, image: dot.png}", count: 20_000)))
        let result = try sandbox.render("long.yaml", "--content")
        expectFailure(result, status: 65, file: "long.yaml", contains: ["table", "at least", "too large", "megapixels"],
                      in: sandbox, inputs: ["long.yaml", "dot.png"])
    }

    @Test func smallEstimatedRowHeightCannotPassTheContentCheck() throws {
        let sandbox = try Sandbox()
        let yaml = "render: content\n" + mockup(rows: Array(repeating: "{text: a}", count: 10_000), header: "  estimatedRowHeight: 1\n")
        try sandbox.write("estimate.yaml", yaml)
        let result = try sandbox.render("estimate.yaml")
        expectFailure(result, status: 65, file: "estimate.yaml", contains: ["table", "at least", "too large"], in: sandbox, inputs: ["estimate.yaml"])
    }

    // MARK: Fonts

    @Test func fontThatIsAFIFOIsRefusedAtOnce() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        try #require(mkfifo(sandbox.url("font.otf").path, 0o600) == 0)
        let result = try sandbox.render("good.yaml", "--font", "font.otf", "--font-family", "X")
        expectFailure(result, status: 65, file: "font.otf", contains: ["FIFO"], in: sandbox, inputs: ["good.yaml", "font.otf"])
    }

    @Test func garbageFontNamesTheFile() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        try sandbox.write("junk.otf", "not a font")
        let result = try sandbox.render("good.yaml", "--font", "junk.otf", "--font-family", "X")
        expectFailure(result, status: 65, file: "junk.otf", contains: ["not a font"], in: sandbox, inputs: ["good.yaml", "junk.otf"])
    }

    // MARK: Outputs

    @Test func outputNamingTheInputIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let result = try sandbox.render("good.yaml", "-o", "./good.yaml")
        expectFailure(result, status: 74, file: "good.yaml", contains: ["is the input", "refusing to overwrite"], in: sandbox, inputs: ["good.yaml"])
        #expect(sandbox.bytes("good.yaml") == Array(Fixture.good.utf8))
    }

    @Test func mockupNamedLikeItsOutputIsNotOverwritten() throws {
        let sandbox = try Sandbox()
        try sandbox.write("x.png", Fixture.good)
        let result = try sandbox.render("x.png")
        expectFailure(result, status: 74, file: "x.png", contains: ["is the input", "-o"], in: sandbox, inputs: ["x.png"])
        #expect(sandbox.bytes("x.png") == Array(Fixture.good.utf8))
    }

    @Test func collidingOutputsAreRefusedBeforeRendering() throws {
        let sandbox = try Sandbox()
        try FileManager.default.createDirectory(at: sandbox.url("a"), withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: sandbox.url("b"), withIntermediateDirectories: false)
        try sandbox.write("a/menu.yaml", Fixture.good)
        try sandbox.write("b/menu.json", Fixture.goodJSON)
        let result = try sandbox.render("a/menu.yaml", "b/menu.json", "-o", "out/")
        expectFailure(result, status: 74, file: "a/menu.yaml", contains: ["b/menu.json", "would also be written"],
                      in: sandbox, inputs: ["a/menu.yaml", "b/menu.json"])
    }

    @Test func longOutputNamesKeepTheirTemporaryNameWithinTheLimit() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let name = String(repeating: "n", count: 250) + ".png"
        let result = try sandbox.render("good.yaml", "-o", name)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["good.yaml"]) == [name])
        let tooLong = try sandbox.render("good.yaml", "-o", "nn" + name)
        expectFailure(tooLong, status: 74, file: "good.yaml", contains: ["256 bytes", "the limit is 255"], in: sandbox, inputs: ["good.yaml", name])
    }

    @Test(arguments: ["fifo", "/dev/null"])
    func outputsThatAreNotRegularFilesAreNotReplaced(target: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        if target == "fifo" { try #require(mkfifo(sandbox.url("fifo").path, 0o600) == 0) }
        let result = try sandbox.render("good.yaml", "-o", target)
        expectFailure(result, status: 74, file: target, contains: ["not a regular file"], in: sandbox, inputs: ["good.yaml", "fifo"])
        var info = stat()
        #expect(stat(target == "fifo" ? sandbox.url("fifo").path : target, &info) == 0 && info.st_mode & S_IFMT != S_IFREG)
    }

    @Test func emptyOutputNamesTheOption() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let result = try sandbox.render("good.yaml", "-o", "")
        #expect(result.status == 64)
        #expect(result.stderr.contains("-o/--output is empty"), "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["good.yaml"]).isEmpty)
    }
}
