import ArgumentParser
import Mockup

/// `--allow-images-outside`, as every command that reads mockups takes it.
struct ReadOptionGroup: ParsableArguments {
    @Flag(help: "Let image paths lead outside each mockup's folder (absolute paths, or through ..).")
    var allowImagesOutside = false

    /// How the mockups are to be read.
    var options: Mockup.ReadOptions { Mockup.ReadOptions(allowsImagesOutsideFolder: allowImagesOutside) }
}
