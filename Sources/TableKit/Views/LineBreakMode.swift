/// How a label breaks and truncates lines, like `NSLineBreakMode`. TableSnap
/// accepts every mode and draws text wrapped by word with its last line
/// truncated at the tail, UIKit's default for labels.
public enum LineBreakMode: Int, CaseIterable, Sendable {
    /// Wraps at word boundaries.
    case byWordWrapping
    /// Wraps at any character.
    case byCharWrapping
    /// Clips the text at the edge.
    case byClipping
    /// Shows the end of the line, with an ellipsis at its start.
    case byTruncatingHead
    /// Shows the start of the line, with an ellipsis at its end (what TableSnap draws).
    case byTruncatingTail
    /// Shows both ends, with an ellipsis in the middle.
    case byTruncatingMiddle
}
