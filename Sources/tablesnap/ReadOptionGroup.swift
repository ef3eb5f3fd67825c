import ArgumentParser
import Foundation
import Mockup

/// `--allow-files-outside`, `--asset-catalog` and `--symbols`, as every command that reads mockups takes them.
struct ReadOptionGroup: ParsableArguments {
    @Flag(name: [.customLong("allow-files-outside"), .customLong("allow-images-outside")],
          help: "Let image paths, and the mockups a sheet definition names, lead outside their file's folder (absolute paths, or through .. or a link), and the files in asset catalogues and symbols folders link anywhere.")
    var allowFilesOutside = false

    @Option(name: .customLong("asset-catalog"), help: ArgumentHelp(
        "An asset catalogue (.xcassets folder) whose image and colour sets mockups may name, before their own assetCatalogs; repeatable.",
        valueName: "folder"), completion: .directory)
    var assetCatalogs: [String] = []

    @Option(name: .customLong("symbols"),
            help: "A folder of symbols exported from Apple's SF Symbols app (NAME.svg, File > Export Template) that symbol: names find before TableSnap's own (repeat for more).",
            completion: .directory)
    var symbolFolders: [String] = []

    func validate() throws {
        for folder in symbolFolders {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--symbols \(Quote.escapingControlCharacters(folder)) is not a folder")
            }
        }
    }

    /// How the mockups are to be read.
    var options: Mockup.ReadOptions {
        Mockup.ReadOptions(allowsFilesOutsideFolder: allowFilesOutside, assetCatalogs: assetCatalogs,
                           symbolFolders: symbolFolders.map { URL(fileURLWithPath: $0) })
    }
}
