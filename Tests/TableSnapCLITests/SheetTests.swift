import Foundation
import Testing

/// `tablesnap sheet`: grids from the product of --vary values, bad keys and values, output formats.
@Suite struct SheetTests {
    /// A 200×150-pt screen at 1×, so sheet geometry is easy to predict.
    static let small = """
        size: {width: 200, height: 150}
        scale: 1
        table:
          sections:
            - rows: [{text: Apple}, {text: Banana, accessory: checkmark}]

        """

    private func sandbox() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("fruit.yaml", Self.small)
        return sandbox
    }

    private func size(of name: String, in sandbox: Sandbox) throws -> (width: Int, height: Int) {
        let bytes = try #require(sandbox.bytes(name))
        return try #require(pngSize(bytes))
    }

    @Test func variantsPastTheLimitAreRefusedEvenWhenTheirCountWouldOverflow() throws {
        let sandbox = try sandbox()
        // 2^64 variants wrap an Int to 0; the count must still read as too many.
        let vary = (0..<64).flatMap { _ in ["--vary", "appearance=light,dark"] }
        let result = try sandbox.run(["sheet", "fruit.yaml"] + vary + ["-o", "many.png"])
        #expect(result.status == 65 && result.stderr.contains("more than 500 variants"), "\(result.stderr)")
        #expect(!sandbox.exists("many.png"))
    }

    @Test func eachColumnValueAddsACardWidth() throws {
        let sandbox = try sandbox()
        let one = try sandbox.run(["sheet", "fruit.yaml", "--vary", "appearance=light,dark", "--vary", "table.style=plain,grouped", "-o", "two.png"])
        let three = try sandbox.run(["sheet", "fruit.yaml", "--vary", "appearance=light,dark", "--vary", "table.style=plain,grouped,insetGrouped", "-o", "three.png"])
        #expect(one.status == 0 && three.status == 0, "\(one.stderr) \(three.stderr)")
        #expect(one.stderr.isEmpty, "no progress bar off a terminal: \(one.stderr)")
        let a = try size(of: "two.png", in: sandbox)
        let b = try size(of: "three.png", in: sandbox)
        // One more card: 200 pt + 2 × 12 padding, and the 28-pt gap.
        #expect(b.width - a.width == 200 + 24 + 28)
        #expect(a.height == b.height)
    }

    @Test func eachRowValueAddsACardHeight() throws {
        let sandbox = try sandbox()
        #expect(try sandbox.run(["sheet", "fruit.yaml", "--vary", "contentSize=large", "--vary", "direction=ltr", "-o", "one.png"]).status == 0)
        #expect(try sandbox.run(["sheet", "fruit.yaml", "--vary", "contentSize=large,xxxLarge,ax1", "--vary", "direction=ltr", "-o", "three.png"]).status == 0)
        let a = try size(of: "one.png", in: sandbox)
        let b = try size(of: "three.png", in: sandbox)
        #expect(b.height - a.height >= 2 * (150 + 24 + 28))
    }

    @Test func thumbnailScaleScalesThePNG() throws {
        let sandbox = try sandbox()
        #expect(try sandbox.run(["sheet", "fruit.yaml", "-o", "one.png"]).status == 0)
        #expect(try sandbox.run(["sheet", "fruit.yaml", "-o", "two.png", "--thumbnail-scale", "2"]).status == 0)
        let a = try size(of: "one.png", in: sandbox)
        let b = try size(of: "two.png", in: sandbox)
        #expect(b.width == 2 * a.width && b.height == 2 * a.height)
    }

    @Test func pdfHasAPagePerOutermostValueOfThreeKeys() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run(["sheet", "fruit.yaml", "--vary", "appearance=light,dark", "--vary", "contentSize=large,ax1",
                                      "--vary", "table.style=plain,grouped,insetGrouped", "-o", "review.pdf"])
        #expect(result.status == 0, "\(result.stderr)")
        let review = try #require(sandbox.bytes("review.pdf"))
        #expect(pdfPageCount(review) == 2)
        #expect(try sandbox.run(["sheet", "fruit.yaml", "--vary", "appearance=light,dark", "-o", "flat.pdf"]).status == 0)
        let flat = try #require(sandbox.bytes("flat.pdf"))
        #expect(pdfPageCount(flat) == 1)
    }

    @Test func svgSheetIsWellFormed() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run(["sheet", "fruit.yaml", "--vary", "appearance=light,dark", "--title", "Fruit & more", "-o", "review.svg"])
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try #require(sandbox.bytes("review.svg"))
        #expect(svgRoot(svg)?.name == "svg")
    }

    @Test(arguments: ["pdf", "svg", "png"])
    func sheetsAreDeterministic(_ format: String) throws {
        let sandbox = try sandbox()
        for name in ["a", "b"] {
            #expect(try sandbox.run(["sheet", "fruit.yaml", "--vary", "appearance=light,dark", "-o", "\(name).\(format)"]).status == 0)
        }
        #expect(sandbox.bytes("a.\(format)") == sandbox.bytes("b.\(format)"))
    }

    @Test func badValueIsReportedWithTheExpectedValuesAndNothingIsWritten() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run(["sheet", "fruit.yaml", "--vary", "appearance=light,dark", "--vary", "table.style=plain,fancy", "-o", "review.png"])
        expectFailure(result, status: 65, file: "fruit.yaml",
                      contains: ["table.style: unknown value \"fancy\"", "expected one of plain, grouped, insetGrouped", "table.style=fancy"],
                      in: sandbox, inputs: ["fruit.yaml"])
    }

    @Test func misspeltKeyIsReportedByTheReader() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run(["sheet", "fruit.yaml", "--vary", "tabel.style=plain", "-o", "review.png"])
        expectFailure(result, status: 65, file: "fruit.yaml", contains: ["unknown key \"tabel\"", "did you mean \"table\""],
                      in: sandbox, inputs: ["fruit.yaml"])
    }

    @Test func rowKeyPathsReachIntoLists() throws {
        let sandbox = try sandbox()
        let good = try sandbox.run(["sheet", "fruit.yaml", "--vary", "table.sections[0].rows[1].accessory=none,checkmark,{switch: true}", "-o", "ok.png"])
        #expect(good.status == 0, "\(good.stderr)")
        let missing = try sandbox.run(["sheet", "fruit.yaml", "--vary", "table.sections[3].rows[0].text=x", "-o", "review.png"])
        expectFailure(missing, status: 65, file: "fruit.yaml", contains: ["table.sections: has 1 entries; there is no [3]"],
                      in: sandbox, inputs: ["fruit.yaml", "ok.png"])
    }

    @Test func malformedVaryIsAUsageError() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run(["sheet", "fruit.yaml", "--vary", "appearance", "-o", "review.png"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("expected KEY=V1,V2"))
        #expect(sandbox.writtenFiles(except: ["fruit.yaml"]).isEmpty)
    }

    @Test func outputThatIsAnInputIsRefused() throws {
        let sandbox = try sandbox()
        let refused = try sandbox.run(["sheet", "fruit.yaml", "--vary", "appearance=light,dark", "-o", "fruit.yaml"])
        expectFailure(refused, status: 74, file: "fruit.yaml", contains: ["is the input"], in: sandbox, inputs: ["fruit.yaml"])
        #expect(sandbox.bytes("fruit.yaml") == Array(Self.small.utf8))
    }

    @Test func sheetDefinitionFile() throws {
        let sandbox = try sandbox()
        try sandbox.write("review.yaml", """
            title: Fruit review
            mockups: [fruit.yaml]
            vary:
              appearance: [light, dark]
              table.sections[0].rows[0].accessory: [none, {switch: true}]
            layout: {columns: 1, thumbnailScale: 0.5}

            """)
        let result = try sandbox.run(["sheet", "review.yaml"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("wrote review.png"))
        let size = try size(of: "review.png", in: sandbox)
        // One card a row at half scale: narrower than two 200-pt screens side by side.
        #expect(size.width < 2 * 200)
    }

    @Test func badValueInADefinitionFileNamesTheMockupAndVariant() throws {
        let sandbox = try sandbox()
        try sandbox.write("review.yaml", "mockups: [fruit.yaml]\nvary:\n  contentSize: [large, huge]\n")
        let result = try sandbox.run(["sheet", "review.yaml"])
        expectFailure(result, status: 65, file: "fruit.yaml", contains: ["contentSize: unknown value \"huge\"", "contentSize=huge"],
                      in: sandbox, inputs: ["fruit.yaml", "review.yaml"])
    }
}
