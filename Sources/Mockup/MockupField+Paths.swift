import Canvas
import Foundation

extension MockupField {
    /// What a refusal of a file outside the bounds ends with: how to lift it.
    static let allowOutsideHint = "; pass --allow-files-outside to allow it"

    /// ``allowOutsideHint`` when `error` refuses a catalogue's file outside its bounds, else nothing.
    static func hintIfOutside(_ error: AssetCatalogError) -> String {
        guard case .file(_, .outside) = error else { return "" }
        return allowOutsideHint
    }

    /// The path `path` (this field's value) names, relative to `base`, and
    /// where it leads with its links followed, inside `folder`; an error
    /// calling it `what` ("image path") when it leads outside.
    func containedPath(_ path: String, relativeTo base: URL, inside folder: ContainedPath, what: String)
        throws(MockupError) -> (url: URL, resolved: String) {
        let url = URL(fileURLWithPath: path, relativeTo: base).standardizedFileURL
        guard let resolved = folder.resolve(url.path) else {
            throw error("\(what) \"\(Quote.cut(path))\" leads outside \(folder.name)\(Self.allowOutsideHint)")
        }
        return (url, resolved)
    }

    /// The folder this field's path names, as ``containedPath(_:relativeTo:inside:what:)``
    /// finds it; what `symbols:` and `assetCatalogs:` name.
    /// - Parameters:
    ///   - what: the folder's kind in errors ("symbols folder").
    ///   - accepts: whether a folder of that name is of the kind (an
    ///     asset catalogue ends in `.xcassets`).
    ///   - missing: the error for a path that is no folder of the kind.
    func folder(relativeTo base: URL, inside folder: ContainedPath, what: String,
                accepts: (URL) -> Bool = { _ in true }, missing: (String) -> String) throws(MockupError) -> URL {
        let path = try string(maxLength: 4096)
        let (url, resolved) = try containedPath(path, relativeTo: base, inside: folder, what: what)
        var isDirectory: ObjCBool = false
        guard accepts(url), FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue else {
            var failure = error(missing(Quote.cut(path)))
            failure.kind = .missingFile
            throw failure
        }
        return URL(fileURLWithPath: resolved)
    }
}
