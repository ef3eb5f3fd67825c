import Canvas
import Foundation

/// How a design shows one bar button: its title or image, and whether it
/// sits on prominent glass (filled with the tint, content white).
struct BarItemLook {
    enum Content {
        case title(String, Font.Weight)
        case image(Image)
    }

    var content: Content?
    var isProminent: Bool

    /// The look of `item` in `design`; `editing` turns an Edit item into Done.
    init(_ item: BarButtonItem, editing: Bool, design: BarDesign) {
        let onGlass = design.buttonPlatter != nil
        if item.isDone(editing: editing), let symbol = design.doneSymbol.flatMap({ Image(builtInSymbol: $0, pointSize: 20, weight: .semibold) }) {
            content = .image(symbol)
            isProminent = true
            return
        }
        // iOS 26 deprecates the done style for prominent, and draws it so.
        isProminent = onGlass && item.style != .plain
        // An item with both shows its image, as UIKit's bars do.
        if let image = item.image {
            content = .image(image)
        } else {
            content = item.shownTitle(editing: editing).map { .title($0.text, $0.weight) }
        }
    }

    var isTitle: Bool {
        if case .title = content { return true }
        return false
    }
}
