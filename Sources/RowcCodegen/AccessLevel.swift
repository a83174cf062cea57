// AccessLevel.swift sets how far the generated declarations are visible: to importers, or to their own module.

/// The access level of the generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
    /// Visible to modules that import the target: the default, for a target whose rows others use.
    case `public`
    /// Visible in the target alone, so that two targets that each run rowc, one importing the
    /// other, do not both offer `RowModel` and the other shared types to the importer.
    case `internal`

    /// `swift` with its declarations at this level. The generators write every declaration
    /// `public` (or `open`), first on its line; internal access drops that modifier, which is
    /// Swift's default. No other line of generated code starts with either word: strings are
    /// never the first thing on a line, and comments start with `//`.
    func applied(to swift: [UInt8]) -> [UInt8] {
        guard self == .internal else { return swift }
        var out: [UInt8] = []
        out.reserveCapacity(swift.count)
        var lineStart = true
        var i = 0
        while i < swift.count {
            if lineStart {
                while i < swift.count && swift[i] == UInt8(ascii: " ") {
                    out.append(swift[i])
                    i += 1
                }
                for modifier in Self.dropped where swift[i...].starts(with: modifier) {
                    i += modifier.count
                    break
                }
                lineStart = false
                continue
            }
            out.append(swift[i])
            lineStart = swift[i] == UInt8(ascii: "\n")
            i += 1
        }
        return out
    }

    private static let dropped: [[UInt8]] = [Array("public ".utf8), Array("open ".utf8)]
}
