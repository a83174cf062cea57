// FontBytes.swift: a bounds-checked, big-endian view of one table's bytes.

/// FontBytes reads the big-endian numbers a font is made of from a window of its file. Every
/// read is checked against the window, so an offset a hostile font points outside its table
/// becomes a `FontError` naming the table, never a trap.
public struct FontBytes: Sendable {
    let file: [UInt8]
    /// start is where the window begins in `file`; count is its length.
    let start: Int
    public let count: Int
    /// table is the tag errors name.
    public let table: String
    /// base is the window's offset from the table's start, so errors give table offsets.
    let base: Int

    public init(_ file: [UInt8], table: String = "font") {
        self.init(file: file, start: 0, count: file.count, table: table, base: 0)
    }

    init(file: [UInt8], start: Int, count: Int, table: String, base: Int) {
        self.file = file
        self.start = start
        self.count = count
        self.table = table
        self.base = base
    }

    /// error(_:at:) makes an error for this table at `offset` within the window.
    public func error(_ message: String, at offset: Int? = nil) -> FontError {
        FontError(table: table, offset: offset.map { base + $0 }, message)
    }

    func check(_ offset: Int, _ length: Int) throws(FontError) {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            let what = table == "font" ? "the file's \(count) bytes" : "the table's \(count) bytes"
            throw error("\(length) bytes at offset \(base + offset) reach beyond \(what); the font is truncated or corrupt")
        }
    }

    public func u8(_ offset: Int) throws(FontError) -> UInt8 {
        try check(offset, 1)
        return file[start + offset]
    }

    public func u16(_ offset: Int) throws(FontError) -> UInt16 {
        try check(offset, 2)
        let i = start + offset
        return UInt16(file[i]) << 8 | UInt16(file[i + 1])
    }

    public func i16(_ offset: Int) throws(FontError) -> Int16 { Int16(bitPattern: try u16(offset)) }

    public func u24(_ offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 3)
        let i = start + offset
        return UInt32(file[i]) << 16 | UInt32(file[i + 1]) << 8 | UInt32(file[i + 2])
    }

    public func u32(_ offset: Int) throws(FontError) -> UInt32 {
        try check(offset, 4)
        let i = start + offset
        return UInt32(file[i]) << 24 | UInt32(file[i + 1]) << 16 | UInt32(file[i + 2]) << 8 | UInt32(file[i + 3])
    }

    public func i32(_ offset: Int) throws(FontError) -> Int32 { Int32(bitPattern: try u32(offset)) }

    /// fixed(_:) reads a 16.16 fixed-point number.
    public func fixed(_ offset: Int) throws(FontError) -> Double { Double(try i32(offset)) / 65536 }

    /// f2dot14(_:) reads a 2.14 fixed-point number as its raw integer (16384 is 1.0).
    public func f2dot14(_ offset: Int) throws(FontError) -> Int { Int(try i16(offset)) }

    /// tag(_:) reads a four-byte tag; bytes outside printable ASCII show as `?`.
    public func tag(_ offset: Int) throws(FontError) -> String {
        try check(offset, 4)
        return String(decoding: file[(start + offset)..<(start + offset + 4)].map { $0 >= 0x20 && $0 < 0x7F ? $0 : 0x3F },
                      as: UTF8.self)
    }

    /// window(at:count:) is the part of this window from `offset`, `length` bytes long (to
    /// the end when nil), for a subtable found at an offset.
    public func window(at offset: Int, count length: Int? = nil) throws(FontError) -> FontBytes {
        let length = length ?? (count - min(max(offset, 0), count))
        try check(offset, length)
        return FontBytes(file: file, start: start + offset, count: length, table: table, base: base + offset)
    }

    /// bytes(at:count:) copies `length` raw bytes.
    public func bytes(at offset: Int, count length: Int) throws(FontError) -> ArraySlice<UInt8> {
        try check(offset, length)
        return file[(start + offset)..<(start + offset + length)]
    }

    /// require(at:count:stride:) checks that `count` records of `stride` bytes fit from `offset`,
    /// once, before a loop reads them: a count a hostile font inflates fails here, not after
    /// a long walk.
    public func require(at offset: Int, count: Int, stride: Int) throws(FontError) {
        let (total, overflow) = count.multipliedReportingOverflow(by: stride)
        guard !overflow else { throw error("\(count) records at offset \(base + offset) cannot fit in any file") }
        try check(offset, total)
    }
}
