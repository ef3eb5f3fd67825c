import ArgumentParser
import Canvas

@main
struct TableSnap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablesnap",
        abstract: "Draws iOS table views from mockup files, without an iPhone.",
        subcommands: [Render.self, Sheet.self, Diff.self, Verify.self, Devices.self])

    /// The font files are read on the other core while the command line and
    /// the mockups are, for the commands that draw text.
    static func main() {
        let drawing: [any ParsableCommand.Type] = [Render.self, Sheet.self, Verify.self]
        if let command = CommandLine.arguments.dropFirst().first, drawing.contains(where: { $0.configuration.commandName == command }) { FontLibrary.prepare() }
        main(nil)
    }
}
