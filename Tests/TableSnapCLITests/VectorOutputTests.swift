import Foundation
import Testing

/// `render -o x.pdf` / `x.svg` and `--format`: vector renders of the same geometry, byte for byte repeatable.
@Suite struct VectorOutputTests {
    @Test func pdfOutputIsOnePageOfTheScreenInPoints() throws {
        let sandbox = try Sandbox()
        try sandbox.write("fruit.yaml", Fixture.good)
        let result = try sandbox.render("fruit.yaml", "-o", "fruit.pdf")
        #expect(result.status == 0, "\(result.stderr)")
        let pdf = try #require(sandbox.bytes("fruit.pdf"))
        #expect(isPDF(pdf))
        #expect(pdfPageCount(pdf) == 1)
        // iPhone 15: 393×852 pt, not pixels.
        #expect(String(decoding: pdf, as: Unicode.ASCII.self).contains("/MediaBox [ 0 0 393 852 ]"))
        #expect(sandbox.writtenFiles(except: ["fruit.yaml"]) == ["fruit.pdf"])
    }

    @Test func svgOutputIsWellFormedAndSizedInPoints() throws {
        let sandbox = try Sandbox()
        try sandbox.write("fruit.yaml", Fixture.good)
        let result = try sandbox.render("fruit.yaml", "-o", "fruit.svg")
        #expect(result.status == 0, "\(result.stderr)")
        let svg = try #require(sandbox.bytes("fruit.svg"))
        let root = try #require(svgRoot(svg))
        #expect(root.name == "svg")
        #expect(root.attributes["viewBox"] == "0 0 393 852")
    }

    @Test(arguments: ["pdf", "svg"])
    func vectorRendersAreDeterministic(_ format: String) throws {
        let sandbox = try Sandbox()
        // An image, a switch's shadows and a pinned header's material: every path that embeds pixels.
        try sandbox.write("controls.yaml", """
            table:
              sections:
                - header: Pinned
                  rows:
                    - {text: Wi-Fi, image: {symbol: wifi, color: white, background: systemBlue}, accessory: {switch: true}}
                    - {text: Volume, control: {slider: 0.5}}
                    - {text: Units, control: {segments: [A, B], selected: 0}}
            scroll: 20

            """)
        #expect(try sandbox.render("controls.yaml", "-o", "a.\(format)").status == 0)
        #expect(try sandbox.render("controls.yaml", "-o", "b.\(format)").status == 0)
        let a = try #require(sandbox.bytes("a.\(format)")), b = try #require(sandbox.bytes("b.\(format)"))
        #expect(a == b)
    }

    @Test func formatOptionNamesRendersInADirectory() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Fixture.good)
        try sandbox.write("b.json", Fixture.goodJSON)
        try FileManager.default.createDirectory(at: sandbox.url("out"), withIntermediateDirectories: true)
        let result = try sandbox.render("a.yaml", "b.json", "-o", "out", "--format", "svg")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["a.yaml", "b.json"]) == ["out/a.svg", "out/b.svg"])
    }

    @Test func formatOptionBesideTheMockup() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Fixture.good)
        #expect(try sandbox.render("a.yaml", "--format", "pdf").status == 0)
        #expect(sandbox.writtenFiles(except: ["a.yaml"]) == ["a.pdf"])
    }

    @Test func formatContradictingTheOutputFileIsAUsageError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Fixture.good)
        let result = try sandbox.render("a.yaml", "-o", "a.pdf", "--format", "svg")
        #expect(result.status == 64)
        #expect(result.stderr.contains("--format svg contradicts the output a.pdf"))
        #expect(sandbox.writtenFiles(except: ["a.yaml"]).isEmpty)
    }

    @Test func vectorOutputKeepsTheOutputRules() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Fixture.good)
        try FileManager.default.createDirectory(at: sandbox.url("a.pdf"), withIntermediateDirectories: true)
        let result = try sandbox.render("a.yaml", "--format", "pdf")
        #expect(result.status == 74)
        #expect(result.stderr.contains("it is a directory"))
    }
}
