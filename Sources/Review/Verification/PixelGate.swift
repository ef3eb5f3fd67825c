import Foundation

/// Lets work that holds bitmaps run side by side only while their pixels
/// together fit a budget: `verify` renders on every core, and two large
/// renders with their references and diff images would otherwise hold
/// twice what one may. A claim larger than the budget waits for the gate
/// to empty and then runs alone.
final class PixelGate: @unchecked Sendable {
    private let capacity: Int
    private var held = 0
    private let condition = NSCondition()

    init(capacity: Int) { self.capacity = capacity }

    /// Runs `body` once `pixels` fit beside what others hold, then gives them back.
    func withClaim<T, E: Error>(_ pixels: Int, _ body: () throws(E) -> T) throws(E) -> T {
        condition.lock()
        while held > 0, held + pixels > capacity { condition.wait() }
        held += pixels
        condition.unlock()
        defer {
            condition.lock()
            held -= pixels
            condition.broadcast()
            condition.unlock()
        }
        return try body()
    }
}
