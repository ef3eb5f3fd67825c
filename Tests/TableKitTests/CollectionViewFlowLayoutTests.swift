import Canvas
import Foundation
import Testing
@testable import TableKit

/// Where a flow layout puts items, by UIKit's documented rules: lines filled
/// at the minimum spacing, full lines spread edge to edge, a lone item
/// centred, insets inside full-width headers and footers.
@Suite struct CollectionViewFlowLayoutTests {
    private func frames(_ collectionView: CollectionView, section: Int = 0, items: Range<Int>) -> [CGRect] {
        items.map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: section))?.frame ?? .null }
    }

    private func layout(_ configure: (CollectionViewFlowLayout) -> Void = { _ in }) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        configure(layout)
        return layout
    }

    @Test func fullLinesSpreadTheirLeftoverBetweenTheItems() {
        let source = CollectionTestSource(itemCounts: [7])
        let collectionView = source.makeCollectionView(layout())
        // Three 100-pt items fit in 375 at 10 apart; the 75 pt left spread 37.5 between them.
        #expect(frames(collectionView, items: 0..<4) == [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 137.5, y: 0, width: 100, height: 100),
            CGRect(x: 275, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 100, height: 100),
        ])
        #expect(frames(collectionView, items: 6..<7) == [CGRect(x: 0, y: 220, width: 100, height: 100)], "the last line keeps the columns")
        #expect(collectionView.contentSize == CGSize(width: 375, height: 320))
    }

    @Test func insetsSitInsideAFullWidthHeaderAndFooter() throws {
        let source = CollectionTestSource(itemCounts: [2, 1])
        let collectionView = source.makeCollectionView(layout {
            $0.sectionInset = EdgeInsets(top: 8, left: 20, bottom: 12, right: 20)
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.footerReferenceSize = CGSize(width: 0, height: 30)
        })
        let header = try #require(collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        // Section 0: header 0–40, insets 8, one 100-pt line, 12, footer 30: 190. Two items in the
        // first two of the three columns a full line of 335 would have (17.5 apart).
        #expect(frames(collectionView, items: 0..<2) == [CGRect(x: 20, y: 48, width: 100, height: 100), CGRect(x: 137.5, y: 48, width: 100, height: 100)])
        #expect(header.frame == CGRect(x: 0, y: 190, width: 375, height: 40))
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 160, width: 375, height: 30))
    }

    @Test func aLoneItemOnEveryLineIsCentred() {
        let source = CollectionTestSource(itemCounts: [2])
        let collectionView = source.makeCollectionView(layout { $0.itemSize = CGSize(width: 250, height: 60) })
        #expect(frames(collectionView, items: 0..<2) == [CGRect(x: 62.5, y: 0, width: 250, height: 60), CGRect(x: 62.5, y: 70, width: 250, height: 60)])
        // The same sizes given item by item from a delegate.
        let sizes = ItemSizes { _ in CGSize(width: 250, height: 60) }
        collectionView.delegate = sizes
        collectionView.layoutIfNeeded()
        #expect(frames(collectionView, items: 0..<2) == [CGRect(x: 62.5, y: 0, width: 250, height: 60), CGRect(x: 62.5, y: 70, width: 250, height: 60)])
    }

    @Test func itemsOfTheirOwnSizesCentreInTheirLineAndTheLastLineStartsLeft() {
        let widths: [CGFloat] = [150, 100, 90, 120, 60]
        let source = CollectionTestSource(itemCounts: [5])
        let sizes = ItemSizes { CGSize(width: widths[$0.item], height: $0.item == 1 ? 80 : 40) }
        let collectionView = source.makeCollectionView(layout())
        collectionView.delegate = sizes
        collectionView.layoutIfNeeded()
        // Line 1: 150 + 100 + 90 = 340 (+20) fits 375, the 35 left spread 17.5 + 10 each; 80 tall, the others centred.
        // Line 2: 120 and 60 at the minimum spacing, from the left.
        #expect(frames(collectionView, items: 0..<5) == [
            CGRect(x: 0, y: 20, width: 150, height: 40), CGRect(x: 167.5, y: 0, width: 100, height: 80),
            CGRect(x: 285, y: 20, width: 90, height: 40),
            CGRect(x: 0, y: 90, width: 120, height: 40), CGRect(x: 130, y: 90, width: 60, height: 40),
        ])
    }

    @Test func horizontalScrollingFillsColumnsTopToBottom() {
        let source = CollectionTestSource(itemCounts: [5])
        let collectionView = source.makeCollectionView(layout { $0.scrollDirection = .horizontal }, height: 250)
        // Two 100-pt items fit in 250: spread 50 apart; columns 110 apart.
        #expect(frames(collectionView, items: 0..<3) == [
            CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 0, y: 150, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
        ])
        #expect(collectionView.contentSize == CGSize(width: 320, height: 250))
    }

    @Test func rightToLeftLinesRunFromTheRight() {
        let source = CollectionTestSource(itemCounts: [2])
        let collectionView = source.makeCollectionView(layout())
        collectionView.overrideTraits = Traits(layoutDirection: .rightToLeft)
        collectionView.layoutIfNeeded()
        #expect(frames(collectionView, items: 0..<2).map(\.minX) == [275, 137.5])
    }

    @Test func aPinnedHeaderStaysAtTheTopUntilItsSectionEnds() throws {
        let source = CollectionTestSource(itemCounts: [9, 9])
        let collectionView = source.makeCollectionView(layout {
            $0.headerReferenceSize = CGSize(width: 0, height: 40)
            $0.sectionHeadersPinToVisibleBounds = true
        })
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        let header = IndexPath(item: 0, section: 0)
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: header)?.frame.minY == 200)
        // Section 0 ends at 40 + 3 lines of 100 + 2 × 10 = 360: its header leaves with it.
        collectionView.contentOffset = CGPoint(x: 0, y: 340)
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: CollectionView.elementKindSectionHeader, at: header)?.frame.minY == 320)
    }
}
