import ArgumentParser
import TableKit

/// `--design`, as every command that renders mockups takes it.
struct DesignOptionGroup: ParsableArguments {
    @Option(help: ArgumentHelp("The iOS design for every mockup, overriding each one's `design:` (mockups default to ios26).",
                               valueName: "design"))
    var design: Design?
}

extension Design: RawValueArgument {}
