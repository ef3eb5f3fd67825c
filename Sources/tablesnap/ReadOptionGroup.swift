import ArgumentParser
import Mockup

/// `--allow-files-outside`, as every command that reads mockups takes it.
struct ReadOptionGroup: ParsableArguments {
    @Flag(name: [.customLong("allow-files-outside"), .customLong("allow-images-outside")],
          help: "Let image paths, and the mockups a sheet definition names, lead outside their file's folder (absolute paths, or through ..).")
    var allowFilesOutside = false

    /// How the mockups are to be read.
    var options: Mockup.ReadOptions { Mockup.ReadOptions(allowsFilesOutsideFolder: allowFilesOutside) }
}
