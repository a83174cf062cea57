// RandomSpecs.swift generates syntactically valid specs in messy layouts from a seed, for property tests.

import RowcTestSupport

/// Builds specs with no lexical or syntax errors (checker errors are welcome), laid out badly:
/// odd spacing, continuation lines, comments everywhere a comment can go, blank lines, CRLF, a BOM.
struct RandomSpec {
    var rng: SeededGenerator
    var out = ""
    var newline = "\n"

    init(seed: UInt64) {
        rng = SeededGenerator(seed: seed)
    }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &rng)] }
    mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &rng) < percent }

    static let strings = ["\"Wi-Fi\"", "\"About\"", "\"On\"", "\"快速设置\"", "\"🍏 Apple\"", "\"a \\\"b\\\" \\\\ c\"",
                          "\"tab\\tnew\\nline\"", "\"\\u{1F600}\"", "\"\"", "\"Bluetooth\"", "\"General\"", "\"𝄞 music\""]
    static let names = ["wifi", "about", "bluetooth", "general", "ic_wifi", "per_printer", "default", "self", "rows"]
    static let comments = ["// a comment", "//tight", "/// doc", "// 注释 with 中文", "// emoji 🎉 here", "//",
                           "// trailing blanks   ", "// row title:\"x\" inside a comment"]

    mutating func generate() -> [UInt8] {
        newline = chance(20) ? "\r\n" : "\n"
        let count = Int.random(in: 0...9, using: &rng)
        for _ in 0..<count {
            for _ in 0..<Int.random(in: 0...2, using: &rng) { out += chance(50) ? newline : pick(["  ", "\t", ""]) + newline }
            if chance(30) { out += pick(["", "  "]) + pick(Self.comments) + newline }
            declaration()
            if chance(30) { out += " " + pick(Self.comments) }
            out += pick(["", " ", "\t"]) + newline
        }
        var bytes = Array(out.utf8)
        // A BOM before a first-line comment hides that comment from `leadingComments` (see
        // FormatterTests.byteOrderMarkBeforeDocumentation), so the generator leaves that case out.
        let startsWithComment = out.drop { $0 == " " || $0 == "\t" }.hasPrefix("//")
        if chance(10) && !startsWithComment { bytes = [0xEF, 0xBB, 0xBF] + bytes }
        if chance(10), bytes.last == UInt8(ascii: "\n") { bytes.removeLast(newline.utf8.count) }
        return bytes
    }

    /// Between two items of a declaration: spaces, or a line break onto an indented continuation line.
    mutating func separator() {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: out += newline + "  "
        case 1: out += " " + pick(Self.comments) + newline + pick(["  ", "\t", "    "])
        case 2: out += newline + "  " + pick(Self.comments) + newline + "   "
        case 3: out += "\t"
        case 4: out += "   "
        default: out += " "
        }
    }

    mutating func declaration() {
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: out += "section"; if chance(80) { separator(); out += pick(Self.strings) }
        case 1: out += "theme"; attributes(themeAttributes())
        case 2, 3:
            out += "model"; separator(); out += pick(["Person", "Message", "Contact", "Person"])
            attributes(modelAttributes())
        default:
            out += "row"
            if chance(40) { separator(); out += pick(Self.names) }
            attributes(rowAttributes())
        }
    }

    mutating func attributes(_ items: [String]) {
        for item in items {
            separator()
            out += item
        }
    }

    /// `key:value` with odd spacing around the colon, sometimes across a continuation line.
    mutating func keyValue(_ key: String, _ value: String) -> String {
        let colon = pick([":", ":", ":", " :", ": ", " : ", ":" + newline + "  "])
        return key + colon + value
    }

    mutating func rowAttributes() -> [String] {
        var items: [String] = []
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: items.append(keyValue("title", pick(Self.strings)))
            case 1: items.append(keyValue("subtitle", pick(Self.strings)))
            case 2: items.append(keyValue("image", pick(Self.names + ["\"ic arrow\""])))
            case 3: items.append("arrow")
            case 4: items.append(keyValue("subtile", pick(Self.strings)))
            case 5: items.append(keyValue("title", pick(["12", "#FFF", "wifi"])))
            case 6: items.append(keyValue("label", pick(Self.strings)))
            default: items.append(keyValue("title", pick(Self.strings)))
            }
        }
        return items
    }

    mutating func modelAttributes() -> [String] {
        var items: [String] = []
        let fields = ["$id", "$name", "$name?", "$avatar?", "$detail?", "$id?"]
        for _ in 0..<Int.random(in: 0...5, using: &rng) {
            switch Int.random(in: 0..<7, using: &rng) {
            case 0: items.append(keyValue("key", pick(fields)))
            case 1: items.append(keyValue("image", pick(fields + ["ic_default"])))
            case 2: items.append(keyValue("title", pick(fields + Self.strings)))
            case 3: items.append(keyValue("subtitle", pick(fields)))
            case 4: items.append("arrow")
            case 5: items.append(keyValue("label", pick(fields + Self.strings)))
            default: items.append(keyValue(pick(["title", "tilte"]), pick(fields)))
            }
        }
        return items
    }

    mutating func themeAttributes() -> [String] {
        var items: [String] = []
        for _ in 0..<Int.random(in: 0...6, using: &rng) {
            let key = pick(["row.height", "title.color", "inset.leading", "label.gap", "arrow.color", "title.font",
                            "image.width", "row.hieght", "subtitle.font"])
            let value = key.hasSuffix("color") ? pick(["#292E31", "#fff", "#12345678"]) : pick(["44", "10.5", "0", "-3", "12"])
            items.append(keyValue(key, value))
        }
        return items
    }
}
