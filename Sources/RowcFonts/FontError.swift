// FontError.swift: what is wrong with a font file, naming the table and the offset where reading stopped.

/// FontError says which table of a font could not be read, where, and why. Reading a font
/// never traps or loops on hostile bytes: every problem ends up as one of these.
public struct FontError: Error, Hashable, Sendable, CustomStringConvertible {
    /// table is the four-letter tag of the table being read ("cmap", "GPOS"), or "font" for
    /// the file's own header and table directory.
    public let table: String
    /// offset is the byte offset within that table (within the file, for "font") where
    /// reading stopped, when there is one.
    public let offset: Int?
    /// message says what is wrong, in lowercase words that follow the table's name.
    public let message: String

    public init(table: String, offset: Int? = nil, _ message: String) {
        self.table = table
        self.offset = offset
        self.message = message
    }

    /// description is `table 'GPOS': message (at offset N)`, ready to follow the file's name.
    public var description: String {
        let place = offset.map { " (at offset \($0))" } ?? ""
        return table == "font" ? "\(message)\(place)" : "table '\(table)': \(message)\(place)"
    }
}
