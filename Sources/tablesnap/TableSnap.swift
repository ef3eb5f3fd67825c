import ArgumentParser

@main
struct TableSnap: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablesnap",
        abstract: "Draws iOS table views from mockup files, without an iPhone.",
        subcommands: [Render.self, Sheet.self, Diff.self, Verify.self, Devices.self])
}
