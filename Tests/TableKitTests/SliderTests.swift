import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UISlider: 31 pt tall, a 4-pt track between the value images, the 28-pt
/// knob's edges meeting the track's ends at the minimum and maximum.
@Suite(.design(.iOS18)) struct SliderTests {
    private func slider(_ value: Float, width: CGFloat = 228) -> Slider {
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: width, height: 31))
        slider.value = value
        return slider
    }

    @Test func isThirtyOnePointsTallAtItsOwnWidth() {
        let slider = slider(0.5, width: 180)
        slider.sizeToFit()
        #expect(slider.frame.size == CGSize(width: 180, height: 31))
    }

    @Test func knobFollowsTheValueWithinTheTrack() {
        let slider = slider(0)
        #expect(slider.trackRect == CGRect(x: 0, y: 13.5, width: 228, height: 4))
        #expect(slider.thumbRect == CGRect(x: 0, y: 1.5, width: 28, height: 28))
        slider.setValue(0.5, animated: false)
        #expect(slider.thumbRect.midX == 114)
        slider.value = 1
        #expect(slider.thumbRect.maxX == 228)
        slider.value = 7
        #expect(slider.thumbRect.maxX == 228, "values past the maximum draw at the maximum")
        slider.minimumValue = 5
        slider.maximumValue = 10
        #expect(abs(slider.thumbRect.minX - 80) < 0.001, "7 is 40 % of 5 … 10")
    }

    @Test func valueImagesShortenTheTrack() throws {
        let slider = slider(0)
        let image = try #require(Image(systemName: "sun.max"))
        slider.minimumValueImage = image
        slider.maximumValueImage = image
        let room = image.size.width + 12
        #expect(slider.trackRect.minX == room)
        #expect(slider.trackRect.width == 228 - 2 * room)
        #expect(slider.valueImageRect(minimum: false).maxX == 228)
    }

    @Test func fillsFromTheRightInRightToLeft() throws {
        let slider = inRightToLeft(slider(0.25))
        #expect(slider.thumbRect.maxX == 228 - 200 * 0.25)
        let bitmap = try renderControl(slider)
        let tint = rgb(.systemBlue, .light)
        #expect(close(rgb(bitmap, 220, 15.5), tint), "filled at the right")
        #expect(!close(rgb(bitmap, 10, 15.5), tint), "not at the left")
    }

    @Test func minimumTrackIsTintedAndTheRestGrey() throws {
        let slider = slider(0.5)
        slider.tintColor = .systemPink
        let bitmap = try renderControl(slider)
        #expect(close(rgb(bitmap, 10, 15.5), rgb(.systemPink, .light)))
        // systemFill, rgba(120, 120, 128, 0.2), over white.
        #expect(close(rgb(bitmap, 218, 15.5), [228, 228, 230]))
        #expect(rgb(bitmap, 114, 15.5) == [255, 255, 255], "the knob")
    }
}
