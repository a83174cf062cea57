// PrefaultTests.swift checks that mapping pages from another core changes nothing but timing.

import RowcSystem
import Testing

@Suite("prefault")
struct PrefaultTests {
    @Test("the body's result comes back, and memory holds what the body and earlier writes left")
    func changesNothing() {
        let count = 3 << 20
        var bytes = [UInt8](repeating: 0xAB, count: count)
        bytes.reserveCapacity(2 * count)
        let ranges = bytes.withUnsafeBufferPointer { buffer in
            // The written bytes and the room after them, which appending fills.
            [(start: Int(bitPattern: buffer.baseAddress), bytes: count),
             (start: Int(bitPattern: buffer.baseAddress) + count, bytes: count)]
        }
        let sum = Prefault.populating(ranges) { () -> Int in
            bytes.append(contentsOf: repeatElement(0xCD, count: count))
            return bytes.reduce(0) { $0 + Int($1) }
        }
        #expect(sum == count * 0xAB + count * 0xCD)
        #expect(bytes.prefix(count).allSatisfy { $0 == 0xAB })
        #expect(bytes.suffix(count).allSatisfy { $0 == 0xCD })
    }

    @Test("addresses that are not mapped, or no ranges at all, only leave the body to run")
    func unmappedAddresses() {
        #expect(Prefault.populating([(start: 4096, bytes: 1 << 20), (start: 0, bytes: 0)]) { 42 } == 42)
        #expect(Prefault.populating([]) { "done" } == "done")
    }
}
