import ArgumentParser
import Mockup

/// `--allow-files-outside` and `--asset-catalog`, as every command that reads mockups takes them.
struct ReadOptionGroup: ParsableArguments {
    @Flag(name: [.customLong("allow-files-outside"), .customLong("allow-images-outside")],
          help: "Let image paths, and the mockups a sheet definition names, lead outside their file's folder (absolute paths, or through ..).")
    var allowFilesOutside = false

    @Option(name: .customLong("asset-catalog"), help: ArgumentHelp(
        "An asset catalogue (.xcassets folder) whose image and colour sets mockups may name, before their own assetCatalogs; repeatable.",
        valueName: "folder"))
    var assetCatalogs: [String] = []

    /// How the mockups are to be read.
    var options: Mockup.ReadOptions { Mockup.ReadOptions(allowsFilesOutsideFolder: allowFilesOutside, assetCatalogs: assetCatalogs) }
}
