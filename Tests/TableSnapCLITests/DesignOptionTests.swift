import Foundation
import Testing

/// `design:` and `--design` on the command line: each command that renders
/// takes the option, a sheet varies the key, and a bad value is refused.
@Suite struct DesignOptionTests {
    private static let mockup = "scale: 1\ntable: {sections: [{rows: [{text: Apple}]}]}\n"

    @Test func everyRenderingCommandTakesTheOption() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Self.mockup)
        #expect(try sandbox.run(["render", "a.yaml", "--design", "ios18"]).status == 0)
        #expect(try sandbox.run(["verify", "a.yaml", "--design", "ios18"]).status == 0)
        let sheet = try sandbox.run(["sheet", "a.yaml", "--design", "ios26", "--vary", "appearance=light,dark", "-o", "s.png"])
        #expect(sheet.status == 0, "\(sheet.stderr)")
    }

    @Test func aSheetVariesTheDesign() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Self.mockup)
        let result = try sandbox.run(["sheet", "a.yaml", "--vary", "design=ios18,ios26", "-o", "s.png"])
        #expect(result.status == 0 && sandbox.bytes("s.png").flatMap(pngSize) != nil, "\(result.stderr)")
    }

    @Test func aBadDesignIsRefused() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Self.mockup)
        let option = try sandbox.run(["render", "a.yaml", "--design", "ios7"])
        #expect(option.status == 64 && option.stderr.contains("ios26") && option.stderr.contains("ios18"), "\(option.stderr)")
        try sandbox.write("b.yaml", "design: ios7\n" + Self.mockup)
        let key = try sandbox.render("b.yaml")
        expectFailure(key, status: 65, file: "b.yaml", contains: ["design: unknown value \"ios7\"", "expected one of ios26, ios18"],
                      in: sandbox, inputs: ["a.png"])
    }
}
