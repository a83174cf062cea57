// ByteScanTests.swift checks the eight-bytes-at-a-time scans against the lexer's byte-at-a-time rules.

import RowcSource
@testable import RowcSyntax
import Testing

@Suite("byte scan")
struct ByteScanTests {
    /// Every byte value at every position of a word, the other bytes drawn from the awkward ones:
    /// each mask must flag exactly the bytes the one-byte rule rejects, whatever surrounds them.
    @Test("word masks agree with the one-byte rules for every byte at every position")
    func masksAgree() {
        let neighbours: [UInt8] = [0x00, 0x1F, 0x20, 0x22, 0x2F, 0x30, 0x39, 0x3A, 0x40, 0x41, 0x5A, 0x5B, 0x5C, 0x5F,
                                   0x60, 0x61, 0x7A, 0x7B, 0x7E, 0x7F, 0x80, 0xBF, 0xC0, 0xFF]
        var mismatches: [String] = []
        for value in 0...255 {
            for position in 0..<8 {
                for n in neighbours.indices {
                    var bytes = (0..<8).map { neighbours[(n + $0 * 7) % neighbours.count] }
                    bytes[position] = UInt8(value)
                    let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (UInt64($1.offset) * 8) }
                    for k in 0..<8 {
                        let notName = ByteScan.notNameBytes(word) >> (UInt64(k) * 8 + 7) & 1 == 1
                        let stops = ByteScan.stringStops(word) >> (UInt64(k) * 8 + 7) & 1 == 1
                        if notName == Lexer.isIdentifierContinue(bytes[k]) {
                            mismatches.append("name byte \(bytes[k]) in \(bytes)")
                        }
                        let plain = Lexer.isPlainStringText(bytes[k]) && bytes[k] != UInt8(ascii: "\t")
                        if stops == plain { mismatches.append("string byte \(bytes[k]) in \(bytes)") }
                    }
                }
            }
        }
        #expect(mismatches.prefix(5) == [])
    }

    @Test("scans stop at the first byte of interest, at any distance, and at the buffer's end")
    func scansStop() {
        for length in 0..<20 {
            for tail in ["", " ", ":", "\"", "\\", "é", "\n"] {
                let name = Array(repeating: UInt8(ascii: "a"), count: length) + Array(tail.utf8)
                name.withUnsafeBufferPointer { #expect(ByteScan.skipNameBytes($0, from: 0) == length, "\(length) \(tail)") }
                let text = Array(repeating: UInt8(ascii: " "), count: length) + Array(tail.utf8)
                let plainTail = tail == " " || tail == ":"
                text.withUnsafeBufferPointer {
                    #expect(ByteScan.skipPlainStringText($0, from: 0) == length + (plainTail ? 1 : 0), "\(length) \(tail)")
                }
            }
        }
    }

    @Test("keywords are told by length and bytes, near the end of the buffer too")
    func words() {
        for word in Word.allCases where word != .none {
            for suffix in ["", " ", "        "] {
                let bytes = Array((word.spelling + suffix).utf8)
                bytes.withUnsafeBufferPointer { #expect(Lexer.word($0, 0, word.spelling.utf8.count) == word) }
            }
        }
        for other in ["rows", "ro", "Row", "titles", "subtitl", "sectiom", "aarow", "imagf", "kez", "subtitle_x"] {
            let bytes = Array((other + "   ").utf8)
            bytes.withUnsafeBufferPointer { #expect(Lexer.word($0, 0, other.utf8.count) == .none, "\(other)") }
        }
    }

    @Test("a name's token is the same at every distance from the end of the file, whatever follows it, at a line's start too")
    func namesAnywhere() {
        // A name of up to eight bytes, with eight bytes to read, is lexed from one word read (and
        // the byte after it), and `row ` at a line's start in one compare; any other the long
        // way. All must give the same tokens.
        let names = Word.allCases.filter { $0 != .none }.map(\.spelling)
            + ["a", "ro", "rows", "Row", "titles", "subtitl", "icon_55", "icon_555", "per_printer", "subtitle_x", "subtitles", "x9", "_"]
        var mismatches: [String] = []
        for lead in ["", "\n"] {
            let offset = Int32(lead.utf8.count)
            for name in names {
                for tail in ["", " ", ":", "\"", "\n", "\t", "é", ".", "- ", "$"] {
                    for padding in 0..<10 {
                        let text = lead + name + tail + String(repeating: " ", count: padding)
                        let tokens = Array(Lexer.tokenize(SourceFile(path: "name.rows", text: text)).tokens.dropFirst(lead.isEmpty ? 0 : 1))
                        let word = Word.allCases.first { $0 != .none && $0.spelling == name } ?? .none
                        let end = offset + Int32(name.utf8.count)
                        // A letter outside ASCII right after the name makes the whole word one invalid token.
                        let expected = tail == "é" ? Token(kind: .invalid, start: offset, end: end + 2)
                            : Token(kind: word.isReserved ? .keyword : .identifier, word: word, start: offset, end: end)
                        if tokens[0] != expected { mismatches.append("\(lead)\(name)\(tail) + \(padding): \(tokens[0])") }
                        // What follows the name is lexed as ever, whichever way the name was.
                        let next: Token? = switch tail {
                        case ":": Token(kind: .colon, start: end, end: end + 1)
                        case "\n": Token(kind: .newline, start: end, end: end + 1)
                        case "", " ", "\t": Token(kind: .endOfFile, start: Int32(text.utf8.count), end: Int32(text.utf8.count))
                        default: nil
                        }
                        if let next, tokens[1] != next { mismatches.append("\(lead)\(name)\(tail) + \(padding): \(tokens[1])") }
                    }
                }
                for tail in [".x", "-x", ".b.c"] {
                    for padding in 0..<10 {
                        let text = lead + name + tail + String(repeating: " ", count: padding)
                        let token = Lexer.tokenize(SourceFile(path: "name.rows", text: text)).tokens[lead.isEmpty ? 0 : 1]
                        // The name goes on past the dot or hyphen.
                        if token.end != offset + Int32((name + tail).utf8.count) {
                            mismatches.append("\(lead)\(name)\(tail) + \(padding): \(token)")
                        }
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }
}
