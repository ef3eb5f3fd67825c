import Foundation
import Testing

/// Where a failed comparison's difference image goes. swift-snapshot-testing
/// records attachments only under Xcode, so on Linux its image diffs would be
/// lost: TableSnap writes the image beside the failing rendering
/// swift-snapshot-testing writes (in `$SNAPSHOT_ARTIFACTS`, else the temporary
/// folder, then a folder named after the test file) and attaches it to the
/// Swift Testing test, which `swift test --attachments-path DIR` keeps.
enum DifferenceArtifact {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var saved: [String: Int] = [:]

    /// Saves `png` and returns its path, or nil when it could not be written.
    static func save(_ png: [UInt8]) -> String? {
        let test = Test.current
        let file = test.map { URL(fileURLWithPath: $0.sourceLocation.fileName).deletingPathExtension().lastPathComponent } ?? "XCTest"
        let name = sanitized(test?.name ?? "snapshot")
        let number = nextNumber(for: "\(file)/\(name)")
        let folder = URL(fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent(file, isDirectory: true)
        let url = folder.appendingPathComponent("\(name).\(number).difference.png")
        if test != nil { Attachment.record(png, named: url.lastPathComponent) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(png).write(to: url)
            return url.path
        } catch {
            return nil
        }
    }

    /// 1 for a test's first failed image, 2 for its second, …
    private static func nextNumber(for key: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        saved[key, default: 0] += 1
        return saved[key] ?? 1
    }

    /// A test's name as swift-snapshot-testing spells it in file names.
    private static func sanitized(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }
}
