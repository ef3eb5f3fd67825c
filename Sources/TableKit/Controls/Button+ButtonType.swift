import Canvas
import Foundation

extension Button {
    /// `UIButton.ButtonType`. TableSnap's button is always drawn as a system
    /// button; the info and add types show their symbol.
    public enum ButtonType: Sendable {
        /// A button styled by the app; drawn as a system button.
        case custom
        /// A system button: a tinted title.
        case system
        /// An info button (the `info.circle` symbol).
        case detailDisclosure
        /// An info button (the `info.circle` symbol).
        case infoLight
        /// An info button (the `info.circle` symbol).
        case infoDark
        /// An add button (the `plus.circle` symbol).
        case contactAdd
        /// A close button (the `xmark.circle.fill` symbol).
        case close
    }

    /// A button of `type`, as `UIButton(type:)`.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        let symbol: String? = switch type {
        case .detailDisclosure, .infoLight, .infoDark: "info.circle"
        case .contactAdd: "plus.circle"
        case .close: "xmark.circle.fill"
        case .custom, .system: nil
        }
        if let symbol { setImage(Image(builtInSymbol: symbol, pointSize: 22), for: .normal) }
    }
}
