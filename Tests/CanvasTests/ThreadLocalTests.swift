import Foundation
import Testing
@testable import Canvas

/// Each thread sees its own value, made once, and a thread's value is
/// released when the thread ends or when it is replaced.
@Suite struct ThreadLocalTests {
    /// How many of one test's values are alive, and what a thread saw.
    private final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var alive = 0
        private var seen: [String] = []
        var count: Int { lock.withLock { alive } }
        var notes: [String] { lock.withLock { seen } }
        func changeCount(by change: Int) { lock.withLock { alive += change } }
        func note(_ text: String) { lock.withLock { seen.append(text) } }
    }

    /// A value that counts itself in its test's record while alive.
    private final class Tracked {
        let name: String
        private let record: Record
        init(_ name: String, in record: Record) {
            self.name = name
            self.record = record
            record.changeCount(by: 1)
        }
        deinit { record.changeCount(by: -1) }
    }

    /// Runs `body` on a new thread and returns once the thread has ended.
    private func onNewThread(_ body: @escaping @Sendable () -> Void) {
        var thread = pthread_t()
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        pthread_create(&thread, nil, { box in
            guard let box else { return nil }
            Unmanaged<Body>.fromOpaque(box).takeRetainedValue().run()
            return nil
        }, box)
        pthread_join(thread, nil)
    }

    private final class Body {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    @Test func eachThreadMakesItsOwnValueOnce() {
        let local = ThreadLocal<Tracked>()
        let record = Record()
        let mine = local.value(orMake: { Tracked("test", in: record) })
        #expect(local.value(orMake: { Tracked("again", in: record) }) === mine)
        onNewThread {
            record.note(local.value?.name ?? "none")
            let other = local.value(orMake: { Tracked("other", in: record) })
            record.note(local.value(orMake: { Tracked("again", in: record) }) === other ? "same" : "made again")
        }
        #expect(record.notes == ["none", "same"])
        #expect(local.value === mine)
        // The other thread's value ended with its thread; this thread's stays.
        #expect(record.count == 1)
    }

    @Test func replacingAValueReleasesTheOldOne() {
        let local = ThreadLocal<Tracked>()
        let record = Record()
        onNewThread {
            local.value = Tracked("first", in: record)
            local.value = Tracked("second", in: record)
            record.note("\(record.count) \(local.value?.name ?? "none")")
            local.value = nil
            record.note("\(record.count)")
        }
        #expect(record.notes == ["1 second", "0"])
    }
}
