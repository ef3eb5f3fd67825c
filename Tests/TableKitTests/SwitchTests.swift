import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UISwitch: 51 × 31 whatever it is given, the knob at the trailing end when
/// on, a systemGreen track (dark: its dark value), dimmed when disabled.
@Suite(.design(.iOS18)) struct SwitchTests {
    @Test func isAlways51By31() {
        let toggle = Switch(frame: CGRect(x: 5, y: 6, width: 200, height: 90))
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 51, height: 31))
        #expect(toggle.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
        toggle.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        toggle.sizeToFit()
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
    }

    @Test func knobSitsAtTheTrailingEndWhenOn() {
        let toggle = Switch()
        #expect(toggle.thumbFrame == CGRect(x: 2, y: 2, width: 27, height: 27))
        toggle.setOn(true, animated: true)
        #expect(toggle.thumbFrame == CGRect(x: 22, y: 2, width: 27, height: 27))
        let mirrored = inRightToLeft(Switch())
        mirrored.isOn = true
        #expect(mirrored.thumbFrame.minX == 2, "right to left, on is at the left")
    }

    @Test func onTrackIsSystemGreenInEachAppearance() throws {
        for appearance in [Appearance.light, .dark] {
            let toggle = Switch()
            toggle.isOn = true
            let bitmap = try renderControl(toggle, appearance: appearance)
            #expect(close(rgb(bitmap, 8, 15.5), rgb(.systemGreen, appearance)), "\(appearance)")
        }
        #expect(rgb(.systemGreen, .light) != rgb(.systemGreen, .dark))
    }

    @Test func offTrackIsSecondarySystemFillAsOnScreen() throws {
        // swiftui-form's off track measures (233, 233, 235) on a white cell.
        let bitmap = try renderControl(Switch())
        #expect(close(rgb(bitmap, 45, 15.5), [233, 233, 235]))
        #expect(rgb(bitmap, 15.5, 15.5) == [255, 255, 255], "the knob is white")
    }

    @Test func customColoursAreUsed() throws {
        let toggle = Switch()
        toggle.isOn = true
        toggle.onTintColor = .systemOrange
        toggle.thumbTintColor = .systemRed
        let bitmap = try renderControl(toggle)
        #expect(close(rgb(bitmap, 8, 15.5), rgb(.systemOrange, .light)))
        #expect(close(rgb(bitmap, 35.5, 15.5), rgb(.systemRed, .light)))
    }

    @Test func disabledSwitchIsDrawnAtHalfOpacity() throws {
        let toggle = Switch()
        toggle.isOn = true
        toggle.isEnabled = false
        let bitmap = try renderControl(toggle)
        let green = rgb(.systemGreen, .light)
        #expect(close(rgb(bitmap, 8, 15.5), green.map { ($0 + 255) / 2 }, tolerance: 3))
    }

    @Test func knobShadowFallsOnTheTrackOnly() throws {
        let toggle = Switch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        let root = View(frame: CGRect(x: 0, y: 0, width: 51, height: 40))
        root.addSubview(toggle)
        let bitmap = try renderControl(root)
        #expect(rgb(bitmap, 15.5, 33) == [255, 255, 255], "nothing below the track")
        #expect(rgb(bitmap, 15.5, 30)[0] < 225, "the track darkens under the knob")
    }
}
