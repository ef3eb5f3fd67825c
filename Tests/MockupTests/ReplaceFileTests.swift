import CSystemCalls
import Foundation
import Testing

/// `tablesnap_replace_file`, which puts every output in place: the new file
/// takes the old one's name in one step, the temporary name is gone, and a
/// directory is never replaced.
@Suite struct ReplaceFileTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-replace-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func contents(_ name: String) -> String? { FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) } }
    private func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }

    /// Over an old file (exchanged, then the old one removed) and where there is none (renamed).
    @Test(arguments: [true, false]) func theNewFileTakesTheNameAndTheTemporaryNameIsGone(overAnOldFile: Bool) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        if overAnOldFile { try "old".write(toFile: path("out.png"), atomically: false, encoding: .utf8) }
        try "new".write(toFile: path(".out.png.tmp"), atomically: false, encoding: .utf8)
        #expect(tablesnap_replace_file(path(".out.png.tmp"), path("out.png")) == 0)
        #expect(contents("out.png") == "new")
        #expect(try names() == ["out.png"])
    }

    @Test func aDirectoryAtTheTargetIsLeftWhereItIs() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: path("out.png"), withIntermediateDirectories: false)
        try "inside".write(toFile: path("out.png/kept"), atomically: false, encoding: .utf8)
        try "new".write(toFile: path(".out.png.tmp"), atomically: false, encoding: .utf8)
        #expect(tablesnap_replace_file(path(".out.png.tmp"), path("out.png")) == -1)
        #expect(contents("out.png/kept") == "inside")
        #expect(contents(".out.png.tmp") == "new")
        #expect(try names() == [".out.png.tmp", "out.png"])
    }
}
