// NodeBufferTests.swift checks the parser's append-only buffers: growth, reuse and release.

@testable import RowcSyntax
import Testing

@Suite("node buffer")
struct NodeBufferTests {
    final class Tracked {
        nonisolated(unsafe) static var alive = 0
        let value: Int
        init(_ value: Int) { self.value = value; Self.alive += 1 }
        deinit { Self.alive -= 1 }
    }

    @Test("appends keep their order through growth, and a reset empties the buffer for reuse")
    func growsAndResets() {
        let buffer = NodeBuffer<Int>(capacity: 0)
        for k in 0..<1_000 { buffer.append(k) }
        #expect(Array(buffer.elements) == Array(0..<1_000))
        buffer.reset(minimumCapacity: 10)
        #expect(buffer.count == 0)
        for k in 0..<5 { buffer.append(k * 7) }
        #expect(buffer.array == [0, 7, 14, 21, 28])
        buffer.reset(minimumCapacity: 200_000)
        for k in 0..<200_001 { buffer.append(k) }
        #expect(buffer.count == 200_001 && buffer.elements.last == 200_000)
    }

    @Test("elements that need releasing are released by a reset and when the buffer goes")
    func releases() {
        do {
            let buffer = NodeBuffer<Tracked>(capacity: 2)
            for k in 0..<50 { buffer.append(Tracked(k)) }
            #expect(Tracked.alive == 50)
            #expect(buffer.elements.map(\.value) == Array(0..<50))
            buffer.reset(minimumCapacity: 0)
            #expect(Tracked.alive == 0)
            buffer.append(Tracked(1))
        }
        #expect(Tracked.alive == 0)
    }
}
