// ParseErrorTests.swift checks that malformed JSON is refused with what is wrong and the byte where it is.

import RowcJSON
import Testing

@Suite("JSON parse errors")
struct ParseErrorTests {
    static let cases: [(text: String, message: String, offset: Int)] = [
        ("", "unexpected end of input", 0),
        ("[1, 2", "unexpected end of input inside an array", 5),
        ("[1 ,", "unexpected end of input", 4),
        ("{", "unexpected end of input inside an object", 1),
        ("{\"a\": 1", "unexpected end of input inside an object", 7),
        ("{\"a\" 1}", "expected ':'", 5),
        ("{1: 2}", "expected a string key", 1),
        ("{\"a\": 1 \"b\": 2}", "expected ',' or '}'", 8),
        ("[tru]", "invalid literal", 4),
        ("[01]", "expected ',' or ']'", 2),
        ("-", "invalid number", 1),
        ("1.", "invalid number", 2),
        ("\"abc", "unterminated string", 4),
        ("\"a\u{1}\"", "control character in string", 2),
        ("\"\\q\"", "invalid escape", 3),
        ("\"\\u12G4\"", "invalid \\u escape", 5),
        ("{} x", "unexpected trailing characters", 3),
        ("@", "unexpected character", 0),
    ]

    @Test("the message and the byte offset of the fault", arguments: cases.indices)
    func refused(_ index: Int) {
        let (text, message, offset) = Self.cases[index]
        #expect(Self.error(text) == "\(message) at byte \(offset)")
    }

    @Test("nesting deeper than the limit is refused where it goes too deep")
    func depth() throws {
        #expect(Self.error("[[[[]]]]", maxDepth: 3) == "nesting too deep at byte 3")
        #expect(try JSON.parse(Array("[[[]]]".utf8), maxDepth: 3) == [[[]]])
    }

    /// The error's message and offset, as its description gives them, or nil when `text` parses.
    static func error(_ text: String, maxDepth: Int = 512) -> String? {
        do {
            _ = try JSON.parse(Array(text.utf8), maxDepth: maxDepth)
            return nil
        } catch {
            #expect(error.description == "\(error.message) at byte \(error.offset)")
            return error.description
        }
    }
}
