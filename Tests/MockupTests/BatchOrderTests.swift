import Foundation
import Testing
@testable import Mockup

/// A batch takes its files the largest first, equal sizes in input order, and
/// runs every one.
@Suite struct BatchOrderTests {
    private func folder(sizes: [Int]) throws -> (URL, [String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tablesnap-order-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let files = try sizes.enumerated().map { index, size in
            let file = folder.appendingPathComponent("\(index).yaml")
            try Data(repeating: 0x20, count: size).write(to: file)
            return file.path
        }
        return (folder, files)
    }

    @Test func theLargestFileComesFirstAndEqualSizesKeepTheirOrder() throws {
        let (folder, files) = try folder(sizes: [10, 300, 10, 2000, 300])
        defer { try? FileManager.default.removeItem(at: folder) }
        let missing = folder.appendingPathComponent("missing.yaml").path
        #expect(BatchOrder.largestFirst(files + [missing]) == [3, 1, 4, 0, 2, 5])
    }

    @Test func everyIndexIsRun() throws {
        let (folder, files) = try folder(sizes: Array(repeating: 1, count: 20) + [500])
        defer { try? FileManager.default.removeItem(at: folder) }
        let seen = LockedResults<Int>(count: files.count)
        BatchOrder.perform(over: files) { seen.set($0, $0) }
        #expect(seen.all == Array(files.indices))
    }

    @Test func oneFileIsRunOnTheCallingThreadAndNoFileNotAtAll() {
        let caller = pthread_self()
        let threads = LockedResults<pthread_t>(count: 1)
        BatchOrder.perform(over: ["missing.yaml"]) { threads.set($0, pthread_self()) }
        #expect(pthread_equal(threads.all[0], caller) != 0)
        BatchOrder.perform(over: []) { _ in Issue.record("run for no file") }
    }
}
