import Canvas
import Foundation
import Mockup

extension Verification {
    /// The file extensions of the mockups a directory is searched for.
    public static let mockupExtensions: Set<String> = ["yaml", "json"]

    /// The mockup files `paths` name: each file as given, and for each
    /// directory the `*.yaml` and `*.json` files directly in it (not in
    /// subfolders, not hidden, not review-sheet definitions), sorted by name.
    /// A missing path, a directory without mockups, or one holding a link
    /// that leads outside it (unless `options` allow files outside) is an
    /// error: a directory of mockups is read whole, and an error would quote what a link leads to.
    public static func mockups(in paths: [String], options: Mockup.ReadOptions = Mockup.ReadOptions()) throws(MockupError) -> [String] {
        var files: [String] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw MockupError(.missingFile, file: path, message: "no such file or directory")
            }
            files += isDirectory.boolValue ? try mockups(inDirectory: path, options: options) : [path]
        }
        return files
    }

    private static func mockups(inDirectory directory: String, options: Mockup.ReadOptions) throws(MockupError) -> [String] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw MockupError(.missingFile, file: directory, message: "cannot list the directory: \(error.localizedDescription)")
        }
        let candidates = names.sorted()
            .filter { !$0.hasPrefix(".") && mockupExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .map { (directory as NSString).appendingPathComponent($0) }
        // Judged before any is opened, so that no file outside is read.
        let folder = ContainedPath(folder: URL(fileURLWithPath: directory), allowsOutside: options.allowsFilesOutsideFolder)
        if let outside = candidates.first(where: { folder.resolve($0) == nil }) {
            throw MockupError(.invalidInput, file: outside, message: "leads outside the folder \(directory); pass --allow-files-outside to allow it")
        }
        let files = candidates.filter { isRegularFile($0) && !ReviewSheet.isDefinition(atPath: $0) }
        guard !files.isEmpty else {
            throw MockupError(.missingFile, file: directory, message: "no mockup files (*.yaml, *.json) in this directory")
        }
        return files
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }
}
