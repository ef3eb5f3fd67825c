import Foundation

extension SegmentedControl {
    /// Adds a segment titled `title` at `segment` (clamped to the segments
    /// there are), as `insertSegment(withTitle:at:animated:)`; the selection
    /// stays on the segment it was on.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = min(max(0, segment), titles.count)
        titles.insert(title, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
        invalidateIntrinsicContentSize()
    }

    /// Removes the segment at `segment`, as `removeSegment(at:animated:)`; an index past the end changes nothing.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        if selectedSegmentIndex == segment {
            selectedSegmentIndex = Self.noSegment
        } else if selectedSegmentIndex > segment {
            selectedSegmentIndex -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// Removes every segment, as `removeAllSegments()`.
    public func removeAllSegments() {
        titles.removeAll()
        selectedSegmentIndex = Self.noSegment
        invalidateIntrinsicContentSize()
    }
}
