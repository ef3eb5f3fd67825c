import Foundation
import Testing
import TableSnapUIKit

/// A list content configuration in a grid cell (Apple's Emoji Explorer
/// "recents") lays itself out: in UIKit a `UIListContentView` works anywhere.
@MainActor struct ListContentOutsideRowsTests {
    @Test func aGridCellShowsItsCentredText() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 94, height: 64))
        var content = UIListContentConfiguration.cell()
        content.text = "🐻"
        content.textProperties.font = .boldSystemFont(ofSize: 38)
        content.textProperties.alignment = .center
        content.directionalLayoutMargins = .zero
        cell.contentConfiguration = content
        _ = try Renderer(size: cell.bounds.size).image(of: cell, size: cell.bounds.size)
        let label = try #require(cell.contentView.descendants(of: UILabel.self).first { $0.text == "🐻" })
        #expect(label.frame.width == 94, "the margins are zero, so the text spans the cell")
        #expect(abs(label.frame.midY - 32) < 0.5, "centred vertically")
        #expect(label.frame.height >= label.font.lineHeight.rounded(.down))
    }

    @Test func theMarginsAndTheImageInsetTheText() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Title"
        content.secondaryText = "Subtitle"
        content.image = UIImage(systemName: "star.fill")
        cell.contentConfiguration = content
        _ = try Renderer(size: cell.bounds.size).image(of: cell, size: cell.bounds.size)
        let labels = cell.contentView.descendants(of: UILabel.self)
        let title = try #require(labels.first { $0.text == "Title" }), subtitle = try #require(labels.first { $0.text == "Subtitle" })
        let image = try #require(cell.contentView.descendants(of: UIImageView.self).first)
        #expect(image.frame.minX == content.directionalLayoutMargins.leading && image.frame.width > 0)
        #expect(abs(title.frame.minX - (image.frame.maxX + content.imageToTextPadding)) < 0.34, "to the pixel")
        #expect(subtitle.frame.minY >= title.frame.maxY)
    }
}

/// Apple's custom list cell places a `UIListContentView` with constraints
/// beside an icon; its height comes from its content, and the row sizes to it.
@MainActor struct ListContentViewUnderAutoLayoutTests {
    final class ProductCell: UICollectionViewListCell {
        let listContentView = UIListContentView(configuration: .subtitleCell())
        let icon = UIImageView(image: UIImage(systemName: "star.fill"))

        override init(frame: CGRect) {
            super.init(frame: frame)
            for view in [listContentView, icon] {
                view.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(view)
            }
            NSLayoutConstraint.activate([
                listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                icon.leadingAnchor.constraint(equalTo: listContentView.trailingAnchor),
                icon.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
                icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }

        required init?(coder: NSCoder) { nil }

        override func updateConfiguration(using state: UICellConfigurationState) {
            var configuration = UIListContentConfiguration.subtitleCell().updated(for: state)
            configuration.text = "Headphones"
            configuration.secondaryText = "Electronics"
            listContentView.configuration = configuration
        }
    }

    final class Source: UICollectionViewDataSource {
        let registration = UICollectionView.CellRegistration<ProductCell, Int> { _, _, _ in }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
        }
    }

    @Test func aListContentViewPinnedBesideAnIconSizesItsRow() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 393, height: 300), collectionViewLayout: layout)
        let source = Source()
        collection.dataSource = source
        _ = try Renderer(size: collection.bounds.size).image(of: collection)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? ProductCell)
        #expect(cell.frame.height > 50, "two lines of text and the margins: \(cell.frame)")
        let labels = cell.listContentView.descendants(of: UILabel.self).filter { $0.text != nil }
        #expect(labels.count == 2 && labels.allSatisfy { $0.frame.width > 100 && $0.frame.height > 0 })
        #expect(cell.icon.frame.minX == cell.listContentView.frame.maxX && cell.icon.frame.width > 0)
    }
}
