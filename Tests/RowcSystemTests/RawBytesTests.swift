// RawBytesTests.swift checks comparing and searching bytes in memory.

import RowcSystem
import Testing

@Suite("raw bytes")
struct RawBytesTests {
    @Test("equal compares exactly the bytes counted")
    func equal() {
        let a: [UInt8] = Array("row.title".utf8), b: [UInt8] = Array("row.value".utf8)
        a.withUnsafeBytes { a in
            b.withUnsafeBytes { b in
                #expect(RawBytes.equal(a.baseAddress!, b.baseAddress!, count: 4))
                #expect(!RawBytes.equal(a.baseAddress!, b.baseAddress!, count: 5))
            }
        }
    }

    @Test("firstIndex finds the first byte at or after the start, and nil past the last")
    func firstIndex() {
        let text: [UInt8] = Array("a\nbc\nd".utf8), lineBreak = UInt8(ascii: "\n")
        text.withUnsafeBufferPointer { bytes in
            #expect(RawBytes.firstIndex(of: lineBreak, in: bytes, from: 0) == 1)
            #expect(RawBytes.firstIndex(of: lineBreak, in: bytes, from: 1) == 1)
            #expect(RawBytes.firstIndex(of: lineBreak, in: bytes, from: 2) == 4)
            #expect(RawBytes.firstIndex(of: lineBreak, in: bytes, from: 5) == nil)
            #expect(RawBytes.firstIndex(of: lineBreak, in: bytes, from: 6) == nil)
        }
    }
}
