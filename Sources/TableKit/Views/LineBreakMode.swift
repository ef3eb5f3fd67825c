/// How a label breaks and truncates lines, like `NSLineBreakMode`. TableSnap
/// accepts every mode and draws text wrapped by word with its last line
/// truncated at the tail, UIKit's default for labels.
public enum LineBreakMode: Int, CaseIterable, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
