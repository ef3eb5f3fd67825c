import Foundation

/// How far to move content from where it is laid out, as `UIOffset`:
/// positive `horizontal` moves it right, positive `vertical` down.
public struct Offset: Hashable, Sendable {
    /// Points to the right.
    public var horizontal: CGFloat
    /// Points down.
    public var vertical: CGFloat

    /// An offset of `horizontal` and `vertical` points, as `UIOffset(horizontal:vertical:)`.
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// No offset, as `UIOffset()`.
    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    /// No offset, as `UIOffset.zero`.
    public static let zero = Offset()
}
