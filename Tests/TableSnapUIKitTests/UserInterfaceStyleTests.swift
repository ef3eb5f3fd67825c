import Foundation
import Testing
import TableSnapUIKit
import TableSnapTesting

/// A theme setting as apps write it: light, dark, or `.unspecified` to
/// follow the system, set on a screen or its window.
@MainActor @Suite(.design(.iOS18)) struct UserInterfaceStyleTests {
    enum Theme: Int {
        case system, light, dark

        var userInterfaceStyle: UIUserInterfaceStyle {
            switch self {
            case .system: return .unspecified
            case .light: return .light
            case .dark: return .dark
            }
        }
    }

    @Test func unspecifiedInheritsTheTraitsStyle() {
        let screen = UIViewController()
        screen.overrideUserInterfaceStyle = Theme.dark.userInterfaceStyle
        let label = UILabel()
        screen.view.addSubview(label)
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        screen.overrideUserInterfaceStyle = Theme.system.userInterfaceStyle
        #expect(screen.overrideUserInterfaceStyle == .unspecified && screen.view.overrideUserInterfaceStyle == .unspecified)
        #expect(label.traitCollection.userInterfaceStyle == UITraitCollection.current.userInterfaceStyle)
        #expect(UIView().overrideUserInterfaceStyle == .unspecified, "the default, as in UIKit")
    }

    @Test func aWindowsStyleReachesItsViews() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = UIViewController()
        let label = UILabel()
        screen.view.addSubview(label)
        #expect(label.window == nil, "outside a window")
        window.rootViewController = screen
        window.makeKeyAndVisible()
        #expect(label.window === window && screen.view.window === window && window.isKeyWindow)
        #expect(screen.view.frame == window.bounds)

        screen.view.window?.overrideUserInterfaceStyle = Theme.dark.userInterfaceStyle
        #expect(label.traitCollection.userInterfaceStyle == .dark)
        screen.view.window?.overrideUserInterfaceStyle = Theme.system.userInterfaceStyle
        #expect(label.traitCollection.userInterfaceStyle == UITraitCollection.current.userInterfaceStyle)
    }

    @Test func aRenderedControllersViewHasNoWindow() throws {
        final class ThemeViewController: UIViewController {
            private(set) var windowSeen: UIWindow??
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                windowSeen = view.window
            }
        }
        let screen = ThemeViewController()
        _ = try Renderer(device: .iPhone15).image(of: screen)
        #expect(screen.windowSeen == .some(nil), "a render draws the view without a window")
    }
}
