import Foundation
import Testing

// A run stopped by a signal, killed, or over the file-size limit leaves no
// file of its own behind, and the previous output as it was.

/// A content render large enough to be stopped while it is drawn: a few
/// hundred rows at 3× (about 30 megapixels).
private let largeMockup = """
    device: iphone-15
    render: content
    scale: 3
    table:
      style: insetGrouped
      sections:
        - header: Rows
          rows:
    \((1...200).map { "        - {text: Row \($0), style: value1, detail: Detail, image: {symbol: star.fill, background: systemOrange}, accessory: disclosureIndicator}" }.joined(separator: "\n"))

    """

/// The bytes standing for an earlier render, which a stopped run must leave as they are.
private let previousOutput = Array("an earlier render".utf8)

@Suite struct InterruptionTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func aRenderStoppedBySignalEndsByItAndLeavesThePreviousOutput(signal: Int32) throws {
        let sandbox = try Sandbox()
        try sandbox.write("large.yaml", largeMockup)
        try sandbox.write("large.png", bytes: previousOutput)
        let process = try start(["render", "large.yaml"], in: sandbox)
        try #require(waitForTheOutput(of: process, in: sandbox), "the render ended before it opened its output")
        kill(process.processIdentifier, signal)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(sandbox.allFiles() == ["large.png", "large.yaml"])
        #expect(sandbox.bytes("large.png") == previousOutput)
    }

    /// The output being written has no name, so a killed run leaves nothing.
    @Test func aKilledRenderLeavesThePreviousOutput() throws {
        let sandbox = try Sandbox()
        try sandbox.write("large.yaml", largeMockup)
        try sandbox.write("large.png", bytes: previousOutput)
        let process = try start(["render", "large.yaml"], in: sandbox)
        try #require(waitForTheOutput(of: process, in: sandbox), "the render ended before it opened its output")
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        #expect(process.terminationStatus == SIGKILL)
        #expect(sandbox.allFiles() == ["large.png", "large.yaml"])
        #expect(sandbox.bytes("large.png") == previousOutput)
    }

    /// A file with a temporary name that no process holds was left by a
    /// killed run; one that only looks alike stays.
    @Test func theNextRunRemovesWhatAKilledRunLeft() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        let leftover = ".good.png.4242.\(UUID().uuidString).tmp"
        try sandbox.write(leftover, bytes: previousOutput)
        try sandbox.write(".notes.tmp", "kept")
        let result = try sandbox.render("good.yaml")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(sandbox.allFiles() == [".notes.tmp", "good.png", "good.yaml"])
    }

    /// `ulimit -f 8`: 8 blocks of 512 bytes, less than any render.
    @Test func aWritePastTheFileSizeLimitIsAClearError() throws {
        let sandbox = try Sandbox()
        try sandbox.write("good.yaml", Fixture.good)
        try sandbox.write("good.png", bytes: previousOutput)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -f 8; exec \"$0\" render good.yaml", try tablesnapExecutable().path]
        process.currentDirectoryURL = sandbox.directory
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 74, "\(stderr)")
        #expect(stderr.contains("good.png") && stderr.contains("file too large") && stderr.contains("4096 bytes"), "\(stderr)")
        #expect(sandbox.allFiles() == ["good.png", "good.yaml"])
        #expect(sandbox.bytes("good.png") == previousOutput)
    }
}

/// Starts `tablesnap arguments…` in the sandbox's folder, its output and messages thrown away.
private func start(_ arguments: [String], in sandbox: Sandbox) throws -> Process {
    let process = Process()
    process.executableURL = try tablesnapExecutable()
    process.arguments = arguments
    process.currentDirectoryURL = sandbox.directory
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
}

/// Waits until `process` has its output open in the sandbox's folder (a file
/// without a name there, or one with a temporary name): true; or until it
/// has ended: false.
private func waitForTheOutput(of process: Process, in sandbox: Sandbox) -> Bool {
    let folder = sandbox.directory.resolvingSymlinksInPath().path + "/"
    let descriptors = "/proc/\(process.processIdentifier)/fd"
    while process.isRunning {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
        let files = names.compactMap { try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\($0)") }
        if files.contains(where: { $0.hasPrefix(folder + "#") || ($0.hasPrefix(folder + ".") && $0.hasSuffix(".tmp")) }) { return true }
        usleep(1000)
    }
    return false
}
