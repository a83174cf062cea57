// HugePagesTests.swift checks how large buffers are sized and which of their 2 MB pages are advised.

@testable import RowcSystem
import Testing

@Suite("huge pages")
struct HugePagesTests {
    static let page = 2 << 20

    @Test("a buffer of a megabyte or more is sized so its block, headers included, fills whole 2 MB pages")
    func capacityFillsPages() {
        let stride = 12
        for count in [1, 1000, (1 << 20) / stride - 1, (1 << 20) / stride + 1, 991_393, 3 * Self.page / stride, 40_000_000 / stride] {
            let capacity = HugePages.capacity(for: count, of: (Int32, Int32, Int32).self)
            guard count * stride >= Self.page / 2 else {
                #expect(capacity == count)
                continue
            }
            // As many pages as the count needs, filled to within one element.
            let pages = (count * stride + HugePages.headerRoom + Self.page - 1) / Self.page
            let block = capacity * stride + HugePages.headerRoom
            #expect(capacity >= count)
            #expect(block <= pages * Self.page && block > pages * Self.page - stride, "\(count): \(block) bytes")
        }
    }

    @Test("the pages advised take in a head or tail of at most the headers, and no other partial page")
    func wholePages() {
        let boundary = 64 * Self.page
        func pages(_ start: Int, _ bytes: Int) -> Range<Int>? {
            HugePages.wholePages(UnsafePointer<UInt8>(bitPattern: start), count: bytes)
        }
        // A block sized by `capacity`: its elements start 48 bytes past a boundary (the allocator's
        // 16 and an array's 32) and end short of the last page by the rest of the header room.
        #expect(pages(boundary + 48, 3 * Self.page - 64) == boundary..<(boundary + 3 * Self.page))
        // At any other address, only the pages wholly inside.
        #expect(pages(boundary + 100, 3 * Self.page - 64) == (boundary + Self.page)..<(boundary + 3 * Self.page))
        #expect(pages(boundary + 48, 3 * Self.page - 200) == boundary..<(boundary + 2 * Self.page))
        // Too small to advise, or nothing whole inside.
        #expect(pages(boundary + 48, Self.page / 2 - 1) == nil)
        #expect(pages(boundary + 4096, Self.page) == nil)
        #expect(pages(0, Self.page) == nil)
    }
}
