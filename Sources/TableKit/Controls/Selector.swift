/// The name of an action method, like Objective-C's `Selector`: what
/// target–action APIs take. The UIKitSources plugin turns `#selector(done(_:))`
/// into `Selector("done(_:)")`. TableSnap stores selectors and never sends
/// them: a picture is never tapped.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The method's name with its argument labels, as `done(_:)`.
    public let name: String

    /// The selector naming `name`, as `Selector("done(_:)")`.
    public init(_ name: String) {
        self.name = name
    }

    /// The selector named by a string literal.
    public init(stringLiteral name: String) {
        self.name = name
    }

    /// The method's name.
    public var description: String { name }
}
