import Foundation
import Testing

/// `--version`, the shell completion scripts and the description the manual
/// page is made from (`--experimental-dump-help`), asked for as a user's shell
/// and `Scripts/install` ask for them. `main()` parses a subcommand as a root
/// of its own; these check that the root still answers all three, for every
/// subcommand it lists.
@Suite struct VersionAndCompletionTests {
    // MARK: --version

    @Test func versionPrintsTheVersionAlone() throws {
        let result = try Sandbox().run(["--version"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let version = result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(result.stdout == version + "\n", "\(result.stdout.debugDescription)")
        #expect(Changelog.isVersion(version), "\(version.debugDescription) is not MAJOR.MINOR.PATCH")
    }

    @Test func versionIsTheChangelogsNewestRelease() throws {
        let version = try Sandbox().run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let release = try #require(try Changelog.newestRelease(), "CHANGELOG.md has no `## [X.Y.Z] - YYYY-MM-DD` heading")
        #expect(version == release.version, "tablesnap --version says \(version); CHANGELOG.md's newest release is \(release.version)")
    }

    @Test func theChangelogKeepsUnreleasedChangesAboveTheReleases() throws {
        let headings = try Changelog.headings()
        let unreleased = try #require(headings.firstIndex(of: "[Unreleased]"), "CHANGELOG.md has no `## [Unreleased]` heading")
        let release = try #require(try Changelog.newestRelease())
        #expect(unreleased < headings.firstIndex(of: release.heading)!)
        #expect(release.date.wholeMatch(of: #/\d{4}-\d{2}-\d{2}/#) != nil, "\(release.heading): the date is YYYY-MM-DD")
    }

    @Test func aSubcommandAnswersVersionAsTheRootDoes() throws {
        let root = try Sandbox().run(["--version"])
        let result = try Sandbox().run(["render", "--version"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == root.stdout)
    }

    @Test func helpOffersTheVersion() throws {
        let result = try Sandbox().run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("--version"), "\(result.stdout)")
    }

    // MARK: Completions

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsNameEverySubcommand(shell: String) throws {
        let subcommands = try Self.subcommands()
        let result = try Sandbox().run(["--generate-completion-script", shell])
        #expect(result.status == 0, "\(result.stderr)")
        for name in subcommands {
            #expect(result.stdout.contains(name), "\(shell) script lacks \(name)")
        }
        if shell == "bash" {
            for name in subcommands {
                #expect(result.stdout.contains("_tablesnap_\(name)()"), "bash script lacks _tablesnap_\(name)()")
            }
            #expect(result.stdout.contains("complete -o filenames -F _tablesnap tablesnap"), "\(result.stdout.suffix(300))")
        }
    }

    /// A subcommand that forgot `_superCommandName` would answer with a script of its own (`_render`).
    @Test func everySubcommandGivesTheRootsCompletionScript() throws {
        let root = try Sandbox().run(["--generate-completion-script", "bash"]).stdout
        for name in try Self.subcommands() {
            let result = try Sandbox().run([name, "--generate-completion-script", "bash"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stdout == root, "tablesnap \(name) --generate-completion-script bash: \(result.stdout.prefix(200))")
        }
    }

    /// What bash offers after `tablesnap ` and `tablesnap render --device `, the script loaded as a user's shell loads it.
    @Test func bashCompletesSubcommandsAndValues() throws {
        let sandbox = try Sandbox()
        try sandbox.write("tablesnap.bash", try sandbox.run(["--generate-completion-script", "bash"]).stdout)
        let subcommands = try bashCompletions(in: sandbox, ["tablesnap", ""])
        for name in try Self.subcommands() {
            #expect(subcommands.contains(name), "\(subcommands)")
        }
        let devices = try bashCompletions(in: sandbox, ["tablesnap", "render", "--device", ""])
        #expect(devices.contains("iphone-15") && devices.contains("iphone-se"), "\(devices)")
        #expect(try bashCompletions(in: sandbox, ["tablesnap", "render", "--appearance", ""]) == ["dark", "light"])
        #expect(try bashCompletions(in: sandbox, ["tablesnap", "render", "--design", ""]) == ["ios18", "ios26"])
    }

    // MARK: The manual's source

    /// `generate-manual` (swift-argument-parser's) reads this; subcommands must name `tablesnap` as their
    /// super command for their pages to be `tablesnap.NAME.1` with `tablesnap NAME` synopses.
    @Test func dumpHelpDescribesEveryCommand() throws {
        let info = try Self.toolInfo()
        #expect(info.serializationVersion == 0)
        #expect(info.command.commandName == "tablesnap")
        #expect(info.command.abstract?.isEmpty == false)
        let subcommands = (info.command.subcommands ?? []).filter { $0.commandName != "help" }
        #expect(Set(["render", "sheet", "diff", "verify", "devices"]).isSubset(of: subcommands.map(\.commandName)))
        for subcommand in subcommands {
            #expect(subcommand.superCommands == ["tablesnap"], "\(subcommand.commandName): \(subcommand.superCommands ?? [])")
            #expect(subcommand.abstract?.isEmpty == false, "\(subcommand.commandName) has no abstract")
        }
        let rootOptions = (info.command.arguments ?? []).flatMap { $0.names ?? [] }.map(\.name)
        #expect(rootOptions.contains("version"), "\(rootOptions)")
    }

    /// swift-argument-parser's `generate-manual` leaves out every character outside ASCII (a help's "1–4" became
    /// "14" on the page), so help text says "1 to 4", "..." and "<=".
    @Test func theManualsSourceIsASCII() throws {
        let result = try Sandbox().run(["--experimental-dump-help"])
        #expect(result.status == 0, "\(result.stderr)")
        let outside = result.stdout.split(separator: "\n").filter { line in line.unicodeScalars.contains { !$0.isASCII } }
        #expect(outside.isEmpty, "help text outside ASCII, which the manual page would lose: \(outside)")
    }

    @Test func everySubcommandsHelpNamesTheWholeCommand() throws {
        for name in try Self.subcommands() {
            let result = try Sandbox().run([name, "--help"])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            #expect(result.stdout.contains("USAGE: tablesnap \(name)"), "\(name): \(result.stdout.prefix(300))")
        }
    }

    // MARK: Helpers

    struct ToolInfo: Decodable {
        struct Command: Decodable {
            var superCommands: [String]?
            var commandName: String
            var abstract: String?
            var subcommands: [Command]?
            var arguments: [Argument]?
        }
        struct Argument: Decodable {
            struct Name: Decodable { var name: String }
            var names: [Name]?
        }
        var serializationVersion: Int
        var command: Command
    }

    static func toolInfo() throws -> ToolInfo {
        let result = try Sandbox().run(["--experimental-dump-help"])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONDecoder().decode(ToolInfo.self, from: Data(result.stdout.utf8))
    }

    /// The subcommands `tablesnap` lists (not `help`), which must include the five it has always had.
    static func subcommands() throws -> [String] {
        let names = (try toolInfo().command.subcommands ?? []).map(\.commandName).filter { $0 != "help" }
        #expect(Set(["render", "sheet", "diff", "verify", "devices"]).isSubset(of: names), "\(names)")
        return names
    }

    /// The words bash's completion offers for the last of `words` (being typed), sorted.
    func bashCompletions(in sandbox: Sandbox, _ words: [String]) throws -> [String] {
        let executable = try tablesnapExecutable().path
        // bash calls the function with the command's name, the word being typed and the one before it; the script
        // runs the command as `${COMP_WORDS[0]}` for values it computes, which is the built one here.
        var commandWords = words
        commandWords[0] = executable
        let line = words.joined(separator: " ")
        let quoted = commandWords.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
        let script = """
            source tablesnap.bash
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
            COMP_LINE='\(line)'; COMP_POINT=${#COMP_LINE}
            _tablesnap tablesnap "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        try sandbox.write("complete.bash", script)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["complete.bash"]
        process.currentDirectoryURL = sandbox.directory
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "bash completing \(words)")
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    }
}

/// CHANGELOG.md at the repository's root, in the Keep a Changelog form.
enum Changelog {
    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")

    /// The text of each `## ` heading, in order.
    static func headings() throws -> [String] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3)) }
    }

    /// The first `## [X.Y.Z] - DATE` heading: the newest release.
    static func newestRelease() throws -> (heading: String, version: String, date: String)? {
        for heading in try headings() {
            guard let match = heading.wholeMatch(of: #/\[([^\]]+)\] - (.+)/#), isVersion(String(match.1)) else { continue }
            return (heading, String(match.1), String(match.2))
        }
        return nil
    }

    static func isVersion(_ text: String) -> Bool { text.wholeMatch(of: #/\d+\.\d+\.\d+/#) != nil }
}
