import CGraphics

/// The second threads an image's work may start: a large PNG's upper strip
/// deflated on another core, a large canvas's pages faulted in beside its
/// drawing.
public enum SecondThreads {
    /// Runs `body` with every image's work on this thread alone. For a batch
    /// that keeps every core busy with a file of its own, where a second
    /// thread per file only takes turns with the others and makes the batch
    /// slower. The bytes are the same either way.
    public static func withheld<T>(_ body: () throws -> T) rethrows -> T {
        let was = tablesnap_withhold_second_threads(1)
        defer { tablesnap_withhold_second_threads(was) }
        return try body()
    }
}
