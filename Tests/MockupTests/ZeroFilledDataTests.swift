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
        #expect(length > 0 && length % Int(sysconf(Int32(_SC_PAGESIZE))) == 0)
        #expect(tablesnap_fault_in_zero_filled_data() == length)
        let pages = length / Int(sysconf(Int32(_SC_PAGESIZE)))
        var resident = [UInt8](repeating: 0, count: pages)
        #expect(mincore(first, length, &resident) == 0)
        #expect(resident.allSatisfy { $0 & 1 == 1 })
    }
}
