import Foundation

/// A rectangle that takes part in Auto Layout without being a view, like
/// `UILayoutGuide`: spacers, groups, and a view's margins, safe area and
/// readable width.
open class LayoutGuide: LayoutItem, LayoutAnchorProviding, CustomStringConvertible {
    /// The view the guide belongs to; its frame is in that view's coordinates.
    public internal(set) weak var owningView: View?
    /// A name shown in logs.
    public var identifier = ""
    /// Where the last layout put the guide, in the owning view's coordinates.
    public internal(set) var layoutFrame: CGRect = .zero

    let layoutVariables = LayoutVariables()
    /// What a view's own guides follow; nil for guides the user adds.
    let role: Role?

    enum Role {
        case margins, safeArea, readableContent
        /// A scroll view's visible rectangle, and its content from the content's origin.
        case scrollFrame, scrollContent
    }

    /// A guide to add to a view with ``View/addLayoutGuide(_:)``.
    public convenience init() { self.init(role: nil) }

    init(role: Role?) {
        self.role = role
    }


    /// The guide as UIKit prints it in logs.
    open var description: String {
        let name = identifier.isEmpty ? "" : "'\(identifier)'"
        return "<\(type(of: self)):\(LayoutConstraint.address(self)) - \(layoutFrame), \(name)>"
    }
}
