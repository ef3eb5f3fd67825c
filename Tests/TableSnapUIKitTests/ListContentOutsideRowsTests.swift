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
