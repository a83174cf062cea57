// UTF8DecodingTests.swift checks the one-sequence UTF-8 decoder: lengths from lead bytes, and what is well-formed.

import RowcSource
import Testing

@Suite("UTF-8 decoding")
struct UTF8DecodingTests {
    @Test("a lead byte claims its length; ASCII, continuation bytes and bytes no sequence starts with claim 1")
    func lengths() {
        #expect([0x41, 0x80, 0xC1, 0xC2, 0xDF, 0xE0, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF].map { UTF8Decoding.sequenceLength(lead: $0) }
                == [1, 1, 1, 2, 2, 3, 3, 4, 4, 1, 1])
    }

    @Test("well-formed sequences decode to their scalar", arguments: ["A", "\u{E9}", "\u{8A2D}", "\u{1F34F}", "\u{10FFFF}", "\u{FFFD}"])
    func decodes(_ text: String) {
        let bytes = Array(text.utf8)
        #expect(UTF8Decoding.decode(bytes, at: 0, length: bytes.count) == text.unicodeScalars.first)
        #expect(UTF8Decoding.isValidSequence(bytes, at: 0, length: bytes.count))
    }

    @Test("overlong forms, surrogates, values past U+10FFFF, bad continuations and cut sequences are refused", arguments: [
        [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        [0xC3, 0x41], [0xE8, 0xAA, 0x41], [0xE8, 0xAA], [0x80],
    ] as [[UInt8]])
    func refuses(_ bytes: [UInt8]) {
        #expect(!UTF8Decoding.isValidSequence(bytes, at: 0, length: UTF8Decoding.sequenceLength(lead: bytes[0])))
    }
}
