import Foundation
import Testing

/// `tablesnap diff`: exit 0 equal within the tolerance, 1 different (with the
/// counts and, asked, a diff image), 64/65/66 for bad use, missing files or non-PNGs.
@Suite struct DiffTests {
    /// A sandbox holding `a.png` (Apple, Banana) and `b.png` (Apple, Cherry), rendered at 1×.
    private func twoRenders() throws -> Sandbox {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", "scale: 1\ntable: {sections: [{rows: [{text: Apple}, {text: Banana}]}]}\n")
        try sandbox.write("b.yaml", "scale: 1\ntable: {sections: [{rows: [{text: Apple}, {text: Cherry}]}]}\n")
        let result = try sandbox.render("a.yaml", "b.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        return sandbox
    }

    @Test func equalImagesExitZero() throws {
        let sandbox = try twoRenders()
        let result = try sandbox.run(["diff", "a.png", "a.png"])
        #expect(result.status == 0 && result.stdout.contains("equal: 0 of"), "\(result.stdout)\(result.stderr)")
    }

    @Test func differentImagesExitOneWithTheCountsAndADiffImage() throws {
        let sandbox = try twoRenders()
        let result = try sandbox.run(["diff", "a.png", "b.png", "-o", "diff.png"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.contains("different: ") && result.stdout.contains("pixels differ") && result.stdout.contains(" px at ("), "\(result.stdout)")
        #expect(sandbox.exists("diff.png"))
        // A loose enough precision lets one changed word through.
        #expect(try sandbox.run(["diff", "a.png", "b.png", "--precision", "0.95"]).status == 0)
    }

    @Test func badUseMissingFilesAndNonPNGsAreReported() throws {
        let sandbox = try twoRenders()
        try sandbox.write("text.png", "not a png")
        let missing = try sandbox.run(["diff", "a.png", "nothere.png"])
        #expect(missing.status == 66 && missing.stderr.contains("nothere.png"), "\(missing.stderr)")
        let garbage = try sandbox.run(["diff", "a.png", "text.png"])
        #expect(garbage.status == 65 && garbage.stderr.contains("text.png") && garbage.stderr.contains("not a valid PNG"), "\(garbage.stderr)")
        let precision = try sandbox.run(["diff", "a.png", "b.png", "--precision", "2"])
        #expect(precision.status == 64 && precision.stderr.contains("--precision"), "\(precision.stderr)")
        #expect(!sandbox.exists("diff.png"))
    }
}
