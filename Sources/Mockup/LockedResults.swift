import Foundation

/// Results of parallel work, each written once from its own thread, read once all are done.
package final class LockedResults<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [T?]

    package init(count: Int) { results = Array(repeating: nil, count: count) }

    package func set(_ index: Int, _ result: T) { lock.withLock { results[index] = result } }

    /// The results in index order, those never set left out.
    package var all: [T] { lock.withLock { results.compactMap { $0 } } }
}
