import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// UIDatePicker in its compact style, as iOS 14 and later draw it: each
/// part's text, 17 pt, on a rounded tertiarySystemFill platter, trailing.
@Suite(.design(.iOS18)) struct DatePickerTests {
    /// 5 January 2024, 09:41 GMT.
    private let date = Date(timeIntervalSince1970: 1_704_447_660)

    private func picker(_ mode: DatePicker.Mode) -> DatePicker {
        let picker = DatePicker()
        picker.datePickerMode = mode
        picker.date = date
        return picker
    }

    @Test func eachModeShowsItsParts() {
        #expect(picker(.date).shownTexts == ["Jan 5, 2024"])
        let both = picker(.dateAndTime).shownTexts
        #expect(both.count == 2 && both[0] == "Jan 5, 2024" && both[1].hasPrefix("9:41") && both[1].hasSuffix("AM"))
        #expect(picker(.time).shownTexts.count == 1 && picker(.yearAndMonth).shownTexts == ["January 2024"])
    }

    @Test func theDateStaysWithinTheRange() {
        let picker = picker(.date)
        picker.maximumDate = date.addingTimeInterval(-86_400)
        #expect(picker.shownTexts == ["Jan 4, 2024"])
        picker.maximumDate = nil
        picker.minimumDate = date.addingTimeInterval(86_400)
        #expect(picker.date == date.addingTimeInterval(86_400))
    }

    @Test func theCompactStyleDrawsTheDateOnAGreyPlatter() throws {
        let picker = picker(.date)
        picker.preferredDatePickerStyle = .wheels
        picker.sizeToFit()
        let text = TextLayout(text: "Jan 5, 2024", font: .systemFont(ofSize: 17), width: nil).size.width
        #expect(picker.frame.height == 34 && abs(picker.frame.width - (text + 22)) < 1)
        picker.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        let platter = try #require(picker.platterRects.first)
        #expect(platter.maxX == 200 && platter.midY == 22, "trailing, centred")
        let bitmap = try renderControl(picker)
        #expect(close(rgb(bitmap, platter.minX + 4, 22), [239, 239, 240]), "tertiarySystemFill over white")
        #expect(rgb(bitmap, platter.minX - 4, 22) == [255, 255, 255])
        let ink = try #require(boundsOfPixels(in: bitmap, area: platter) { $0.allSatisfy { $0 < 100 } })
        #expect(abs(ink.midX - platter.midX) < 1.5 && ink.height > 10, "17-pt text centred on the platter")
    }
}
