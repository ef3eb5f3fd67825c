import Canvas
import Foundation
import Testing
import TableKit

/// A flow layout with an estimated item size: items start at the estimate
/// and take the size their content fits where they show, and the lines are
/// filled and justified again with the sizes measured.
@Suite(.design(.iOS18)) struct FlowSelfSizingTests {
    /// A tag: a label pinned 12 pt in from the content view's sides and 6 pt from its top and bottom.
    final class TagCell: CollectionViewCell {
        let label = Label()

        override init(frame: CGRect) {
            super.init(frame: frame)
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 6),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
            ])
        }

        required init?(coder: NSCoder) {
            return nil
        }
    }

    final class Tags: CollectionViewDataSource {
        let words = ["Swift", "UIKit", "Core Animation", "Metal", "Foundation", "Combine", "Xcode"]
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { words.count }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath)
            (cell as? TagCell)?.label.text = words[indexPath.item]
            return cell
        }
    }

    @Test func itemsTakeTheSizeTheirContentFits() throws {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        layout.minimumInteritemSpacing = 8
        layout.sectionInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 600), collectionViewLayout: layout)
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        let source = Tags()
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        let label = Label()
        let sizes = source.words.map { word -> CGSize in
            label.text = word
            let text = label.intrinsicContentSize
            return CGSize(width: (text.width + 24).pixelCeiled(scale: 3), height: (text.height + 12).pixelCeiled(scale: 3))
        }
        let frames = try (0..<source.words.count).map { try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))).frame }
        #expect(frames.map(\.size) == sizes, "each tag fits its word")
        // Lines refilled with the measured widths: full lines spread from inset to inset.
        let lines = Dictionary(grouping: frames, by: \.minY).sorted { $0.key < $1.key }.map(\.value)
        #expect(lines.count > 1)
        for line in lines.dropLast() {
            #expect(line.first?.minX == 16 && abs((line.last?.maxX ?? 0) - 377) < 0.001, "\(line)")
        }
        #expect(collectionView.visibleCells.allSatisfy { $0.frame.size != CGSize(width: 50, height: 50) }, "no cell kept the estimate")
        withExtendedLifetime(source) {}
    }
}
