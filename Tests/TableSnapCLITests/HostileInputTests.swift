import Foundation
import Testing

// The second hardening round, one test (or a few) per class of hole found by
// a hostile tester in the newer commands: crashes, lost files, runaway time
// and memory, terminal injection, leaks of outside files, and unclear
// messages. Each run must end with success or a message naming the file and
// the limit or field, must not change a file it was not asked to write, and
// must print no raw control character. Inputs are generated here and small.

/// A plain mockup of `rows` (YAML flow mappings) on a small 1x screen.
private func smallMockup(rows: [String], table: String = "", top: String = "") -> String {
    "\(top)size: {width: 200, height: 300}\nscale: 1\ntable: {\(table)sections: [{rows: [\(rows.joined(separator: ", "))]}]}\n"
}

/// No byte of `text` is a C0 control other than a line feed, nor ESC's C1 sisters.
private func hasNoRawControls(_ text: String) -> Bool {
    !text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
}

@Suite struct HostileInputTests {
    // MARK: Crashes

    @Test(arguments: ["1e-6", "5e-324", "0.01", "-1"])
    func thinFillerRowsAreRefused(height: String) throws {
        let sandbox = try Sandbox()
        try sandbox.write("filler.yaml", smallMockup(rows: ["{text: A}"], table: "fillerRowHeight: \(height), "))
        let result = try sandbox.render("filler.yaml")
        expectFailure(result, status: 65, file: "filler.yaml", contains: ["table.fillerRowHeight", "or 0 for no filler rows"],
                      in: sandbox, inputs: ["filler.yaml"])
    }

    @Test func aDeepVaryKeyPathIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("m.yaml", smallMockup(rows: ["{text: A}"]))
        let path = Array(repeating: "a", count: 20_000).joined(separator: ".")
        let result = try sandbox.run(["sheet", "m.yaml", "--vary", "\(path)=1,2", "-o", "s.png"])
        expectFailure(result, status: 65, file: "sheet", contains: ["20000 steps", "the limit is 64"], in: sandbox, inputs: ["m.yaml"])
    }

    @Test func aSheetOfManyLargeVariantsIsRefusedBeforeDrawing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("big.yaml", "size: {width: 2000, height: 4000}\nscale: 3\ntable: {sections: [{rows: [{text: A}]}]}\n")
        let result = try sandbox.run(["sheet", "big.yaml", "--vary", "appearance=light,dark", "--vary", "contentSize=xSmall,small,medium,large,xLarge,xxLarge,xxxLarge",
                                      "--thumbnail-scale", "0.25", "-o", "s.png"])
        expectFailure(result, status: 65, file: "sheet", contains: ["megapixels in all", "the limit is 600.0"], in: sandbox, inputs: [])
    }

    @Test func aSheetTooLargeForABitmapIsRefusedBeforeDrawing() throws {
        let sandbox = try Sandbox()
        try sandbox.write("m.yaml", "size: {width: 1000, height: 1000}\nscale: 1\ntable: {sections: [{rows: [{text: A}]}]}\n")
        let result = try sandbox.run(["sheet", "m.yaml", "--vary", "contentSize=xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,ax1",
                                      "--thumbnail-scale", "4", "-o", "s.png"])
        expectFailure(result, status: 65, file: "sheet", contains: ["the sheet would be too large", "--thumbnail-scale"], in: sandbox, inputs: [])
    }

    @Test func rowsOnScreenAreBoundedBeforeCellsAreMade() throws {
        let sandbox = try Sandbox()
        let rows = Array(repeating: "{text: a}", count: 5_000)
        try sandbox.write("thin.yaml", "size: {width: 300, height: 6000}\nscale: 1\ntable: {rowHeight: 1, sections: [{rows: [\(rows.joined(separator: ", "))]}]}\n")
        for extra in [[], ["--annotate"], ["-o", "thin.pdf"]] {
            let result = try sandbox.run(["render", "thin.yaml"] + extra)
            expectFailure(result, status: 65, file: "thin.yaml", contains: ["table: up to 5000 rows", "the limit is 2500"], in: sandbox, inputs: [])
        }
    }

    @Test func aSheetReadingTooManyValuesIsRefusedBeforeReadingThem() throws {
        let sandbox = try Sandbox()
        try sandbox.write("long.yaml", smallMockup(rows: Array(repeating: "{text: A, detail: B}", count: 20_000)))
        let result = try sandbox.run(["sheet", "long.yaml", "--vary", "contentSize=xSmall,small,medium,large,xLarge,xxLarge,xxxLarge,ax1",
                                      "--vary", "appearance=light,dark", "--vary", "direction=ltr,rtl", "-o", "s.png"])
        expectFailure(result, status: 65, file: "sheet", contains: ["values in all", "the limit is 2000000"], in: sandbox, inputs: [])
    }

    // MARK: Lost files

    @Test func oneMockupsOutputMayNotReplaceAnotherMockupsImage() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", smallMockup(rows: ["{text: A}"]))
        try sandbox.write("b.yaml", smallMockup(rows: ["{text: B, image: a.png}"]))
        try sandbox.write("a.png", bytes: solidPNG(width: 8, height: 8))
        let before = sandbox.bytes("a.png")
        let result = try sandbox.render("a.yaml", "b.yaml")
        #expect(result.status == 74 && result.stderr.contains("a.yaml") && result.stderr.contains("refusing to overwrite"), "\(result.stderr)")
        #expect(sandbox.bytes("a.png") == before)
    }

    /// Refused before the images are compared, so equal images are refused too.
    @Test func diffRefusesToWriteOverAnImageItCompares() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.png", bytes: solidPNG(width: 4, height: 4, gray: 10))
        try sandbox.write("b.png", bytes: solidPNG(width: 4, height: 4, gray: 90))
        try sandbox.write("same.png", bytes: solidPNG(width: 4, height: 4, gray: 10))
        for (other, target) in [("b.png", "a.png"), ("b.png", "b.png"), ("b.png", "./a.png"), ("same.png", "a.png"), ("same.png", "same.png")] {
            let files = ["a.png", "b.png", "same.png"].map(sandbox.bytes)
            let result = try sandbox.run(["diff", "a.png", other, "-o", target])
            #expect(result.status == 74 && result.stderr.contains("refusing to overwrite"), "\(other) -o \(target): \(result.stderr)")
            #expect(!result.stdout.contains("equal") && !result.stdout.contains("different"), "not compared: \(result.stdout)")
            #expect(["a.png", "b.png", "same.png"].map(sandbox.bytes) == files && sandbox.allFiles() == ["a.png", "b.png", "same.png"])
        }
    }

    @Test func renderRefusesToWriteOverAnImageTheMockupShows() throws {
        let sandbox = try Sandbox()
        try sandbox.write("m.png", bytes: solidPNG(width: 8, height: 8))
        try sandbox.write("m.yaml", smallMockup(rows: ["{text: A, image: m.png}"]))
        let before = sandbox.bytes("m.png")
        let result = try sandbox.render("m.yaml")
        #expect(result.status == 74 && result.stderr.contains("m.yaml") && result.stderr.contains("refusing to overwrite"), "\(result.stderr)")
        #expect(sandbox.bytes("m.png") == before)
    }

    @Test func sheetRefusesToWriteOverAnImageAVariantShows() throws {
        let sandbox = try Sandbox()
        try sandbox.write("photo.png", bytes: solidPNG(width: 8, height: 8))
        try sandbox.write("m.yaml", smallMockup(rows: ["{text: A, image: photo.png}"]))
        let before = sandbox.bytes("photo.png")
        let result = try sandbox.run(["sheet", "m.yaml", "--vary", "appearance=light,dark", "-o", "photo.png"])
        #expect(result.status == 74 && result.stderr.contains("refusing to overwrite"), "\(result.stderr)")
        #expect(sandbox.bytes("photo.png") == before)
    }

    @Test func renderRefusesToWriteOverAFontItReads() throws {
        let sandbox = try Sandbox()
        try sandbox.write("m.yaml", smallMockup(rows: ["{text: A}"]))
        try FileManager.default.copyItem(atPath: "/usr/share/fonts/opentype/inter/Inter-Regular.otf", toPath: sandbox.url("font.png").path)
        let before = sandbox.bytes("font.png")
        let result = try sandbox.run(["render", "m.yaml", "-o", "font.png", "--font", "font.png", "--font-family", "Inter"])
        #expect(result.status == 74 && result.stderr.contains("refusing to overwrite"), "\(result.stderr)")
        #expect(sandbox.bytes("font.png") == before)
    }

    @Test func aReportFolderHoldingOtherFilesIsRefusedBeforeVerifying() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", smallMockup(rows: ["{text: A}"]))
        #expect(try sandbox.render("a.yaml").status == 0)
        try sandbox.write("index.html", "mine")
        let result = try sandbox.run(["verify", ".", "--report", "."])
        #expect(result.status == 74 && result.stderr.contains("already holds index.html"), "\(result.stderr)")
        #expect(String(decoding: sandbox.bytes("index.html") ?? [], as: UTF8.self) == "mine")
        #expect(!result.stdout.contains("passed"), "nothing is verified: \(result.stdout)")
    }

    @Test func aReportNeverReplacesAReferenceItReads() throws {
        let sandbox = try Sandbox()
        // The report would name the images of the second input "2-b.reference.png", "2-b.actual.png", "2-b.diff.png".
        try sandbox.write("2-b.reference.yaml", smallMockup(rows: ["{text: A}"]))
        try sandbox.write("b.yaml", smallMockup(rows: ["{text: B}"]))
        #expect(try sandbox.render("2-b.reference.yaml", "b.yaml").status == 0)
        let reference = sandbox.bytes("2-b.reference.png")
        let result = try sandbox.run(["verify", ".", "--report", "."])
        #expect(result.status == 74, "\(result.stdout)\(result.stderr)")
        #expect(sandbox.bytes("2-b.reference.png") == reference)
    }

    @Test func aReportFolderOfAnEarlierReportIsWrittenAgain() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", smallMockup(rows: ["{text: A}"]))
        #expect(try sandbox.render("a.yaml").status == 0)
        try sandbox.write("a.yaml", smallMockup(rows: ["{text: Changed}"]))
        for _ in 0..<2 {
            let result = try sandbox.run(["verify", "a.yaml", "--report", "report"])
            #expect(result.status == 1 && result.stdout.contains("wrote report/index.html"), "\(result.stdout)\(result.stderr)")
        }
        #expect(sandbox.exists("report/1-a.diff.png") && sandbox.exists("report/.tablesnap-report"))
    }

    @Test func aReplacedOutputKeepsItsMode() throws {
        let sandbox = try Sandbox()
        try sandbox.write("m.yaml", smallMockup(rows: ["{text: A}"]))
        try sandbox.write("m.png", "old")
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: sandbox.url("m.png").path)
        #expect(try sandbox.render("m.yaml").status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: sandbox.url("m.png").path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(sandbox.bytes("m.png").flatMap(pngSize) != nil)
    }

    // MARK: Runaway time and memory

    @Test func repeatedTextThroughAliasesStopsAtTheTextBudget() throws {
        let sandbox = try Sandbox()
        let long = String(repeating: "x", count: 9_000)
        let rows = Array(repeating: "{text: *t}", count: 2_000).joined(separator: ", ")
        try sandbox.write("alias.yaml", "a: &t \(long)\ntable: {sections: [{rows: [\(rows)]}]}\n")
        let result = try sandbox.render("alias.yaml")
        expectFailure(result, status: 65, file: "alias.yaml", contains: ["text comes to more than", "the limit is 16777216"],
                      in: sandbox, inputs: [])
    }

    @Test func longOneLineLabelsRenderAsBefore() throws {
        let sandbox = try Sandbox()
        let long = String(repeating: "word ", count: 2_000)
        try sandbox.write("long.yaml", smallMockup(rows: Array(repeating: "{text: '\(long)'}", count: 8)))
        #expect(try sandbox.render("long.yaml").status == 0)
    }

    @Test func aPDFShowsALargeImageCutToWhatShows() throws {
        let sandbox = try Sandbox()
        try sandbox.write("big.png", bytes: solidPNG(width: 1600, height: 1600))
        try sandbox.write("m.yaml", smallMockup(rows: Array(repeating: "{text: A, image: big.png}", count: 6), table: "rowHeight: 44, "))
        let result = try sandbox.render("m.yaml", "-o", "m.pdf")
        #expect(result.status == 0, "\(result.stderr)")
        // The whole image is 7.7 MB of pixels; what shows of it is a 200 × 300 pt window at most.
        #expect((sandbox.bytes("m.pdf")?.count ?? .max) < 1_000_000)
    }

    @Test func rowsShowingTooMuchImageAreRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("big.png", bytes: solidPNG(width: 1600, height: 1600))
        let rows = Array(repeating: "{text: A, image: big.png}", count: 40)
        try sandbox.write("m.yaml", "size: {width: 2000, height: 2000}\nscale: 1\ntable: {rowHeight: 40, sections: [{rows: [\(rows.joined(separator: ", "))]}]}\n")
        let result = try sandbox.render("m.yaml")
        expectFailure(result, status: 65, file: "m.yaml", contains: ["show images of more than", "the limit is 64000000"], in: sandbox, inputs: ["big.png"])
        let vector = try sandbox.render("m.yaml", "-o", "m.svg")
        expectFailure(vector, status: 65, file: "m.yaml", contains: ["the limit is 8000000"], in: sandbox, inputs: ["big.png"])
    }

    @Test func comparedImagesAreBoundedFromTheirHeaders() throws {
        let sandbox = try Sandbox()
        // Headers claiming 80 megapixels, with no pixel data: refused before any allocation.
        try sandbox.write("a.png", bytes: pngFile(width: 10_000, height: 8_000, colorType: 2, idat: []))
        try sandbox.write("b.png", bytes: solidPNG(width: 4, height: 4))
        let result = try sandbox.run(["diff", "a.png", "b.png"])
        #expect(result.status == 65 && result.stderr.contains("a.png") && result.stderr.contains("10000 × 8000 px; the limit is 33,554,432 pixels"),
                "\(result.stderr)")
    }

    @Test func verifyRefusesARenderLargerThanItCompares() throws {
        let sandbox = try Sandbox()
        try sandbox.write("huge.yaml", "size: {width: 2000, height: 4000}\nscale: 3\ntable: {sections: [{rows: [{text: A}]}]}\n")
        try sandbox.write("huge.png", bytes: solidPNG(width: 4, height: 4))
        let result = try sandbox.run(["verify", "huge.yaml"])
        #expect(result.status == 65 && result.stderr.contains("huge.yaml") && result.stderr.contains("verify compares images of at most 33554432 pixels"),
                "\(result.stderr)")
    }

    // MARK: Terminal injection

    @Test func controlCharactersInQuotedTextAreEscaped() throws {
        let sandbox = try Sandbox()
        try sandbox.write("evil.json", #"{"table": {"\u001b]0;owned\u0007\rtablesnap: ok": 1}}"#)
        let result = try sandbox.render("evil.json")
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stderr.contains("\\u{1B}]0;owned\\u{7}\\u{D}tablesnap: ok"), "\(result.stderr)")
        #expect(hasNoRawControls(result.stderr), "\(result.stderr.debugDescription)")
    }

    @Test func controlCharactersInFileNamesAreEscapedInTheReport() throws {
        let sandbox = try Sandbox()
        let name = "bad\u{1B}[2Kname.yaml"
        try sandbox.write(name, "table: [\n")
        let result = try sandbox.run(["verify", ".", "--report", "report"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(hasNoRawControls(result.stdout) && hasNoRawControls(result.stderr), "\(result.stderr.debugDescription)")
        let html = String(decoding: sandbox.bytes("report/index.html") ?? [], as: UTF8.self)
        #expect(html.contains("bad\\u{1B}[2Kname.yaml") && hasNoRawControls(html))
    }

    // MARK: Leaks of outside files

    @Test(arguments: ["../secret.yaml", "SECRET_ABSOLUTE"])
    func aDefinitionCannotNameAFileOutsideItsFolder(name: String) throws {
        let sandbox = try Sandbox()
        let secret = sandbox.directory.deletingLastPathComponent().appendingPathComponent("secret.yaml")
        try Data("token: hunter2-credential\n".utf8).write(to: secret)
        let path = name == "SECRET_ABSOLUTE" ? secret.path : name
        try sandbox.write("review.yaml", "mockups: [\"\(path)\"]\n")
        let result = try sandbox.run(["sheet", "review.yaml"])
        expectFailure(result, status: 65, file: "review.yaml", contains: ["mockups[0]", "leads outside the sheet definition's folder", "--allow-files-outside"],
                      in: sandbox, inputs: [])
        #expect(!result.stderr.contains("hunter2") && !result.stderr.contains("token"), "\(result.stderr)")
    }

    @Test func aMockupLinkedOutsideAVerifiedFolderIsNotRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", smallMockup(rows: ["{text: A}"]))
        let secret = sandbox.directory.deletingLastPathComponent().appendingPathComponent("secret.yaml")
        try Data("token: hunter2-credential\n".utf8).write(to: secret)
        try FileManager.default.createSymbolicLink(atPath: sandbox.url("evil.yaml").path, withDestinationPath: secret.path)
        let result = try sandbox.run(["verify", "."])
        #expect(result.status == 65 && result.stderr.contains("evil.yaml") && result.stderr.contains("leads outside the folder"), "\(result.stderr)")
        #expect(!result.stderr.contains("hunter2") && !result.stdout.contains("hunter2"), "\(result.stderr)")
    }

    @Test func aReferenceLinkedOutsideTheFolderIsNotRead() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", smallMockup(rows: ["{text: A}"]))
        let outside = sandbox.directory.deletingLastPathComponent().appendingPathComponent("outside.png")
        try Data(solidPNG(width: 4, height: 4)).write(to: outside)
        try FileManager.default.createSymbolicLink(atPath: sandbox.url("a.png").path, withDestinationPath: outside.path)
        let result = try sandbox.run(["verify", "a.yaml", "--report", "report"])
        #expect(result.status == 65 && result.stderr.contains("leads outside the mockup's folder"), "\(result.stderr)")
        #expect(!(sandbox.allFiles().contains { $0.hasPrefix("report/") && $0.hasSuffix(".png") }), "\(sandbox.allFiles())")
    }

    @Test func anImageLinkedOutsideAnswersAlikeWhetherItsTargetExists() throws {
        let sandbox = try Sandbox()
        let parent = sandbox.directory.deletingLastPathComponent()
        try Data(solidPNG(width: 4, height: 4)).write(to: parent.appendingPathComponent("there.png"))
        try FileManager.default.createSymbolicLink(atPath: sandbox.url("there.png").path, withDestinationPath: "../there.png")
        try FileManager.default.createSymbolicLink(atPath: sandbox.url("gone.png").path, withDestinationPath: "../gone.png")
        var answers: [String] = []
        for image in ["there.png", "gone.png"] {
            try sandbox.write("m.yaml", smallMockup(rows: ["{text: A, image: \(image)}"]))
            let result = try sandbox.render("m.yaml")
            #expect(result.status == 65, "\(image): \(result.stderr)")
            answers.append(result.stderr.replacingOccurrences(of: image, with: "IMAGE"))
        }
        #expect(answers[0] == answers[1] && answers[0].contains("leads outside the mockup's folder"), "\(answers)")
    }

    // MARK: Unclear messages

    @Test func aYAMLByteOrderMarkIsAccepted() throws {
        let sandbox = try Sandbox()
        try sandbox.write("bom.yaml", bytes: [0xEF, 0xBB, 0xBF] + Array(smallMockup(rows: ["{text: A}"]).utf8))
        let result = try sandbox.render("bom.yaml")
        #expect(result.status == 0 && sandbox.bytes("bom.png").flatMap(pngSize) != nil, "\(result.stderr)")
    }
}
