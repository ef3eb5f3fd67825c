import Foundation
import Mockup

/// What the command does when it is asked to stop: SIGINT, SIGTERM or SIGHUP
/// remove the temporary names of the outputs being written
/// (`TemporaryNames`), then end the process by the same signal, as if it had
/// not been caught, so that a shell reports 128 + the signal and a script
/// running the command stops too. SIGXFSZ is ignored, so that a write past
/// the file-size limit (`ulimit -f`) fails and is reported, instead of ending
/// the process without a word.
///
/// The signals are blocked in every thread and taken by a thread of their
/// own with `sigwait`: what they do runs as ordinary code, where a signal
/// handler could only call async-signal-safe functions.
enum Interruption {
    /// Before the process starts any other thread, which inherits the
    /// blocked signals.
    static func handle() {
        signal(SIGXFSZ, SIG_IGN)
        var signals = stopSignals()
        pthread_sigmask(SIG_BLOCK, &signals, nil)
        var thread = pthread_t()
        pthread_create(&thread, nil, stopOnSignal, nil)
    }

    /// SIGINT, SIGTERM and SIGHUP, less those ignored when the command
    /// started (SIGHUP under `nohup`), which stay ignored.
    private static func stopSignals() -> sigset_t {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in [SIGINT, SIGTERM, SIGHUP] where !isIgnored(number) { sigaddset(&signals, number) }
        return signals
    }

    private static func isIgnored(_ number: Int32) -> Bool {
        var action = sigaction()
        sigaction(number, nil, &action)
        // Function pointers are compared by address: SIG_IGN is the address 1.
        return action.__sigaction_handler.sa_handler.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self)
    }

    /// Waits for one of the signals, removes the temporary names, and ends
    /// the process by that signal.
    fileprivate static func stop() -> Never {
        var signals = stopSignals()
        var number: Int32 = 0
        while sigwait(&signals, &number) != 0 {}
        TemporaryNames.shared.removeAllBeforeExit()
        signal(number, SIG_DFL)
        var one = sigset_t()
        sigemptyset(&one)
        sigaddset(&one, number)
        pthread_sigmask(SIG_UNBLOCK, &one, nil)
        raise(number)
        // Not reached: the signal's default action has ended the process.
        _exit(128 + number)
    }
}

/// The thread that waits for the signals (`pthread_create`'s start routine).
private func stopOnSignal(_: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    Interruption.stop()
}
