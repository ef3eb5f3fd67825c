import Foundation

extension Label {
    /// `UILabel.attributedText`: its characters become ``text``; TableSnap
    /// draws them in the label's own font and colour, without the attributes.
    public var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
}
