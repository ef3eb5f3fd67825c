import Canvas
import Foundation

extension Button {
    /// A button's look and content as one value, like `UIButton.Configuration`
    /// (iOS 15+): a style chosen by one of the static makers (``plain()``,
    /// ``filled()``, iOS 26's ``glass()`` …), a title, subtitle and image,
    /// their placement and padding, colours, corners and size.
    ///
    /// Set it as a button's ``Button/configuration``. The design draws each
    /// style: iOS 26 as capsules, the glass styles on Liquid Glass; iOS 18 as
    /// rounded rectangles, and the glass styles, which it does not have, as
    /// tinted and filled. Not drawn: `showsActivityIndicator`,
    /// `titleAlignment` (text is centred) and selection colours.
    public struct Configuration {
        /// The maker a configuration came from, which decides its fill and
        /// colours. UIKit keeps this private; TableSnap names it so a mockup
        /// (`{button: Add, style: filled}`) and a test can.
        public enum Style: String, CaseIterable, Hashable, Sendable {
            /// No fill, a tinted title (``Configuration/plain()``).
            case plain
            /// A grey fill, a tinted title.
            case gray
            /// A pale fill of the tint, a tinted title.
            case tinted
            /// A fill of the tint, a white title.
            case filled
            /// A grey fill (iOS 26: a title in the label colour).
            case bordered
            /// A pale fill of the tint, a tinted title.
            case borderedTinted
            /// A fill of the tint, a white title.
            case borderedProminent
            /// iOS 26's clear Liquid Glass (iOS 18 draws it as ``tinted``).
            case glass
            /// iOS 26's glass tinted with the tint colour, a white title (iOS 18 draws it as ``filled``).
            case prominentGlass
        }

        /// How the background's corners are rounded (`UIButton.Configuration.CornerStyle`).
        public enum CornerStyle: String, CaseIterable, Hashable, Sendable {
            /// The design's radius, grown with Dynamic Type (the default):
            /// iOS 26's makes a medium button a capsule, iOS 18's a rounded rectangle.
            case dynamic
            /// The design's radius, unchanged by Dynamic Type.
            case fixed
            /// A small radius, in proportion to the height.
            case small
            /// A medium radius, in proportion to the height.
            case medium
            /// A large radius, in proportion to the height.
            case large
            /// Half the height: a capsule, and a circle around an image alone
            /// (as wide as the image plus the top and bottom insets).
            case capsule
        }

        /// The size of the button's text and the space around it (`UIButton.Configuration.Size`).
        public enum Size: String, CaseIterable, Hashable, Sendable {
            /// 15-pt text, 5 pt above and below, 10 either side.
            case mini
            /// 15-pt text, 5 pt above and below, 10 either side.
            case small
            /// 17-pt text, 7 pt above and below, 12 either side (the default).
            case medium
            /// 17-pt text, 15 pt above and below, 20 either side.
            case large
        }

        /// The maker this configuration came from.
        public let style: Style
        /// The title; nil or empty shows none.
        public var title: String?
        /// Secondary text under the title, in the footnote style; nil or empty shows none.
        public var subtitle: String?
        /// An image (a symbol takes the title's colour) beside the title.
        public var image: Image?
        /// Space between the image and the text; 0 by default, as UIKit's.
        public var imagePadding: CGFloat = 0
        /// Space between the title and the subtitle; 1 pt by default, as UIKit's.
        public var titlePadding = ControlMetrics.buttonTitlePadding
        /// The edge of the text the image sits at: `.leading` (the default),
        /// `.trailing`, `.top` or `.bottom`.
        public var imagePlacement = DirectionalRectEdge.leading
        /// The title's and image's colour, instead of the style's; disabled, they are grey all the same.
        public var baseForegroundColor: Color?
        /// The fill's colour, instead of the tint (or grey), in styles that have a fill.
        public var baseBackgroundColor: Color?
        /// How the corners are rounded; `.dynamic` by default.
        public var cornerStyle = CornerStyle.dynamic
        /// The text size; setting it resets ``contentInsets`` to the size's, as in UIKit.
        public var buttonSize = Size.medium {
            didSet { contentInsets = ControlMetrics.buttonContentInsets(buttonSize) }
        }
        /// Space around the content: the size's (7 pt above and below, 12
        /// either side for `.medium`) until set.
        public var contentInsets = ControlMetrics.buttonContentInsets(.medium)

        /// A configuration in `style`, as its maker returns it.
        public init(style: Style) {
            self.style = style
        }

        /// A button without a fill: a tinted title (`UIButton.Configuration.plain()`).
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey fill and a tinted title (`gray()`).
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A pale fill of the tint and a tinted title (`tinted()`).
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A fill of the tint and a white title (`filled()`).
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// A grey fill (`bordered()`).
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A pale fill of the tint and a tinted title (`borderedTinted()`).
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A fill of the tint and a white title (`borderedProminent()`).
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
        /// iOS 26's clear glass (`glass()`); iOS 18 draws it as ``tinted()``.
        public static func glass() -> Configuration { Configuration(style: .glass) }
        /// iOS 26's glass in the tint colour with a white title (`prominentGlass()`); iOS 18 draws it as ``filled()``.
        public static func prominentGlass() -> Configuration { Configuration(style: .prominentGlass) }

        /// Whether the configuration shows an image and no text.
        var isImageOnly: Bool {
            image != nil && (title ?? "").isEmpty && (subtitle ?? "").isEmpty
        }
    }
}
