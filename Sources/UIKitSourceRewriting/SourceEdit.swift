/// One change to a source text: the UTF-8 bytes in `range` replaced by `replacement`.
/// The rewriter collects edits from the syntax tree's positions and applies
/// them to the original text, so everything it does not touch stays byte for
/// byte (and line for line) as the user wrote it.
struct SourceEdit {
    let range: Range<Int>
    let replacement: String
}

extension String {
    /// The text with `edits` applied; edits must not overlap.
    func applying(_ edits: [SourceEdit]) -> String {
        var bytes = Array(utf8)
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
