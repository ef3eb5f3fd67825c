import Foundation
import Testing

/// The options whose values are an enumeration's raw values (`--format`,
/// `--design`) list them in help, completion scripts and errors.
@Suite struct RawValueArgumentTests {
    @Test func helpListsTheValues() throws {
        // Help wraps its lines; the words are compared, not where they break.
        let help = try Sandbox().run(["render", "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(help.contains("(values: png, pdf, svg)"), "\(help)")
        #expect(help.contains("(values: ios26, ios18)"), "\(help)")
    }

    @Test func completionScriptsOfferTheValues() throws {
        let script = try Sandbox().run(["--generate-completion-script", "bash"]).stdout
        #expect(script.contains("'png'$'\\n''pdf'$'\\n''svg'"), "\(script.prefix(300))")
        #expect(script.contains("'ios26'$'\\n''ios18'"), "\(script.prefix(300))")
    }

    @Test func anUnknownFormatIsRefusedWithTheFormats() throws {
        let sandbox = try Sandbox()
        try sandbox.write("a.yaml", Fixture.good)
        let result = try sandbox.render("a.yaml", "--format", "gif")
        #expect(result.status == 64)
        #expect(result.stderr.contains("The value 'gif' is invalid for '--format <format>'. Please provide one of 'png', 'pdf' or 'svg'."),
                "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["a.yaml"]).isEmpty)
    }
}
