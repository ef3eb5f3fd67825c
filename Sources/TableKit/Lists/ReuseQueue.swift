import Foundation

/// Views waiting to be handed out again, by reuse identifier, and the
/// classes registered to make new ones.
final class ReuseQueue<Element: AnyObject> {
    private var waiting: [String: [Element]] = [:]
    private var factories: [String: () -> Element] = [:]

    func register(_ identifier: String, factory: @escaping () -> Element) {
        factories[identifier] = factory
    }

    /// A waiting element, or nil when none is waiting.
    func dequeue(_ identifier: String) -> Element? {
        waiting[identifier]?.popLast()
    }

    /// A waiting element, or a new one from the registered class (nil when none is registered).
    func dequeueOrMake(_ identifier: String) -> Element? {
        dequeue(identifier) ?? factories[identifier]?()
    }

    func enqueue(_ element: Element, identifier: String) {
        waiting[identifier, default: []].append(element)
    }
}
