// CatalogWriter.swift writes a String Catalog byte for byte as Xcode does.

import RowcJSON

/// Xcode's layout of a catalog, which is JSONSerialization's `[.prettyPrinted, .sortedKeys,
/// .withoutEscapingSlashes]` (swift-corelibs-foundation's JSONSerialization.swift shows the same
/// bytes): two spaces per level, `" : "` between a key and its value, the members of every object
/// in `KeyOrder`, an empty object or array as its bracket, a line break, an empty line and the
/// closing bracket at the current indentation; then the file's own `CatalogLayout`. grammar.md,
/// "String Catalogs", has the details.
enum CatalogWriter {
    static func write(_ catalog: StringCatalog) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(max(catalog.file.count, 64) + 256)
        // `strings` stands in as an empty object and is written from the entries, which are
        // never gathered into one JSON value: 100,000 keys would be copied for nothing.
        let root = KeyOrder.sorted(catalog.otherMembers + [("sourceLanguage", .string(catalog.sourceLanguage)), ("strings", .object([]))])
        out.append(UInt8(ascii: "{"))
        for (index, (key, value)) in root.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            newline(&out, 1)
            writeString(key, to: &out)
            out.append(contentsOf: separator)
            if key == "strings" { writeStrings(catalog, to: &out) } else { write(value, indent: 1, to: &out) }
        }
        newline(&out, 0)
        out.append(UInt8(ascii: "}"))
        catalog.layout.apply(to: &out)
        return out
    }

    private static let separator = Array(" : ".utf8)

    private static func writeStrings(_ catalog: StringCatalog, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        let keys = KeyOrder.sorted(catalog.keys)
        if keys.isEmpty { out.append(UInt8(ascii: "\n")) }
        for (index, key) in keys.enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            newline(&out, 2)
            writeString(key, to: &out)
            out.append(contentsOf: separator)
            writeObject(catalog.entries[key]?.members ?? [], indent: 2, to: &out)
        }
        newline(&out, 1)
        out.append(UInt8(ascii: "}"))
    }

    static func write(_ value: JSON, indent: Int, to out: inout [UInt8]) {
        switch value {
        case .object(let members): writeObject(members, indent: indent, to: &out)
        case .array(let items):
            out.append(UInt8(ascii: "["))
            if items.isEmpty { out.append(UInt8(ascii: "\n")) }
            for (index, item) in items.enumerated() {
                if index > 0 { out.append(UInt8(ascii: ",")) }
                newline(&out, indent + 1)
                write(item, indent: indent + 1, to: &out)
            }
            newline(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .string(let text): writeString(text, to: &out)
        case .null, .bool, .int, .double: out.append(contentsOf: value.serializedUTF8())
        }
    }

    private static func writeObject(_ members: [(String, JSON)], indent: Int, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "{"))
        if members.isEmpty { out.append(UInt8(ascii: "\n")) }
        for (index, (key, value)) in KeyOrder.sorted(members).enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            newline(&out, indent + 1)
            writeString(key, to: &out)
            out.append(contentsOf: separator)
            write(value, indent: indent + 1, to: &out)
        }
        newline(&out, indent)
        out.append(UInt8(ascii: "}"))
    }

    private static func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// `text` quoted as JSONSerialization quotes it: `"` and `\` escaped, the control characters
    /// as `\b`, `\f`, `\n`, `\r`, `\t` or `\u00XX` (lowercase hexadecimal), and everything else,
    /// `/`, DEL and every non-ASCII character included, as its UTF-8.
    static func writeString(_ text: String, to out: inout [UInt8]) {
        JSON.writeString(text, to: &out, escaping: .foundation)
    }
}
