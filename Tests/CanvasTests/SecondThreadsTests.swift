import CGraphics
import Testing
@testable import Canvas

/// `SecondThreads.withheld` holds an image's work on the calling thread for
/// the call only, however deeply calls nest.
@Suite struct SecondThreadsTests {
    @Test func theSettingEndsWithTheCallEvenNested() {
        SecondThreads.withheld {
            SecondThreads.withheld {}
            #expect(tablesnap_withhold_second_threads(1) == 1, "still withheld after the inner call")
        }
        #expect(tablesnap_withhold_second_threads(0) == 0, "given back after the outer call")
    }
}
