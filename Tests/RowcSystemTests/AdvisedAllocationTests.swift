// AdvisedAllocationTests.swift checks that the buffers phases allocate have the room asked for, and what was written.

@testable import RowcSystem
import Testing

@Suite("advised allocation")
struct AdvisedAllocationTests {
    /// Small and large, so both the plain path and the one sized in 2 MB pages are taken.
    static let counts = [0, 1, 1000, (1 << 20) / 8 + 1, 1 << 20]

    @Test("an advised array has the room asked for, sized as huge pages want it, and keeps what the body wrote",
          arguments: counts)
    func array(count: Int) {
        var room = 0
        let array = [Int64](advisedCapacity: count) { buffer, initialized in
            room = buffer.count
            for i in 0..<count { buffer[i] = Int64(i) * 3 }
            initialized = count
        }
        #expect(room >= count)
        #expect(room == HugePages.capacity(for: count, of: Int64.self))
        #expect(array.count == count)
        #expect(array.capacity >= room)
        #expect(array.enumerated().allSatisfy { $0.element == Int64($0.offset) * 3 })
    }

    @Test("reserving advised room keeps the elements and makes appending grow nothing", arguments: counts)
    func reserve(count: Int) {
        var array: [Int32] = [7, 8, 9]
        array.reserveAdvisedCapacity(count)
        #expect(array == [7, 8, 9])
        #expect(array.capacity >= max(count, 3))
        let capacity = array.capacity
        array.append(contentsOf: repeatElement(1, count: max(0, count - 3)))
        #expect(array.capacity == capacity)
    }

    @Test("an advised buffer has at least the room asked for", arguments: counts)
    func buffer(count: Int) {
        let buffer = UnsafeMutableBufferPointer<UInt16>.allocateAdvised(capacity: count)
        defer { buffer.deallocate() }
        #expect(buffer.count == HugePages.capacity(for: count, of: UInt16.self))
        #expect(buffer.count >= count)
        buffer.initialize(repeating: 0xBEEF)
        #expect(buffer.allSatisfy { $0 == 0xBEEF })
    }
}
