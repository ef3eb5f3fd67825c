import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// `tag` and `viewWithTag(_:)`, as a custom cell's subviews are found in UIKit.
@Suite(.design(.iOS18)) struct ViewTagTests {
    @Test func findsTheViewItselfOrTheFirstTaggedDescendantDepthFirst() {
        let root = View()
        let first = View(), nested = Label(), later = Label()
        first.addSubview(nested)
        root.addSubview(first)
        root.addSubview(later)
        nested.tag = 2
        later.tag = 2
        root.tag = 7
        #expect(root.viewWithTag(7) === root)
        #expect(root.viewWithTag(2) === nested)
        #expect(root.viewWithTag(3) == nil)
    }

    @Test func untaggedViewsHaveTagZero() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(cell.tag == 0)
        #expect(cell.viewWithTag(0) === cell)
    }
}
