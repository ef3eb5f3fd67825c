import Foundation

/// A scratch folder for the tests of links out of folders: `inside/`, where
/// the folder under test (a mockup's, a catalogue, a symbols folder) is
/// built, and `outside/` beside it, holding a secret of the kind the folder
/// reads and a secret in plain text.
struct HostileLinks {
    /// Where a link made by ``link(_:_:)`` finally leads.
    enum Target: String, CaseIterable {
        /// A file outside, of the kind the folder reads (a colour set, a symbol): used if it were read.
        case secret
        /// The same file, named by its absolute path.
        case absoluteSecret
        /// A text file outside: it would be quoted, or called malformed, if it were read.
        case secretText
        /// Nothing: answered as a file outside, or the answers tell which files exist.
        case missing
        /// The folder outside.
        case directory
        /// Another link beside this one, which leads to the secret.
        case chain
        /// Two links leading to each other.
        case loop
    }

    /// What every secret holds, which no message may quote.
    static let marker = "hunter2-credential"

    let root: URL
    let inside: URL
    let outside: URL

    /// A fresh scratch folder whose outside secret is `secret`.
    init(secret: Data) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-links-\(UUID().uuidString)")
        // Folders as folder URLs: a mockup's paths resolve against its base directory as a URL does.
        inside = root.appendingPathComponent("inside", isDirectory: true)
        outside = root.appendingPathComponent("outside", isDirectory: true)
        for folder in [inside, outside] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try secret.write(to: outside.appendingPathComponent("secret"))
        try Data("token: \(Self.marker)\n".utf8).write(to: outside.appendingPathComponent("secret.txt"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Writes `data` to `file`, its folders made.
    static func write(_ data: Data, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
    }

    /// Makes `file` a link to `destination` as written, its folders made.
    static func link(_ file: URL, to destination: String) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: destination)
    }

    /// Makes `file` a link leading to `target`, replacing what was there, its folders made.
    func link(_ file: URL, _ target: Target) throws {
        let manager = FileManager.default
        try manager.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let hop = file.deletingLastPathComponent().appendingPathComponent("hop.link")
        // unlink, never a removal that could follow the link out.
        for path in [file, hop] { unlink(path.path) }
        let secret = outside.appendingPathComponent("secret")
        let destination = switch target {
        case .secret: Self.relativePath(from: file, to: secret)
        case .absoluteSecret: secret.path
        case .secretText: Self.relativePath(from: file, to: outside.appendingPathComponent("secret.txt"))
        case .missing: Self.relativePath(from: file, to: outside.appendingPathComponent("missing"))
        case .directory: Self.relativePath(from: file, to: outside)
        case .chain, .loop: hop.lastPathComponent
        }
        try manager.createSymbolicLink(atPath: file.path, withDestinationPath: destination)
        if target == .chain { try manager.createSymbolicLink(atPath: hop.path, withDestinationPath: Self.relativePath(from: hop, to: secret)) }
        if target == .loop { try manager.createSymbolicLink(atPath: hop.path, withDestinationPath: file.lastPathComponent) }
    }

    /// What `answer` says with `file` linked to each target in turn; it makes
    /// its catalogue, folder or mockup afresh, so that nothing read before is remembered.
    func answers(linking file: URL, _ answer: () -> String) throws -> [Target: String] {
        var answers: [Target: String] = [:]
        for target in Target.allCases {
            try link(file, target)
            answers[target] = answer()
        }
        return answers
    }

    /// `target` as a link in `file`'s folder names it, as a checkout's links usually do.
    static func relativePath(from file: URL, to target: URL) -> String {
        let from = file.deletingLastPathComponent().standardizedFileURL.pathComponents, to = target.standardizedFileURL.pathComponents
        let common = zip(from, to).prefix { $0 == $1 }.count
        return (Array(repeating: "..", count: from.count - common) + to.dropFirst(common)).joined(separator: "/")
    }
}
