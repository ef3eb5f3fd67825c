import Foundation

/// Which bootstrap-icons drawing stands in for each SF Symbols name TableSnap
/// maps: 1,772 names, among them 891 of the 1,000 names open-source iOS apps
/// use most, with their `.fill`, `.circle` and `.square` siblings, in
/// ``table``. A name is looked up by searching the table's text for its row,
/// so a render that shows a few symbols never reads the other rows, and
/// nothing is read at start-up.
enum SymbolMap {
    /// How close a drawing is to the SF Symbol it stands in for: the table's
    /// fourth column, which documents the map and is checked, not drawn from.
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

    /// One mapped name. The table's fifth column, the name's rank among the
    /// names apps use, orders ``names``.
    struct Entry: Sendable {
        /// The set's file name, without `.svg`.
        let icon: String
        let transform: IconSetTransform?
    }

    /// The row of `name`; nil for a name the map does not draw.
    static func entry(_ name: String) -> Entry? {
        // A NUL would end the C string searched for early.
        guard !name.utf8.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0 }) else { return nil }
        // Every row follows a line break (the table starts with one), and its
        // name is followed by a tab. libc's strstr finds it: a symbols grid
        // looks up hundreds of names, and a generic search through the 78 KB
        // made those lookups a large part of such a render.
        return table.withCString { text -> Entry? in
            guard let found = strstr(text, "\n\(name)\t") else { return nil }
            let start = found + 1, end = strchr(start, 0x0A) ?? start + strlen(start)
            return row(UnsafeBufferPointer(start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self), count: end - start)).map(\.entry)
        }
    }

    /// Every mapped name in the table's order: by rank, then the unranked siblings.
    static var names: [String] {
        table.utf8.split(separator: 0x0A).compactMap { row($0)?.name }
    }

    /// A row's name and entry; nil for a malformed row.
    private static func row<Bytes: Collection>(_ line: Bytes) -> (name: String, entry: Entry)? where Bytes.Element == UInt8 {
        let columns = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        guard columns.count == 5, Match(rawValue: columns[3]) != nil else { return nil }
        return (columns[0], Entry(icon: columns[1], transform: IconSetTransform(rawValue: columns[2])))
    }
}
