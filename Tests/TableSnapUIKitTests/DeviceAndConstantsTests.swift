import Foundation
#if canImport(UIKit)
import UIKit
#else
import TableSnapUIKit
#endif
import Testing
import TableSnapTesting

/// What screens read about the device and UIKit's constants: the screen and
/// device are the iPhone drawn, running the design's iOS; older names draw
/// as iOS draws them today.
struct DeviceAndConstantsTests {
    @Test func theScreenIsAnIPhone15sAtTheTraitsScale() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeScale == 3)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1179, height: 2556))
        Traits.$current.withValue(Traits(displayScale: 2)) {
            #expect(UIScreen.main.scale == 2 && UIScreen.main.traitCollection.displayScale == 2)
        }
    }

    @Test func theDeviceIsAnIPhoneRunningTheDesignsIOS() {
        let device = UIDevice.current
        #expect(device.userInterfaceIdiom == .phone && device.model == "iPhone" && device.name == "iPhone" && device.systemName == "iOS")
        Traits.$current.withValue(Traits(design: .iOS26)) {
            #expect(device.systemVersion == "26.0")
            #expect(isAvailableInDrawnDesign(iOS: 26) && isAvailableInDrawnDesign(iOS: 17, 2) && !isAvailableInDrawnDesign(iOS: 26, 1))
        }
        Traits.$current.withValue(Traits(design: .iOS18)) {
            #expect(device.systemVersion == "18.0")
            #expect(isAvailableInDrawnDesign(iOS: 18, 0, 0) && !isAvailableInDrawnDesign(iOS: 26))
        }
    }

    /// No app runs around a render: what would open another app or change the icon does nothing.
    @Test func theApplicationAcceptsWhatNeedsARunningAppAndDoesNothing() throws {
        let app = UIApplication.shared
        var completed = false
        app.open(try #require(URL(string: "https://example.com"))) { _ in completed = true }
        app.setAlternateIconName("Dark") { _ in completed = true }
        UIViewController.attemptRotationToDeviceOrientation()
        #expect(!completed && app.alternateIconName == nil && app.applicationState == .active)
        #expect(!app.canOpenURL(try #require(URL(string: UIApplication.openSettingsURLString))))
    }

    @Test func olderSelectionStylesAndColoursDrawAsIOSDrawsThemToday() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.selectionStyle = .gray
        #expect(cell.selectionStyle == .default && UITableViewCell.SelectionStyle.blue == .default)
        #expect(UIColor.groupTableViewBackground == .systemGroupedBackground)
        #expect(UIColor.tintColor == .systemBlue)
        Traits.$current.withValue(Traits(tintColor: .systemPink)) {
            #expect(UIColor.tintColor.resolvedColor(with: .current) == UIColor.systemPink.resolvedColor(with: .current))
        }
    }

    @Test func fontSizesAndNames() throws {
        #expect((UIFont.systemFontSize, UIFont.labelFontSize, UIFont.buttonFontSize, UIFont.smallSystemFontSize) == (17, 17, 18, 12))
        let system = UIFont.systemFont(ofSize: UIFont.systemFontSize, weight: .semibold)
        #expect(system.fontName == ".SFUI-Semibold" && system.familyName == ".AppleSystemUIFont")
        let named = try #require(UIFont(name: "Helvetica-Bold", size: 12))
        #expect(named.fontName == "Helvetica-Bold" && named.familyName == "Helvetica")
    }

    @Test func settingsThatNeedARunningDeviceAreOffAndTheirNotificationsNamed() {
        #expect(!UIAccessibility.shouldDifferentiateWithoutColor)
        #expect(UIAccessibility.differentiateWithoutColorDidChangeNotification.rawValue == "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
        #expect(UIContentSizeCategory.didChangeNotification.rawValue == "UIContentSizeCategoryDidChangeNotification")
    }
}
