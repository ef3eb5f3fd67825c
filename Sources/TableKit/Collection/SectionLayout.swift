import Foundation

/// One laid-out section of a compositional layout, between `start` and
/// `end` along the scroll axis: a grid of repeated groups or a list.
protocol SectionLayout {
    var index: Int { get }
    var start: CGFloat { get }
    var end: CGFloat { get }
    /// The item's cell frame in the content.
    func itemFrame(_ item: Int) -> CGRect?
    /// The items whose frames may meet `rect`.
    func items(meeting rect: CGRect) -> Range<Int>
    /// The kinds of the section's headers and footers.
    var supplementaryKinds: [String] { get }
    /// A header's or footer's frame, and whether it pins to the visible top.
    func supplementaryFrame(_ kind: String) -> (CGRect, Bool)?
    /// The views drawn behind the section.
    var decorations: [(kind: String, frame: CGRect, zIndex: Int)] { get }
}
