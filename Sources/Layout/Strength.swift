/// How strongly the ``Solver`` holds to a ``Constraint``.
///
/// Required constraints must hold; the others are weighted preferences, and
/// the solver minimises the weighted sum of how far each is from holding.
/// A stronger preference wins over a weaker one that pulls the other way.
public struct Strength: Comparable, Sendable, CustomStringConvertible {
    /// The weight of the preference; ``required`` is larger than any other.
    public let weight: Double

    /// A preference with `weight`, clamped to 0 … ``required``.
    public init(_ weight: Double) {
        self.weight = weight.isNaN ? 0 : min(max(weight, 0), Strength.required.weight)
    }

    private init(exactly weight: Double) { self.weight = weight }

    /// Must hold; adding a required constraint that cannot hold is an error.
    public static let required = Strength(exactly: 1_001_001_000)
    public static let strong = Strength(exactly: 1_000_000)
    public static let medium = Strength(exactly: 1_000)
    public static let weak = Strength(exactly: 1)

    public var isRequired: Bool { weight >= Strength.required.weight }

    public static func < (lhs: Strength, rhs: Strength) -> Bool { lhs.weight < rhs.weight }

    public var description: String { isRequired ? "required" : "\(weight)" }
}
