import CGraphics
import Foundation
import Testing

/// A thread started on another core than its caller's, where there is one,
/// may then use every core its caller may.
@Suite struct AnotherCoreTests {
    /// Where a thread starts is Linux's choice once the cores are given, so
    /// the cores are what is tested: all the caller may use but its own.
    @Test func aThreadStartsOnTheCoresButTheCallers() {
        var others = cpu_set_t()
        var allowed = CoreSet.of([0, 1, 3])
        #expect(tablesnap_other_cores(1, &allowed, &others) == 2)
        #expect(CoreSet.members(of: others) == [0, 3])
        #expect(tablesnap_other_cores(2, &allowed, &others) == 3, "a core not allowed takes nothing away")
        var one = CoreSet.of([5])
        #expect(tablesnap_other_cores(5, &one, &others) == 0)
    }

    /// Once running, the thread may use every core its caller may.
    @Test func aStartedThreadMayUseEveryCoreItsCallerMay() throws {
        let started = try #require(StartedThread.observe())
        #expect(started.allowedCores == (try ThreadSelf.allowedCores()))
    }

    /// With one core to use, the thread starts where it can.
    @Test func withOneCoreAThreadStartsThere() throws {
        let started = try #require(ThreadSelf.onOneCore { (try? ThreadSelf.core()).flatMap { core in StartedThread.observe().map { (core, $0) } } })
        #expect(started.1.core == started.0)
        #expect(started.1.allowedCores == "\(started.0)")
    }
}

/// What a thread started by `tablesnap_start_thread_on_another_core` saw of itself first.
private final class StartedThread: @unchecked Sendable {
    var core = -1
    var allowedCores = ""

    /// Starts a thread that looks at itself, and waits for it.
    static func observe() -> StartedThread? {
        let observed = StartedThread()
        var thread = pthread_t()
        let context = Unmanaged.passUnretained(observed).toOpaque()
        guard tablesnap_start_thread_on_another_core(&thread, { context in
            let observed = Unmanaged<StartedThread>.fromOpaque(context!).takeUnretainedValue()
            observed.core = (try? ThreadSelf.core()) ?? -1
            observed.allowedCores = (try? ThreadSelf.allowedCores()) ?? ""
            return nil
        }, context) == 0 else { return nil }
        pthread_join(thread, nil)
        return observed
    }
}

/// A `cpu_set_t`'s cores, as Linux lays them out: bit `n % 8` of byte `n / 8`.
private enum CoreSet {
    static func of(_ cores: [Int]) -> cpu_set_t {
        var set = cpu_set_t()
        withUnsafeMutableBytes(of: &set) { bytes in cores.forEach { bytes[$0 / 8] |= UInt8(1) << ($0 % 8) } }
        return set
    }

    static func members(of set: cpu_set_t) -> [Int] {
        withUnsafeBytes(of: set) { bytes in (0..<bytes.count * 8).filter { bytes[$0 / 8] & (UInt8(1) << ($0 % 8)) != 0 } }
    }
}

/// The calling thread as Linux shows it in `/proc/thread-self`.
private enum ThreadSelf {
    struct Unreadable: Error {}

    /// The core the thread last ran on (field 39 of `stat`).
    static func core() throws -> Int {
        let stat = try String(contentsOfFile: "/proc/thread-self/stat", encoding: .utf8)
        guard let end = stat.lastIndex(of: ")") else { throw Unreadable() }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 36, let core = Int(fields[36]) else { throw Unreadable() }
        return core
    }

    /// The cores the thread may run on, as `status` lists them ("0-1").
    static func allowedCores() throws -> String {
        let status = try String(contentsOfFile: "/proc/thread-self/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Cpus_allowed_list:") }) else { throw Unreadable() }
        return line.dropFirst("Cpus_allowed_list:".count).trimmingCharacters(in: .whitespaces)
    }

    /// `body`'s result on a new thread allowed only the core it starts on.
    static func onOneCore<T>(_ body: @escaping @Sendable () -> T?) -> T? {
        nonisolated(unsafe) var result: T?
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            if let core = try? core(), let pin = setAffinity {
                var one = CoreSet.of([core])
                if pin(0, MemoryLayout<cpu_set_t>.size, &one) == 0 { result = body() }
            }
            done.signal()
        }
        thread.start()
        done.wait()
        return result
    }

    /// `sched_setaffinity`, which the Glibc module leaves out with the other GNU calls.
    private static let setAffinity = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_setaffinity").map {
        unsafeBitCast($0, to: (@convention(c) (pid_t, Int, UnsafeRawPointer) -> Int32).self)
    }
}
