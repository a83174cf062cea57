// RoundTripTests.swift checks that written JSON parses back to the same value, and the exact text the writer gives.

import RowcJSON
import Testing

@Suite("JSON round trips")
struct RoundTripTests {
    static let values: [JSON] = [
        .null, true, false, 0, -42, 9_007_199_254_740_993, 0.5, -1.25e-7, 1e300, "", "plain",
        "quote \" backslash \\ slash / tab \t line \n return \r nul \u{0} del \u{7F}", "設定 🍏 \u{1F600}",
        [], [1, "two", [3.5, nil], .object([])],
        .object([("z", 1), ("a", .object([("nested", [true])])), ("", "empty key")]),
    ]

    @Test("compact and pretty text parse back to the value", arguments: values)
    func roundTrip(_ value: JSON) throws {
        #expect(try JSON.parse(value.serialized()) == value)
        #expect(try JSON.parse(value.serializedUTF8(pretty: true)) == value)
    }

    @Test("members keep their order; escapes are the short ones where JSON has them")
    func exactText() {
        let value: JSON = .object([("b", 1), ("a", [true, nil]), ("s", "\"\\\n\u{1}")])
        #expect(value.serialized() == #"{"b":1,"a":[true,null],"s":"\"\\\n\u0001"}"#)
        #expect(value.serialized(pretty: true) == """
            {
              "b": 1,
              "a": [
                true,
                null
              ],
              "s": "\\"\\\\\\n\\u0001"
            }
            """)
        #expect(JSON.object([]).serialized(pretty: true) == "{}")
    }

    @Test("whole doubles print without a fraction, others shortest; what JSON cannot hold is null")
    func numbers() {
        #expect(JSON.double(3).serialized() == "3")
        #expect(JSON.double(0.1).serialized() == "0.1")
        #expect(JSON.double(.infinity).serialized() == "null")
        #expect(JSON.double(.nan).serialized() == "null")
        #expect(JSON.int(2) == JSON.double(2))
    }

    @Test("escapes and surrogate pairs decode; lookups find members and values")
    func parsedValues() throws {
        let value = try JSON.parse(#" { "a" : [ 1 , 2.5e1 , "\u00e9\ud83c\udf4f\n" ] , "b" : { } } "#)
        #expect(value["a"]?.arrayValue?.map(\.doubleValue) == [1, 25, nil])
        #expect(value["a"]?.arrayValue?[2].stringValue == "é🍏\n")
        #expect(value["b"] == .object([]))
        #expect(value["c"] == nil)
        #expect(value["a"]?.arrayValue?[1].intValue == 25)
    }
}
