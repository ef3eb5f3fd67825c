import Foundation
import Testing

/// `tablesnap schema`: the schemas the repository keeps in Schemas/, printed
/// whole, and a clear error where they cannot be written.
@Suite struct SchemaCommandTests {
    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas")

    @Test(arguments: ["mockup", "sheet"])
    func printsTheCommittedSchema(name: String) throws {
        let result = try Sandbox().run(["schema", name])
        #expect(result.status == 0, "\(result.stderr)")
        let committed = try String(contentsOf: Self.schemas.appendingPathComponent("\(name).schema.json"), encoding: .utf8)
        #expect(result.stdout == committed)
    }

    @Test func anUnknownFormatIsABadCommandLine() throws {
        let result = try Sandbox().run(["schema", "mockups"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("mockup") && result.stderr.contains("sheet"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    /// A full disk behind standard output is an output error (74), not a crash.
    @Test func aFullStandardOutputIsAClearError() throws {
        let process = Process()
        process.executableURL = try tablesnapExecutable()
        process.arguments = ["schema", "mockup"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 74, "\(stderr)")
        #expect(stderr.contains("cannot write the schema"), "\(stderr)")
    }
}
