import Foundation
import Testing

/// `tablesnap render --annotate`: redlines beside and over the render.
@Suite struct AnnotateTests {
    @Test func annotatingWidensTheImageAndChangesThePicture() throws {
        let sandbox = try Sandbox()
        try sandbox.write("menu.yaml", Fixture.good)
        let plain = try sandbox.render("menu.yaml", "--scale", "1", "-o", "plain.png")
        let annotated = try sandbox.render("menu.yaml", "--scale", "1", "--annotate", "-o", "annotated.png")
        #expect(plain.status == 0 && annotated.status == 0, "\(plain.stderr) \(annotated.stderr)")
        let plainBytes = try #require(sandbox.bytes("plain.png")), annotatedBytes = try #require(sandbox.bytes("annotated.png"))
        let plainSize = try #require(pngSize(plainBytes)), annotatedSize = try #require(pngSize(annotatedBytes))
        // 60 pt of heights to the right, a legend below.
        #expect(plainSize.width == 393 && annotatedSize.width == 453)
        #expect(annotatedSize.height > plainSize.height)
        #expect(plainBytes != annotatedBytes)
    }

    @Test func sheetsAnnotateEveryCard() throws {
        let sandbox = try Sandbox()
        try sandbox.write("menu.yaml", Fixture.good)
        let plain = try sandbox.run(["sheet", "menu.yaml", "--vary", "appearance=light,dark", "-o", "plain.png"])
        let annotated = try sandbox.run(["sheet", "menu.yaml", "--vary", "appearance=light,dark", "--annotate", "-o", "annotated.png"])
        #expect(plain.status == 0 && annotated.status == 0, "\(plain.stderr) \(annotated.stderr)")
        let plainSize = try #require(sandbox.bytes("plain.png").flatMap(pngSize))
        let annotatedSize = try #require(sandbox.bytes("annotated.png").flatMap(pngSize))
        // Each of the two cards grows by the 60-pt column of heights.
        #expect(annotatedSize.width >= plainSize.width + 120 && annotatedSize.height > plainSize.height)
    }

    @Test func aFlagTakesNoValue() throws {
        let sandbox = try Sandbox()
        try sandbox.write("menu.yaml", Fixture.good)
        let result = try sandbox.render("menu.yaml", "--annotate=yes")
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--annotate"), "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["menu.yaml"]).isEmpty)
    }

    @Test func theSheetIsCheckedAgainstThePixelLimitsBeforeDrawing() throws {
        let sandbox = try Sandbox()
        // 16,383 pt at 2× is 32,766 px, just inside the limit; the heights' column takes it over.
        try sandbox.write("wide.yaml", "size: {width: 16383, height: 100}\nscale: 2\ntable: {sections: [{rows: [{text: A}]}]}\n")
        let plain = try sandbox.render("wide.yaml", "-o", "plain.png")
        #expect(plain.status == 0, "\(plain.stderr)")
        let result = try sandbox.render("wide.yaml", "--annotate", "-o", "annotated.png")
        expectFailure(result, status: 65, file: "wide.yaml", contains: ["32886×", "too large"], in: sandbox, inputs: ["wide.yaml", "plain.png"])
    }
}
