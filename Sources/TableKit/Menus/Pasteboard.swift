import Canvas
import Foundation
import Synchronization

/// What Copy puts and Paste reads, as `UIPasteboard`: strings, URLs and
/// images, one kind or several items at a time.
///
/// TableSnap's pasteboard is the process's own, never the system's: what
/// code copies is kept in memory so that it reads back, and starts empty in
/// every process. The ``general`` pasteboard is safe to use from any thread:
/// its items are behind a lock.
public final class Pasteboard: Sendable {
    /// The pasteboard Copy and Paste use, as `UIPasteboard.general`.
    public static let general = Pasteboard()

    /// Posted by UIKit when the pasteboard's contents change; never posted by TableSnap.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    private struct Contents {
        /// The items, each a `String`, a `URL` or an ``Image``.
        var items: [any Sendable] = []
        var changeCount = 0
    }

    private let contents = Mutex(Contents())

    /// An empty pasteboard of the app's own, as `UIPasteboard.withUniqueName()` gives.
    public static func withUniqueName() -> Pasteboard { Pasteboard() }

    private init() {}

    /// The number of times the contents were replaced.
    public var changeCount: Int { contents.withLock { $0.changeCount } }
    /// How many items the pasteboard holds.
    public var numberOfItems: Int { contents.withLock { $0.items.count } }

    // Setting one kind replaces the contents with one item a value (none for nil), as in UIKit.

    /// The first string.
    public var string: String? { get { strings?.first } set { strings = newValue.map { [$0] } } }
    /// Every string, in order; nil when there is none.
    public var strings: [String]? { get { values() } set { replace(with: newValue) } }
    /// The first URL.
    public var url: URL? { get { urls?.first } set { urls = newValue.map { [$0] } } }
    /// Every URL, in order; nil when there is none.
    public var urls: [URL]? { get { values() } set { replace(with: newValue) } }
    /// The first image.
    public var image: Image? { get { images?.first } set { images = newValue.map { [$0] } } }
    /// Every image, in order; nil when there is none.
    public var images: [Image]? { get { values() } set { replace(with: newValue) } }

    /// Whether an item is a string.
    public var hasStrings: Bool { strings != nil }
    /// Whether an item is a URL.
    public var hasURLs: Bool { urls != nil }
    /// Whether an item is an image.
    public var hasImages: Bool { images != nil }

    /// The items of type `Value`, in order; nil when there is none.
    private func values<Value: Sendable>() -> [Value]? {
        let values = contents.withLock { $0.items.compactMap { $0 as? Value } }
        return values.isEmpty ? nil : values
    }

    /// Replaces the contents with `values`, one item each (none for nil).
    private func replace<Value: Sendable>(with values: [Value]?) {
        contents.withLock {
            $0.items = values ?? []
            $0.changeCount += 1
        }
    }
}
