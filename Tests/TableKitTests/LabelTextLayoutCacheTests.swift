import Foundation
import Testing
@testable import TableKit
import TableSnapTesting

/// A label keeps its text laid out at its two latest widths: a cell measures
/// its labels at its whole width, then lays them out at the widths it gives
/// them, on every layout pass, and each layout shapes the text anew.
@Suite(.design(.iOS18)) struct LabelTextLayoutCacheTests {
    @Test func theTwoLatestWidthsAreLaidOutOnce() throws {
        let label = Label()
        label.text = "Home Network"
        let wide = try #require(label.textLayout(width: 293)), narrow = try #require(label.textLayout(width: 116))
        #expect(label.textLayout(width: 293) === wide)
        #expect(label.textLayout(width: 116) === narrow)
        let narrowest = try #require(label.textLayout(width: 40))
        #expect(label.textLayout(width: 116) === narrow, "the two latest are kept")
        #expect(label.textLayout(width: 40) === narrowest)
        #expect(label.textLayout(width: 293) !== wide, "the oldest is let go")
    }

    @Test func whatChangesTheTextLaysItOutAgain() throws {
        let label = Label()
        label.text = "Wi-Fi"
        let first = try #require(label.textLayout(width: 200))
        label.text = "Wi-Fi"
        #expect(label.textLayout(width: 200) === first, "the same text set again")
        label.text = "Bluetooth"
        let second = try #require(label.textLayout(width: 200))
        #expect(second !== first)
        label.font = .boldSystemFont(ofSize: 17)
        #expect(label.textLayout(width: 200) !== second)
    }
}
