/// A column of the simplex tableau: a user variable or one the solver made up.
///
/// Symbols are ordered by creation. Every choice the solver makes between
/// symbols takes the lowest id, which is Bland's rule (no cycling) and makes
/// results independent of hashing order.
struct Symbol: Hashable, Comparable {
    enum Kind {
        /// Stands for a user ``Variable``; unrestricted in sign.
        case external
        /// Turns an inequality into an equation; never negative.
        case slack
        /// Measures how far a preference is from holding; never negative.
        case error
        /// Marks a required equation; always zero, never pivots.
        case dummy
    }

    let id: Int
    let kind: Kind

    /// Restricted symbols (slack and error) may not go negative.
    var isRestricted: Bool { kind == .slack || kind == .error }

    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }
    static func == (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}
