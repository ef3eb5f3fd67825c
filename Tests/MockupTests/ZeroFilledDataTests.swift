import CSystemCalls
import Foundation
import Testing

/// `tablesnap_fault_in_zero_filled_data`, which a drawing process calls
/// before it starts its threads: every page of the executable's zero-filled
/// data is in memory afterwards.
@Suite struct ZeroFilledDataTests {
    @Test func everyPageOfTheZeroFilledDataIsInMemoryAfterwards() throws {
        var start: UnsafeMutableRawPointer?
        var length = 0
        tablesnap_zero_filled_data(&start, &length)
        let first = try #require(start)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        #expect(length > 0 && length % page == 0)
        #expect(tablesnap_fault_in_zero_filled_data() == length)
        var resident = [UInt8](repeating: 0, count: length / page)
        #expect(mincore(first, length, &resident) == 0)
        #expect(resident.allSatisfy { $0 & 1 == 1 })
    }
}
