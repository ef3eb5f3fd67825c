import CGraphics
import Dispatch
import Foundation

/// A font library made on another core while a process reads its command
/// line and mockups, handed to the first thread that lays out text.
///
/// Making one is reading the font configuration and Pango's first choice of
/// a font, with two waits on threads of Pango's own, which in a one-mockup
/// process would fall between the mockup's reading and its layout, on the
/// one thread doing anything. A library is never used by two threads at
/// once: the thread that makes it lets go of it before the one that takes it
/// starts.
///
/// The thread is one of its own, started on another core than the caller's
/// (`tablesnap_start_thread_on_another_core`, whose file says why): one of
/// Dispatch's pool was mostly queued behind the caller.
final class PreparedFontLibrary: @unchecked Sendable {
    private let making = DispatchGroup()
    private let lock = NSLock()
    private var library: FontLibrary?

    /// Starts `make` on another thread; its library is kept for ``take()``.
    /// `make` must not ask for ``FontLibrary/current``, which would wait for it.
    func make(_ make: @escaping @Sendable () -> FontLibrary) {
        making.enter()
        let job = Unmanaged.passRetained(Job { [self] in
            let made = make()
            lock.withLock { library = made }
            making.leave()
        }).toOpaque()
        var thread = pthread_t()
        let started = tablesnap_start_thread_on_another_core(&thread, { job in
            job.map { Unmanaged<Job>.fromOpaque($0).takeRetainedValue().run() }
            return nil
        }, job)
        if started == 0 {
            pthread_detach(thread)
        } else {
            Unmanaged<Job>.fromOpaque(job).takeRetainedValue().run()
        }
    }

    /// The library made, once it is made, for one thread only; nil when
    /// none was started or it was taken.
    func take() -> FontLibrary? {
        making.wait()
        return lock.withLock {
            defer { library = nil }
            return library
        }
    }

    /// Work handed to a thread through a C pointer.
    private final class Job {
        let run: () -> Void

        init(_ run: @escaping () -> Void) { self.run = run }
    }
}
