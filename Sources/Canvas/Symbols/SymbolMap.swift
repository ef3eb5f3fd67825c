import Foundation

/// Which bootstrap-icons drawing stands in for each SF Symbols name TableSnap
/// maps: 1,772 names, among them 891 of the 1,000 names open-source iOS apps
/// use most, with their `.fill`, `.circle` and `.square` siblings. Read from
/// ``table`` on first use, never at start-up.
struct SymbolMap: Sendable {
    /// How close a drawing is to the SF Symbol it stands in for.
    enum Match: String, Sendable {
        /// The same concept under the same or the matching name.
        case exact
        /// Another file of the set for the same concept (a variant drawing).
        case variant
        /// The same concept, drawn a little differently.
        case close
        /// A glyph of the set inside a circle or square, badged or mirrored.
        case composed
        /// An outline standing in for a `.fill` the set does not draw.
        case approx
    }

    /// One mapped name.
    struct Entry: Sendable {
        /// The set's file name, without `.svg`.
        let icon: String
        let transform: IconSetTransform?
        let match: Match
        /// The name's rank among the names apps use (1 = most used); nil for a sibling added beside a ranked name.
        let rank: Int?
    }

    /// The map, read from ``table`` when first asked.
    static let shared = SymbolMap(table: table)

    /// Entries by SF Symbols name.
    let entries: [String: Entry]
    /// The names in the table's order: by rank, then the unranked siblings.
    let names: [String]

    init(table: String) {
        var entries: [String: Entry] = [:], names: [String] = []
        for line in table.split(separator: "\n") {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count == 5, let match = Match(rawValue: String(columns[3])) else { continue }
            let name = String(columns[0])
            entries[name] = Entry(icon: String(columns[1]), transform: IconSetTransform(rawValue: String(columns[2])), match: match,
                                  rank: Int(columns[4]))
            names.append(name)
        }
        self.entries = entries
        self.names = names
    }
}
