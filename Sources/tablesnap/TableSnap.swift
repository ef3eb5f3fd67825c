import ArgumentParser
import CSystemCalls
import Canvas

@main
struct TableSnap: ParsableCommand {
    /// A subcommand is listed here, in the order help shows them, and names
    /// this command as its super command (`_superCommandName: TableSnap.name`
    /// in its configuration) so that ``main()`` can parse it on its own; one
    /// that draws text is listed in ``main()``'s font preparation too.
    static let configuration = CommandConfiguration(
        commandName: name,
        abstract: "Draws iOS table views from mockup files, without an iPhone.",
        version: version,
        subcommands: [Render.self, Sheet.self, Diff.self, Verify.self, Devices.self, Schema.self])

    /// The subcommands' configurations name this one as their super command
    /// (`_superCommandName`), for the parse in ``main()``.
    static let name = "tablesnap"

    /// The font files are read on the other core while the command line and
    /// the mockups are, for the commands that draw text; before that thread
    /// starts, the executable's zero-filled data is faulted in for writing
    /// (`tablesnap_fault_in_zero_filled_data`, whose file says why). What
    /// SIGINT, SIGTERM and SIGHUP do is set before any thread starts (see
    /// ``Interruption``).
    ///
    /// The subcommand named first is parsed as a root of its own. From the
    /// root, ArgumentParser first parses the arguments as two commands of its
    /// own, looking for `--generate-completion-script` (a noticeable part of a
    /// one-file render's start-up), which it skips for a root with a super
    /// command. Anything but a successful parse (help, a mistake, no
    /// subcommand) is parsed again from the root, so every message and exit
    /// status is the root's, and the root answers `--version`,
    /// `--generate-completion-script` and `--experimental-dump-help` (what the
    /// manual is made from) wherever they stand.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard let name = arguments.first,
              let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name })
        else { return main(nil) }
        let drawsText = [Render.self, Sheet.self, Verify.self].contains { $0 == subcommand }
        if drawsText { _ = tablesnap_fault_in_zero_filled_data() }
        Interruption.handle()
        if drawsText { FontLibrary.prepare() }
        guard var command = try? subcommand.parseAsRoot(Array(arguments.dropFirst())) else { return main(nil) }
        do {
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
