/// An unknown the ``Solver`` finds a value for, such as a view's left edge.
///
/// Variables are compared by identity: two variables with the same name are
/// still two unknowns. A variable's ``value`` changes only in
/// ``Solver/updateVariables()``.
public final class Variable: Hashable, CustomStringConvertible {
    /// A name for messages and debugging; it plays no part in solving.
    public let name: String
    /// The value the last ``Solver/updateVariables()`` gave it; 0 before that.
    public internal(set) var value: Double = 0

    /// A new unknown called `name`.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public var description: String { name.isEmpty ? "v" : name }
}
