import Foundation
import Testing
@testable import Canvas

/// A library made on another core is handed, once made, to one thread only.
@Suite struct PreparedFontLibraryTests {
    @Test func theFirstToTakeWaitsForTheLibraryAndTheNextGetsNone() {
        nonisolated(unsafe) let library = FontLibrary.current
        let prepared = PreparedFontLibrary()
        prepared.make {
            usleep(50_000)
            return library
        }
        #expect(prepared.take() === library)
        #expect(prepared.take() == nil)
    }

    @Test func nothingStartedIsNothingTaken() {
        #expect(PreparedFontLibrary().take() == nil)
    }
}
