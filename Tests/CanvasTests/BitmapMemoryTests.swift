import Foundation
import Testing
@testable import Canvas
import CGraphics

/// glibc's `malloc_usable_size`, which the Glibc module does not export.
@_silgen_name("malloc_usable_size") private func mallocUsableSize(_ block: UnsafeMutableRawPointer) -> Int

/// A large bitmap that is not cleared is given whole 2 MB pages, so that the
/// kernel can back all of it with huge pages: one fault per 2 MB instead of
/// one per 4 KB for the pixels that would lie outside them.
@Suite struct BitmapMemoryTests {
    private static let hugePage = 2 << 20

    /// The start of `bitmap`'s pixels and the bytes its block holds.
    private func block(of bitmap: Bitmap) -> (address: Int, usable: Int) {
        bitmap.withPixels { bytes, _ in (Int(bitPattern: bytes), mallocUsableSize(bytes)) }
    }

    @Test func aScreenSizedUnclearedBitmapStartsAndEndsOnAHugePage() throws {
        // An iPhone 15 screen at 3x: 12,054,096 bytes, 5.75 huge pages.
        let bitmap = try Bitmap(pixelWidth: 1179, pixelHeight: 2556, scale: 3, isOpaque: true, cleared: false)
        let (address, usable) = block(of: bitmap)
        #expect(address % Self.hugePage == 0)
        #expect(usable >= 6 * Self.hugePage)
    }

    @Test func anUnclearedBitmapOfHalfAHugePageOrMoreTakesAWholeOne() throws {
        // The top 341 rows of an iPhone 15 screen at 3x: 1,608,156 bytes.
        let bitmap = try Bitmap(pixelWidth: 1179, pixelHeight: 341, scale: 3, isOpaque: true, cleared: false)
        let (address, usable) = block(of: bitmap)
        #expect(address % Self.hugePage == 0)
        #expect(usable >= Self.hugePage)
    }

    @Test func aSmallUnclearedBitmapIsNotRoundedUp() throws {
        let bitmap = try Bitmap(pixelWidth: 300, pixelHeight: 200, scale: 1, isOpaque: true, cleared: false)
        #expect(block(of: bitmap).usable < Self.hugePage)
    }
}

/// A large bitmap that is not cleared has its pages faulted in on a second
/// thread while it is drawn; the populating must make pages resident and
/// never write a byte the drawing wrote.
@Suite struct PagePopulatingTests {
    /// Whether the kernel knows `MADV_POPULATE_WRITE` (Linux 5.14 and later);
    /// before it the drawing faults its pages in itself, and nothing is tested.
    static let kernelPopulates: Bool = {
        var name = utsname()
        guard uname(&name) == 0 else { return false }
        let release = withUnsafeBytes(of: name.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        let numbers = release.split(whereSeparator: { !$0.isNumber }).prefix(2).compactMap { Int($0) }
        return numbers.count == 2 && (numbers[0], numbers[1]) >= (5, 14)
    }()

    @Test(.enabled(if: kernelPopulates, "MADV_POPULATE_WRITE needs Linux 5.14"))
    func populatingMakesPagesResidentAndKeepsTheirBytes() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE))), count = 3 << 20
        let mapping = try #require(mmap(nil, count, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0))
        try #require(mapping != MAP_FAILED)
        defer { munmap(mapping, count) }
        let bytes = mapping.assumingMemoryBound(to: UInt8.self)
        // Written before: the first byte of every fourth page.
        for offset in stride(from: 0, to: count, by: 4 * page) { bytes[offset] = UInt8(truncatingIfNeeded: offset / page) | 1 }

        #expect(tablesnap_populate_pages(bytes, count) == 0)

        var resident = [UInt8](repeating: 0, count: count / page)
        #expect(mincore(mapping, count, &resident) == 0)
        #expect(resident.allSatisfy { $0 & 1 == 1 })
        for offset in stride(from: 0, to: count, by: page) {
            let written: UInt8 = offset % (4 * page) == 0 ? UInt8(truncatingIfNeeded: offset / page) | 1 : 0
            #expect(bytes[offset] == written, "page \(offset / page)")
        }
    }
}
