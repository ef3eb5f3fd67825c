import Canvas
import Foundation

/// An entry of a menu, as `UIMenuElement`: the base of ``Menu``, ``Action``,
/// ``Command`` and ``DeferredMenuElement``, with what every entry shows.
///
/// A render never opens a menu: elements are made and kept so that the code
/// building them compiles and can be inspected, and nothing of them is drawn
/// unless iOS shows it on the screen itself (an action's title in a button).
public class MenuElement {
    /// What an action or command does besides its title (`UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Shown dimmed; cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red, for an action that destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an action or command is checked (`UIMenuElement.State`).
    public enum State: Int, Hashable, Sendable {
        /// Not checked.
        case off = 0
        /// Checked: a checkmark beside the title, or the title a pop-up button shows.
        case on = 1
        /// Partly checked: a dash beside the title.
        case mixed = 2
    }

    /// The title the menu shows.
    public var title: String
    /// A second line under the title.
    public var subtitle: String?
    /// The symbol or picture shown beside the title.
    public var image: Image?

    init(title: String, subtitle: String?, image: Image?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}
