import Canvas
import Foundation

/// Where a configured button puts its image, title and subtitle: the title
/// over the subtitle, centred on each other; the image before, after, above
/// or below that text, `imagePadding` apart; the whole centred in the space
/// inside the content insets, as UIKit centres a configured button's content.
struct ButtonContentLayout {
    var image: CGSize
    var title: CGSize
    var subtitle: CGSize
    var imagePadding: CGFloat
    var titlePadding: CGFloat
    var imagePlacement: DirectionalRectEdge

    /// The content's size, without the insets.
    var size: CGSize {
        let text = text
        if stacksVertically {
            return CGSize(width: max(image.width, text.width), height: image.height + gap + text.height)
        }
        return CGSize(width: image.width + gap + text.width, height: max(image.height, text.height))
    }

    /// The widest the text may be in `rect` beside (or under) the image.
    func textWidth(in rect: CGRect) -> CGFloat {
        max(0, stacksVertically ? rect.width : rect.width - image.width - gap)
    }

    /// The image's, title's and subtitle's frames, left to right, with the
    /// content centred in `rect`.
    func frames(centredIn rect: CGRect) -> (image: CGRect, title: CGRect, subtitle: CGRect) {
        let size = size, text = text
        let block = CGRect(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2, width: size.width, height: size.height)
        let imageFirst = imagePlacement.isDisjoint(with: [.trailing, .bottom])
        let imageOrigin, textOrigin: CGPoint
        if stacksVertically {
            imageOrigin = CGPoint(x: block.midX - image.width / 2, y: imageFirst ? block.minY : block.maxY - image.height)
            textOrigin = CGPoint(x: block.midX - text.width / 2, y: imageFirst ? block.maxY - text.height : block.minY)
        } else {
            imageOrigin = CGPoint(x: imageFirst ? block.minX : block.maxX - image.width, y: block.midY - image.height / 2)
            textOrigin = CGPoint(x: imageFirst ? block.maxX - text.width : block.minX, y: block.midY - text.height / 2)
        }
        let textFrame = CGRect(origin: textOrigin, size: text)
        return (CGRect(origin: imageOrigin, size: image),
                CGRect(x: textFrame.midX - title.width / 2, y: textFrame.minY, width: title.width, height: title.height),
                CGRect(x: textFrame.midX - subtitle.width / 2, y: textFrame.maxY - subtitle.height, width: subtitle.width, height: subtitle.height))
    }

    /// The title over the subtitle, `titlePadding` apart when both show.
    private var text: CGSize {
        guard subtitle.height > 0 else { return title }
        guard title.height > 0 else { return subtitle }
        return CGSize(width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
    }

    private var stacksVertically: Bool { !imagePlacement.isDisjoint(with: [.top, .bottom]) }

    /// The padding, only when there is both an image and text.
    private var gap: CGFloat { image.width > 0 && text.width > 0 ? imagePadding : 0 }
}
