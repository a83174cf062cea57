// TableDirectory.swift: one face's table directory (the sfnt header), and the tables it locates.

/// TableDirectory lists where each table of one face lies in the file.
public struct TableDirectory: Sendable {
    let file: [UInt8]
    /// tables maps a tag to its offset and length in the file.
    let tables: [String: (offset: Int, length: Int)]

    /// init(file:at:) reads the directory at `offset`: 0 for a single font, or one of a
    /// collection's offsets.
    init(file: [UInt8], at offset: Int) throws(FontError) {
        let font = FontBytes(file)
        let version = try font.u32(offset)
        // TrueType outlines, CFF outlines ('OTTO'), and Apple's 'true'.
        guard version == 0x0001_0000 || version == 0x4F54_544F || version == 0x7472_7565 else {
            throw FontError(table: "font", offset: offset, "not a TrueType or OpenType font (the file starts with neither 0x00010000, 'OTTO', 'true' nor 'ttcf')")
        }
        let count = Int(try font.u16(offset + 4))
        try font.require(at: offset + 12, count: count, stride: 16)
        var tables: [String: (Int, Int)] = [:]
        for index in 0..<count {
            let record = offset + 12 + index * 16
            let tag = try font.tag(record)
            let start = Int(try font.u32(record + 8)), length = Int(try font.u32(record + 12))
            guard start <= file.count, length <= file.count - start else {
                throw FontError(table: tag, offset: nil, "the table directory puts it at bytes \(start)..<\(start + length), beyond the file's \(file.count) bytes; the font is truncated")
            }
            if tables[tag] == nil { tables[tag] = (start, length) }
        }
        self.file = file
        self.tables = tables
    }

    /// has(_:) says whether the face has the table `tag`.
    public func has(_ tag: String) -> Bool { tables[tag] != nil }

    /// table(_:) is the table `tag`, or nil when the face has none.
    public func table(_ tag: String) -> FontBytes? {
        guard let (offset, length) = tables[tag] else { return nil }
        return FontBytes(file: file, start: offset, count: length, table: tag, base: 0)
    }

    /// required(_:why:) is the table `tag`, or an error saying the face lacks it and what for.
    public func required(_ tag: String, for why: String) throws(FontError) -> FontBytes {
        guard let table = table(tag) else { throw FontError(table: tag, "missing; rowc needs it for \(why)") }
        return table
    }
}
