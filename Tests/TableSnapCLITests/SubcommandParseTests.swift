import Foundation
import Testing

/// A subcommand is parsed as a root of its own (skipping ArgumentParser's
/// completion-script check); whatever that parse does not accept is parsed
/// again from `tablesnap`, so help, usage and errors read as the root's.
@Suite struct SubcommandParseTests {
    @Test func helpNamesTheWholeCommand() throws {
        let result = try Sandbox().run(["render", "--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE: tablesnap render [<options>] <files> ..."), "\(result.stdout)")
    }

    @Test func anUnknownOptionIsTheRootsUsageError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let result = try sandbox.render("good.yaml", "--bogus")
        #expect(result.status == 64)
        #expect(result.stderr.contains("Unknown option '--bogus'"), "\(result.stderr)")
        #expect(result.stderr.contains("See 'tablesnap render --help' for more information."), "\(result.stderr)")
        #expect(sandbox.writtenFiles(except: ["good.yaml"]).isEmpty)
    }

    @Test func noFilesIsAUsageErrorNotTheWholeHelp() throws {
        let result = try Sandbox().run(["render"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Missing expected argument '<files> ...'"), "\(result.stderr)")
        #expect(result.stderr.contains("Usage: tablesnap render [<options>] <files> ..."), "\(result.stderr)")
        #expect(!result.stdout.contains("OVERVIEW"), "\(result.stdout)")
    }

    @Test func completionScriptsAreStillWritten() throws {
        for arguments in [["--generate-completion-script", "bash"], ["render", "--generate-completion-script", "bash"]] {
            let result = try Sandbox().run(arguments)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("_tablesnap_render()"), "\(arguments): \(result.stdout.prefix(300))")
        }
    }

    @Test func aCommandsOwnFailureKeepsItsStatus() throws {
        let sandbox = try Sandbox()
        let result = try sandbox.render("missing.yaml")
        #expect(result.status == 66)
        #expect(result.stderr.contains("missing.yaml"), "\(result.stderr)")
    }
}
