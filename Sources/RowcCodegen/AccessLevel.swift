// AccessLevel.swift sets how far the generated declarations are visible, and the modifiers the emitters write for it.

/// The access level of the generated declarations.
public enum AccessLevel: String, CaseIterable, Sendable {
    /// Visible to modules that import the target: the default, for a target whose rows others use.
    case `public`
    /// Visible in the target alone, so that two targets that each run rowc, one importing the
    /// other, do not both offer `RowModel` and the other shared types to the importer.
    case `internal`

    /// What the emitters write before a declaration importers may use: `public ` at public
    /// access, nothing at internal, which is Swift's default.
    var pub: String { self == .public ? "public " : "" }

    /// What they write before a class or member importers may subclass or override: `open `
    /// at public access, nothing at internal.
    var open: String { self == .public ? "open " : "" }

    /// The columns `public ` takes. Where a line is broken by its length, the modifier is
    /// counted at either level, so a declaration breaks where it does at public access and
    /// the two levels' files differ in their modifiers alone.
    static let publicColumns = 7

    /// The columns of `public ` this level leaves out of a line it writes.
    var omittedColumns: Int { self == .public ? 0 : Self.publicColumns }
}
