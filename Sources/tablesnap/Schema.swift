import ArgumentParser
import Foundation
import Mockup
import Review

/// `tablesnap schema`: the JSON Schema of mockups or of sheet definitions,
/// written from the same model the reader checks files against.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema", _superCommandName: TableSnap.name,
        abstract: "Print the JSON Schema of mockup files or of sheet definitions.",
        discussion: """
            Editors complete and check files with it: start a YAML mockup with
            `# yaml-language-server: $schema=PATH/mockup.schema.json`. The repository keeps
            both schemas in Schemas/.
            """)

    /// Which file format's schema to print.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case mockup, sheet
    }

    @Argument(help: "mockup or sheet.")
    var format: Format = .mockup

    func run() throws {
        let schema = switch format {
        case .mockup: MockupFormat.schema
        case .sheet: SheetFormat.schema
        }
        do {
            try FileHandle.standardOutput.write(contentsOf: try schema.jsonData())
        } catch {
            // Standard output may be a full disk or a file over `ulimit -f`.
            printError("cannot write the schema to standard output: \(error.localizedDescription)")
            throw ExitCode(74)
        }
    }
}
