import Canvas
import Foundation
import TableKit

/// A collection item from a mockup, as the tiles of Photos, Health and
/// Home draw them: a fill colour, a photo filling the item (aspect fill,
/// clipped) or a symbol at its top leading corner, and bold text over a
/// secondary subtitle at its bottom leading corner.
final class MockupGridCell: CollectionViewCell {
    static let reuseIdentifier = "item"
    /// Space between the tile's edges and its symbol and text, as widgets and Home tiles keep it.
    private static let padding: CGFloat = 12

    private let photoView = ImageView()
    private let symbolView = ImageView()
    private let textLabel = Label()
    private let subtitleLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        textLabel.textStyle = .title2
        textLabel.textStyleWeight = .bold
        subtitleLabel.textStyle = .subheadline
        for view in [photoView, symbolView, textLabel, subtitleLabel] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Shows `item`, rounded by `cornerRadius`.
    func show(_ item: Mockup.Collection.Item, cornerRadius: CGFloat) {
        let photo = item.image.flatMap { if case .bitmap = $0.content { $0 } else { nil } }
        photoView.image = photo
        symbolView.image = photo == nil ? item.image : nil
        // A photo covers the tile; an empty tile still shows where it is.
        contentView.backgroundColor = item.color ?? (photo == nil ? .secondarySystemBackground : nil)
        textLabel.text = item.text
        subtitleLabel.text = item.subtitle
        textLabel.textColor = item.textColor ?? .label
        subtitleLabel.textColor = item.textColor?.withAlphaComponent(0.7) ?? .secondaryLabel
        self.cornerRadius = cornerRadius
        clipsToBounds = cornerRadius > 0
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        photoView.frame = bounds
        let width = max(0, bounds.width - 2 * Self.padding)
        symbolView.frame = leadingFrame(CGRect(origin: CGPoint(x: Self.padding, y: Self.padding), size: symbolView.displaySize))
        var bottom = bounds.height - Self.padding
        for label in [subtitleLabel, textLabel] where label.hasText {
            let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
            bottom -= height
            label.frame = leadingFrame(CGRect(x: Self.padding, y: bottom, width: width, height: height))
        }
    }
}
