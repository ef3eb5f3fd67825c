import CSystemCalls
import Foundation
import Testing
@testable import Mockup

/// The writer of every output: the new file has no name until it is whole,
/// takes the target's in one step (the old file gone, not renamed), keeps the
/// old file's mode, and leaves nothing behind when it is not put in place;
/// what killed runs left is removed by the next write into the folder.
@Suite struct AtomicFileTests {
    private let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-atomic-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
    private func contents(_ name: String) -> String? { FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) } }
    private func names() throws -> [String] { try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() }
    private func mode(_ name: String) throws -> Int? { try FileManager.default.attributesOfItem(atPath: path(name))[.posixPermissions] as? Int }

    /// Whether the folder's file system makes files without a name (ext4, tmpfs, btrfs, xfs do).
    private var makesUnnamedFiles: Bool {
        let descriptor = tablesnap_open_unnamed_file(folder.path, 0o600)
        defer { if descriptor >= 0 { close(descriptor) } }
        return descriptor >= 0
    }

    @Test func whileTheOutputIsMadeTheFolderHoldsNoNewName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "old".write(toFile: path("out.png"), atomically: false, encoding: .utf8)
        var namesWhileMade: [String] = []
        try AtomicFile.write(to: path("out.png")) { () throws(MockupError) in
            namesWhileMade = (try? names()) ?? []
            return Array("new".utf8)
        }
        if makesUnnamedFiles { #expect(namesWhileMade == ["out.png"]) }
        #expect(contents("out.png") == "new")
        #expect(try names() == ["out.png"])
    }

    @Test func nothingIsWrittenWhenTheOutputCannotBeMade() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "old".write(toFile: path("out.png"), atomically: false, encoding: .utf8)
        #expect(throws: MockupError.self) {
            try AtomicFile.write(to: path("out.png")) { () throws(MockupError) -> [UInt8] in
                throw MockupError(.invalidInput, file: "in.yaml", message: "bad")
            }
        }
        #expect(contents("out.png") == "old")
        #expect(try names() == ["out.png"])
    }

    /// Unnamed (`O_TMPFILE`) and, as on a file system without them, under a temporary name.
    @Test(arguments: [true, false]) func theNewFileReplacesTheOldOneAndKeepsItsMode(unnamed: Bool) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "old".write(toFile: path("out.png"), atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path("out.png"))
        let file = try OutputFile(for: path("out.png"), in: folder.path, unnamed: unnamed)
        try file.write(Array("new".utf8))
        try file.keepMode(of: path("out.png"))
        try file.putInPlace()
        file.close()
        #expect(contents("out.png") == "new")
        #expect(try mode("out.png") == 0o600)
        #expect(try names() == ["out.png"])
    }

    @Test(arguments: [true, false]) func aNewFileTakesAFreeName(unnamed: Bool) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try OutputFile(for: path("out.png"), in: folder.path, unnamed: unnamed)
        try file.write(Array("new".utf8))
        try file.putInPlace()
        file.close()
        #expect(contents("out.png") == "new")
        #expect(try names() == ["out.png"])
    }

    @Test(arguments: [true, false]) func aFileNotPutInPlaceLeavesNothing(unnamed: Bool) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try "old".write(toFile: path("out.png"), atomically: false, encoding: .utf8)
        let file = try OutputFile(for: path("out.png"), in: folder.path, unnamed: unnamed)
        try file.write(Array("partial".utf8))
        file.close()
        #expect(contents("out.png") == "old")
        #expect(try names() == ["out.png"])
    }

    @Test(arguments: [true, false]) func aDirectoryAtTheTargetIsLeftWhereItIs(unnamed: Bool) throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(atPath: path("out.png"), withIntermediateDirectories: false)
        try "inside".write(toFile: path("out.png/kept"), atomically: false, encoding: .utf8)
        let file = try OutputFile(for: path("out.png"), in: folder.path, unnamed: unnamed)
        try file.write(Array("new".utf8))
        #expect(throws: MockupError.self) { try file.putInPlace() }
        file.close()
        #expect(contents("out.png/kept") == "inside")
        #expect(try names() == ["out.png"])
    }

    /// A write into the folder removes a file with a temporary name whose
    /// lock is free, and keeps one whose lock is held (a run writing it), a
    /// name that only looks alike, and what is not a regular file.
    @Test func theFirstWriteIntoAFolderRemovesWhatKilledRunsLeft() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let leftover = URL(fileURLWithPath: TemporaryNames.name(beside: path("a.png"))).lastPathComponent
        let held = URL(fileURLWithPath: TemporaryNames.name(beside: path("b.png"))).lastPathComponent
        let directory = URL(fileURLWithPath: TemporaryNames.name(beside: path("c.png"))).lastPathComponent
        for name in [leftover, held, ".notes.tmp"] { try "x".write(toFile: path(name), atomically: false, encoding: .utf8) }
        try FileManager.default.createDirectory(atPath: path(directory), withIntermediateDirectories: false)
        let holder = open(path(held), O_RDONLY)
        defer { close(holder) }
        try #require(flock(holder, LOCK_EX) == 0)
        try AtomicFile.write(Array("new".utf8), to: path("out.png"))
        #expect(try names() == [".notes.tmp", held, directory, "out.png"].sorted())
    }

    @Test func aFileNamedByTheListIsRemovedBeforeTheProcessEnds() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let names = TemporaryNames()
        let temporary = TemporaryNames.name(beside: path("out.png"))
        #expect(names.give(temporary) { FileManager.default.createFile(atPath: temporary, contents: Data("partial".utf8)) })
        #expect(try self.names().count == 1)
        names.removeAllBeforeExit()
        #expect(try self.names().isEmpty)
        // Once the process is ending, no file is named any more.
        let late = TemporaryNames.name(beside: path("late.png"))
        #expect(!names.give(late) { FileManager.default.createFile(atPath: late, contents: Data("partial".utf8)) })
        #expect(try self.names().isEmpty)
    }

    @Test func temporaryNamesAreRecognisedAndKeptWithinTheNameLimit() {
        let long = String(repeating: "n", count: 250) + ".png"
        for target in ["out.png", long] {
            let name = URL(fileURLWithPath: TemporaryNames.name(beside: path(target))).lastPathComponent
            #expect(name.utf8.count <= AtomicFile.maximumNameLength)
            #expect(TemporaryNames.isTemporaryName(name))
        }
        let uuid = UUID().uuidString
        for name in [".out.png.tmp", ".out.png.12a.\(uuid).tmp", "out.png.12.\(uuid).tmp", ".out.png.12.\(uuid)", ".12.not-a-uuid.tmp"] {
            #expect(!TemporaryNames.isTemporaryName(name), "\(name)")
        }
    }
}
