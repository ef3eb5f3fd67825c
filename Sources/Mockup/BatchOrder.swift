import Canvas
import Dispatch
import Foundation

/// The order a batch works through its files in, on every core: the largest
/// file first, its size standing in for its work. Taken in input order, a
/// long render that comes late runs on alone while the other cores have
/// nothing left, as `symbols.yaml` (200 symbols on a 2360 × 6920 px page, the
/// largest file of the `Assets/` batch) did when it came near the end. What a
/// batch writes and reports does not depend on the order.
package enum BatchOrder {
    /// The indices of `files`, the largest file first; equal sizes (and files
    /// that cannot be read, taken as empty) keep their input order.
    package static func largestFirst(_ files: [String]) -> [Int] {
        let sizes = files.map { (try? URL(fileURLWithPath: $0).resourceValues(forKeys: [.fileSizeKey]).fileSize) ?? 0 }
        return files.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }
    }

    /// Runs `body` for every index of `files` in parallel, the largest file
    /// first. One file is run on this thread: starting Dispatch's worker
    /// threads and reading the file's size would delay a one-file render's
    /// first step for nothing. Many files reuse the memory of the bitmaps
    /// drawn before them: given back to the kernel, every 3x screen would be
    /// six fresh huge pages to fault in and clear. With more files than
    /// cores, each file's image work stays on its own thread
    /// (``SecondThreads/withheld(_:)``).
    package static func perform(over files: [String], _ body: @Sendable (Int) -> Void) {
        guard files.count > 1 else {
            if !files.isEmpty { body(0) }
            return
        }
        Bitmap.keepFreedMemoryForReuse()
        let order = largestFirst(files)
        let coresStayBusy = files.count > ProcessInfo.processInfo.activeProcessorCount
        DispatchQueue.concurrentPerform(iterations: order.count) { index in
            if coresStayBusy { SecondThreads.withheld { body(order[index]) } } else { body(order[index]) }
        }
    }
}
