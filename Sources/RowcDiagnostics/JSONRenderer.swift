// JSONRenderer.swift turns diagnostics into the JSON objects `rowc check --format json` prints.

import RowcJSON
import RowcSource

/// JSON for diagnostics: one object per diagnostic with 1-based lines and columns (Unicode scalars),
/// the end exclusive, as documented in grammar.md.
public enum JSONRenderer {
    public static func object(_ d: Diagnostic, in file: SourceFile) -> JSON {
        var members = range(d.span, in: file, path: file.path)
        members += [
            ("severity", .string(d.severity.rawValue)),
            ("code", .string(d.code.id)),
            ("message", .string(d.message)),
            ("notes", .array(d.notes.map { note in
                .object(range(note.span, in: file, path: file.path) + [("message", .string(note.message))])
            })),
            ("fixits", .array(d.fixIts.map { fix in
                .object(range(fix.span, in: file, path: nil) + [
                    ("replacement", .string(fix.replacement)),
                    ("message", .string(fix.message)),
                ])
            })),
        ]
        return .object(members)
    }

    private static func range(_ span: Span, in file: SourceFile, path: String?) -> [(String, JSON)] {
        let start = file.location(of: span.start)
        let end = file.location(of: span.end)
        var members: [(String, JSON)] = []
        if let path { members.append(("file", .string(path))) }
        members += [
            ("line", .int(start.line)), ("column", .int(start.column)),
            ("endLine", .int(end.line)), ("endColumn", .int(end.column)),
        ]
        return members
    }
}
