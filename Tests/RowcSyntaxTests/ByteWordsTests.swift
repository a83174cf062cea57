// ByteWordsTests.swift checks reading a name's bytes eight at a time, inside a larger buffer or alone.

import RowcSyntax
import Testing

@Suite("byte words")
struct ByteWordsTests {
    /// The words of `bytes` as `forEachWord` gives them.
    static func words(_ bytes: UnsafeBufferPointer<UInt8>, readable: Int) -> [UInt64] {
        var words: [UInt64] = []
        ByteWords.forEachWord(bytes, readable: readable) { words.append($0) }
        return words
    }

    @Test("a stretch of a larger buffer reads as the same words as a copy of it alone")
    func wordsWithin() {
        let text = Array("row_with_a_long_name.and.more rowshort x 123456789012345678".utf8)
        text.withUnsafeBufferPointer { all in
            for start in 0..<all.count {
                for end in start...all.count {
                    let stretch = UnsafeBufferPointer(rebasing: all[start..<end])
                    let alone = Array(stretch).withUnsafeBufferPointer { Self.words($0, readable: $0.count) }
                    let packed = stride(from: 0, to: end - start, by: 8).map { i in
                        all[(start + i)..<min(start + i + 8, end)].enumerated()
                            .reduce(UInt64(0)) { $0 | UInt64($1.element) << (UInt64($1.offset) * 8) }
                    }
                    #expect(alone == packed, "\(start)..<\(end) alone")
                    #expect(Self.words(stretch, readable: all.count - start) == packed, "\(start)..<\(end)")
                }
            }
        }
    }

    @Test("digits and dots are flagged in exactly their bytes")
    func digitsAndDots() {
        for value in 0..<128 {
            let word = UInt64(value) << 16 | UInt64(UInt8(ascii: "a"))
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(UInt8(value))
            #expect(ByteWords.digits(word) == (isDigit ? 0x80 << 16 : 0), "\(value)")
            #expect(ByteWords.equal(word, UInt8(ascii: ".")) == (value == 0x2E ? 0x80 << 16 : 0), "\(value)")
        }
    }
}
