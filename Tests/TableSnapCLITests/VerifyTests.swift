import ForgedReferences
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// `tablesnap verify`: exit 0 when every mockup matches the PNG beside it, 1
/// with the failures named (and, asked, an HTML report), references written
/// only with --record, 65 for a bad mockup.
@Suite struct VerifyTests {
    private static let apple = "scale: 1\ntable: {sections: [{rows: [{text: Apple}, {text: Banana}]}]}\n"
    private static let cherry = "scale: 1\ntable: {sections: [{rows: [{text: Apple}, {text: Cherry}]}]}\n"

    /// A sandbox holding `a.yaml` and `b.yaml` with their rendered `a.png` and `b.png`.
    private func verifiedPair() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Self.apple)
        try sandbox.write("b.yaml", Self.cherry)
        let result = try sandbox.render("a.yaml", "b.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        return sandbox
    }

    /// A sandbox whose `b.yaml` changed after `b.png` was rendered, verified with a report in `report/`.
    private func changedPairWithReport() throws -> (Sandbox, CLIResult) {
        let sandbox = try verifiedPair()
        try sandbox.write("b.yaml", Self.cherry.replacingOccurrences(of: "Cherry", with: "Damson"))
        return (sandbox, try sandbox.run(["verify", ".", "--report", "report"]))
    }

    @Test func matchingRendersExitZero() throws {
        let sandbox = try verifiedPair()
        let result = try sandbox.run(["verify", "."])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("ok ./a.yaml") && result.stdout.contains("2 passed, 0 failed"), "\(result.stdout)")
    }

    @Test func aChangedMockupFailsAndTheReportShowsIt() throws {
        let (sandbox, result) = try changedPairWithReport()
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("FAIL ./b.yaml: ") && result.stdout.contains("pixels differ"), "\(result.stdout)")
        #expect(result.stdout.contains("1 passed, 1 failed"), "\(result.stdout)")
        let html = String(decoding: sandbox.bytes("report/index.html") ?? [], as: UTF8.self)
        #expect(html.contains("./b.yaml") && html.contains("type=\"range\""), "\(html)")
        for image in ["2-b.reference.png", "2-b.actual.png", "2-b.diff.png"] {
            #expect(html.contains("src=\"\(image)\"") && sandbox.exists("report/\(image)"), "\(image)")
        }
    }

    /// A reference forged to hold another render's pixels, its CRCs and
    /// TableSnap's digest chunk made to hold or kept as they were, fails:
    /// the verdict comes from the pixels it decodes to, which `diff` finds
    /// to be the other render's.
    @Test(arguments: ForgedReference.allCases)
    func aForgedReferenceFails(forgery: ForgedReference) throws {
        let sandbox = try verifiedPair()
        let forged = try forgery.forge(try #require(sandbox.bytes("a.png")), withPixelsOf: try #require(sandbox.bytes("b.png")))
        try sandbox.write("a.png", bytes: forged)
        let result = try sandbox.run(["verify", "a.yaml"])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("FAIL a.yaml: ") && result.stdout.contains("pixels differ") && result.stdout.contains("0 passed, 1 failed"),
                "\(result.stdout)")
        #expect(sandbox.bytes("a.png") == forged)
        let diff = try sandbox.run(["diff", "a.png", "b.png"])
        #expect(diff.status == 0 && diff.stdout.contains("equal: 0 of"), "\(diff.stdout)\(diff.stderr)")
    }

    @Test func recordWritesMissingReferences() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Self.apple)
        try sandbox.write("b.json", #"{"scale": 1, "table": {"sections": [{"rows": [{"text": "Fig"}]}]}}"#)
        let result = try sandbox.run(["verify", "--record"])
        #expect(result.status == 0 && result.stdout.contains("2 recorded"), "\(result.stdout)\(result.stderr)")
        #expect(sandbox.bytes("a.png").flatMap(pngSize) != nil && sandbox.bytes("b.png").flatMap(pngSize) != nil)
        #expect(try sandbox.run(["verify"]).status == 0)
    }

    @Test func aMissingReferenceFailsAndWritesNothing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Self.apple)
        let result = try sandbox.run(["verify", "a.yaml"])
        #expect(result.status == 1 && result.stdout.contains("FAIL a.yaml: no reference a.png"), "\(result.stdout)\(result.stderr)")
        #expect(sandbox.writtenFiles().isEmpty, "\(sandbox.writtenFiles())")
    }

    @Test func aBadMockupExits65WithItsMessage() throws {
        let sandbox = try verifiedPair()
        try sandbox.write("c.yaml", "table: [\n")
        let result = try sandbox.run(["verify", "."])
        #expect(result.status == 65 && result.stderr.contains("c.yaml:"), "\(result.stderr)")
        #expect(result.stdout.contains("2 passed, 0 failed, 1 error"), "\(result.stdout)")
    }

    @Test func badOptionsAndMissingPathsAreReported() throws {
        let sandbox = try verifiedPair()
        #expect(try sandbox.run(["verify", "--precision", "2"]).status == 64)
        let missing = try sandbox.run(["verify", "nothere"])
        #expect(missing.status == 66 && missing.stderr.contains("nothere"), "\(missing.stderr)")
    }

    /// The report as a browser sees it. `Scripts/setup --tests` installs Chromium;
    /// without it (a plain `swift test` elsewhere) the test is skipped, not passed.
    @Test(.enabled(if: chromium() != nil, "needs a chromium executable on PATH"))
    func theReportLoadsInAHeadlessBrowser() throws {
        let (sandbox, _) = try changedPairWithReport()
        let page = sandbox.url("report/index.html")
        let dom = try dumpDOM(of: page)
        #expect(dom.contains("./b.yaml") && dom.contains("1 passed, 1 failed"), "\(dom)")
        // The onion-skin script ran: it set the actual image's opacity from its slider.
        #expect(dom.contains("style=\"opacity: 0.5;\""), "\(dom)")
        // Every image decoded in the browser: reference, actual and diff of the failure.
        try sandbox.write("report/check.html", Self.imageCheckPage)
        let images = try dumpDOM(of: sandbox.url("report/check.html"))
        let verdicts = images.components(separatedBy: "<pre id=\"result\">").dropFirst().first?
            .components(separatedBy: "</pre>").first?.split(separator: "\n").map(String.init) ?? []
        #expect(verdicts.count >= 3 && verdicts.allSatisfy { $0.hasSuffix(" shown") }, "\(verdicts) in \(images)")
    }

    /// Loads the report in a frame and lists each image with whether the browser decoded it.
    private static let imageCheckPage = """
        <!doctype html><iframe id="report" src="index.html" style="width:1400px;height:4000px"></iframe>
        <script>
        document.getElementById("report").addEventListener("load", () => {
          const images = [...document.getElementById("report").contentDocument.images];
          const result = document.createElement("pre");
          result.id = "result";
          result.textContent = images.map(image =>
            image.getAttribute("src") + (image.complete && image.naturalWidth > 0 ? " shown" : " broken")).join("\\n");
          document.body.appendChild(result);
        });
        </script>
        """

    // MARK: CI: shards and JUnit

    /// A sandbox of `count` mockups (m0.yaml …) with their references.
    private func suite(of count: Int) throws -> Sandbox {
        let sandbox = try Sandbox()
        let names = (0..<count).map { "m\($0).yaml" }
        for (index, name) in names.enumerated() {
            try sandbox.write(name, "scale: 1\ntable: {sections: [{rows: [{text: Row \(index)}]}]}\n")
        }
        let result = try sandbox.run(["render"] + names)
        #expect(result.status == 0, "\(result.stderr)")
        return sandbox
    }

    private func verified(_ result: CLIResult) -> Set<String> {
        Set(result.stdout.split(separator: "\n").filter { $0.hasPrefix("ok ") }.map { String($0.dropFirst(3)) })
    }

    @Test func shardsSplitTheSuiteIntoDisjointPartsThatCoverIt() throws {
        let sandbox = try suite(of: 12)
        var seen: [String: Int] = [:]
        for index in 1...4 {
            let result = try sandbox.run(["verify", ".", "--shard", "\(index)/4"])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("shard \(index)/4: "), "\(result.stdout)")
            for name in verified(result) { seen[name, default: 0] += 1 }
            #expect(verified(try sandbox.run(["verify", ".", "--shard", "\(index)/4"])) == verified(result), "the same part every run")
        }
        #expect(seen.count == 12 && seen.values.allSatisfy { $0 == 1 }, "\(seen)")
    }

    @Test func aJUnitReportHasACasePerMockupAndTheFailure() throws {
        let sandbox = try verifiedPair()
        try sandbox.write("b.yaml", Self.cherry.replacingOccurrences(of: "Cherry", with: "Damson"))
        let result = try sandbox.run(["verify", ".", "--junit", "results.xml"])
        #expect(result.status == 1 && result.stdout.contains("wrote results.xml"), "\(result.stdout)\(result.stderr)")
        let xml = String(decoding: sandbox.bytes("results.xml") ?? [], as: UTF8.self)
        #expect(xml.contains("tests=\"2\" failures=\"1\" errors=\"0\""), "\(xml)")
        #expect(xml.contains("<testcase classname=\"tablesnap.verify\" name=\"./a.yaml\" file=\"./a.yaml\"/>"), "\(xml)")
        #expect(xml.contains("name=\"./b.yaml\"") && xml.contains("<failure type=\"mismatch\" message=\""), "\(xml)")
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
    }

    @Test func aBadShardOrJUnitPathIsRefusedBeforeAnythingIsWritten() throws {
        let sandbox = try verifiedPair()
        for shard in ["0/2", "3/2", "1/0", "a/b", "1/2/3", "+1/2"] {
            let result = try sandbox.run(["verify", ".", "--shard", shard, "--junit", "results.xml"])
            #expect(result.status == 64 && result.stderr.contains("--shard"), "\(shard): \(result.stderr)")
        }
        let before = sandbox.bytes("a.yaml")
        let onInput = try sandbox.run(["verify", ".", "--junit", "a.yaml"])
        #expect(onInput.status != 0 && onInput.stderr.contains("refusing to overwrite"), "\(onInput.stderr)")
        #expect(sandbox.bytes("a.yaml") == before && !sandbox.exists("results.xml"))
    }

    /// Outputs of one run never replace each other: a JUnit file in the
    /// report's folder (its `index.html`, or any other name, through `..` or
    /// a link) is refused before the folder is made or anything verified,
    /// and an earlier report there is left as it was.
    @Test func aJUnitFileInTheReportFolderIsRefusedBeforeAnythingIsWritten() throws {
        let sandbox = try verifiedPair()
        try sandbox.write("b.yaml", Self.cherry.replacingOccurrences(of: "Cherry", with: "Damson"))
        for junit in ["report/index.html", "report/results.xml", "./report/../report/index.html", "report"] {
            let result = try sandbox.run(["verify", ".", "--report", "report", "--junit", junit])
            #expect(result.status == 74 && result.stderr.contains("\(junit): the output lies in the report folder report"), "\(junit): \(result.stderr)")
            #expect(!result.stdout.contains("passed"), "nothing verified: \(result.stdout)")
            #expect(!sandbox.exists("report"), "\(junit): \(sandbox.allFiles())")
        }
        #expect(try sandbox.run(["verify", ".", "--report", "report"]).status == 1)
        let index = sandbox.bytes("report/index.html"), files = sandbox.allFiles()
        try FileManager.default.createSymbolicLink(atPath: sandbox.url("link").path, withDestinationPath: "report")
        for junit in ["report/index.html", "link/index.html"] {
            let result = try sandbox.run(["verify", ".", "--report", "report", "--junit", junit])
            #expect(result.status == 74 && result.stderr.contains("lies in the report folder report"), "\(junit): \(result.stderr)")
            #expect(sandbox.bytes("report/index.html") == index && sandbox.allFiles().filter { !$0.hasPrefix("link") } == files, "\(junit): \(sandbox.allFiles())")
        }
    }
}

/// The `chromium` executable on PATH, if any.
private func chromium() -> URL? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
    return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("chromium") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}

/// The page's DOM after its scripts ran, as headless Chromium serialises it.
/// File access from files lets a checking page read the report in its frame.
private func dumpDOM(of page: URL) throws -> String {
    let process = Process()
    process.executableURL = chromium()
    process.arguments = ["--headless", "--disable-gpu", "--no-sandbox", "--allow-file-access-from-files",
                         "--virtual-time-budget=5000", "--dump-dom", page.absoluteString]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
}
