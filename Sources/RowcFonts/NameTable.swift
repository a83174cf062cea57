// NameTable.swift reads the 'name' table: the face's full name, PostScript name and version string.

/// NameTable holds the few names a metrics table records.
public struct NameTable: Sendable {
    public let fullName: String?
    public let postScriptName: String?
    public let version: String?
    /// Names by ID, for the subfamily names fvar's named instances point at.
    let names: [Int: String]

    public init(_ table: FontBytes) throws(FontError) {
        let count = Int(try table.u16(2))
        let storage = Int(try table.u16(4))
        try table.require(at: 6, count: count, stride: 12)
        // For each ID, the best record seen: Windows Unicode in US English first, then any
        // Windows or Unicode-platform record, then Macintosh Roman.
        var best: [Int: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = 6 + index * 12
            let platform = try table.u16(record), encoding = try table.u16(record + 2)
            let language = try table.u16(record + 4), id = Int(try table.u16(record + 6))
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): rank = language == 0x409 ? 0 : 1
            case (0, _): rank = 2
            case (1, 0): rank = 3
            default: continue
            }
            if let seen = best[id], seen.rank <= rank { continue }
            let length = Int(try table.u16(record + 8)), offset = Int(try table.u16(record + 10))
            let bytes = try table.bytes(at: storage + offset, count: length)
            best[id] = (rank, rank == 3 ? Self.macRoman(bytes) : Self.utf16(bytes))
        }
        names = best.mapValues(\.text)
        fullName = names[4]
        postScriptName = names[6]
        version = names[5]
    }

    /// name(_:) is the name with this ID, if the table has one.
    public func name(_ id: Int) -> String? { names[id] }

    private static func utf16(_ bytes: ArraySlice<UInt8>) -> String {
        var units: [UInt16] = []
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }

    // ASCII is all the names rowc shows need; other Mac Roman bytes read as U+FFFD.
    private static func macRoman(_ bytes: ArraySlice<UInt8>) -> String {
        String(decoding: bytes.map { $0 < 0x80 ? $0 : 0xFF }, as: UTF8.self)
    }
}
