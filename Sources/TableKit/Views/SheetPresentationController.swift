import Canvas
import Foundation

/// A sheet over part of the screen, as `UISheetPresentationController`: its
/// detents, grabber and selected detent are kept so that the code
/// configuring a sheet compiles and can be inspected; a picture shows one
/// screen, so no sheet is drawn. A controller has one while it would be
/// presented as a page or form sheet (``ViewController/sheetPresentationController``).
public final class SheetPresentationController: PresentationController {
    /// The heights the sheet may rest at, smallest first; a full-height sheet unless set.
    public var detents: [Detent] = [.large()]
    /// The detent the sheet rests at; nil for the smallest.
    public var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which the screen under the sheet is not dimmed; nil dims at every one.
    public var largestUndimmedDetentIdentifier: Detent.Identifier?
    /// Whether the sheet shows a grabber at its top edge.
    public var prefersGrabberVisible = false
    /// The sheet's corner radius; nil for the system's.
    public var preferredCornerRadius: CGFloat?
    /// Whether scrolling the sheet's content grows the sheet to a larger detent.
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// Whether the sheet hangs from the bottom edge in compact height.
    public var prefersEdgeAttachedInCompactHeight = false
    /// Whether an edge-attached sheet is as wide as the preferred content size.
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false
    /// The view the sheet points at when it shows as a popover.
    public var sourceView: View?

    /// Makes the changes `changes` makes to the sheet; there is no sheet to animate, so they are made at once.
    public func animateChanges(_ changes: () -> Void) {
        changes()
    }

    /// Asks the sheet to resolve its custom detents again; there is no sheet, so it does nothing.
    public func invalidateDetents() {}

    /// A height a sheet may rest at, as `UISheetPresentationController.Detent`.
    public final class Detent {
        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (SheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (SheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// About half the screen: TableSnap takes half the sheet's largest height.
        public static func medium() -> Detent {
            Detent(identifier: .medium) { $0.maximumDetentValue / 2 }
        }

        /// The sheet's full height.
        public static func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A height of the app's own, which `resolver` gives from the sheet's
        /// context (nil leaves the detent out); without an identifier the
        /// detent gets a unique one, as in UIKit.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (SheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString), resolver: resolver)
        }

        /// The height the detent resolves to in `context`, as UIKit's `resolvedValue(in:)`.
        public func resolvedValue(in context: SheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            resolver(context)
        }

        /// A detent's name, as `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, RawRepresentable, Sendable {
            /// The name.
            public let rawValue: String
            /// A name from its string.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// A name from its string, as `.init("…")`.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's name.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The large detent's name.
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}

/// What a custom detent's resolver is given, as
/// `UISheetPresentationControllerDetentResolutionContext`.
public protocol SheetPresentationControllerDetentResolutionContext {
    /// The traits of the screen the sheet is on.
    var containerTraitCollection: Traits { get }
    /// The largest height a detent may have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}
