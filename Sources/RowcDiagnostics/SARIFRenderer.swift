// SARIFRenderer.swift writes diagnostics as a SARIF 2.1.0 log, for code scanning services.

import RowcJSON
import RowcSource

/// A SARIF 2.1.0 log with one run: a rule for every diagnostic code, and a result per diagnostic
/// with its region, notes as related locations and fix-its as fixes.
///
/// Columns count Unicode scalars from 1, end exclusive, as the text and JSON output do; the
/// run says so with `columnKind: unicodeCodePoints`.
public enum SARIFRenderer {
    public static let schema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

    /// One checked file: the URI it is reported under (relative to the repository, percent-encoded), and its diagnostics.
    public struct Input {
        public let uri: String
        public let file: SourceFile
        public let diagnostics: [Diagnostic]

        public init(uri: String, file: SourceFile, diagnostics: [Diagnostic]) {
            self.uri = uri
            self.file = file
            self.diagnostics = diagnostics
        }
    }

    public static func log(_ inputs: [Input], rules: [DiagnosticCode], toolName: String, toolVersion: String) -> JSON {
        let ruleIndex = Dictionary(rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        let results = inputs.flatMap { input in
            input.diagnostics.map { result($0, in: input, ruleIndex: ruleIndex[$0.code.id]) }
        }
        let driver = JSON.object([
            ("name", .string(toolName)),
            ("version", .string(toolVersion)),
            ("rules", .array(rules.map(rule))),
        ])
        return .object([
            ("$schema", .string(schema)),
            ("version", "2.1.0"),
            ("runs", [.object([
                ("tool", .object([("driver", driver)])),
                ("columnKind", "unicodeCodePoints"),
                ("results", .array(results)),
            ])]),
        ])
    }

    static func rule(_ code: DiagnosticCode) -> JSON {
        .object([
            ("id", .string(code.id)),
            ("shortDescription", .object([("text", .string(code.summary))])),
            ("help", .object([("text", .string(code.help))])),
            ("defaultConfiguration", .object([("level", .string(level(code.severity)))])),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func result(_ d: Diagnostic, in input: Input, ruleIndex: Int?) -> JSON {
        var members: [(String, JSON)] = [("ruleId", .string(d.code.id))]
        if let ruleIndex { members.append(("ruleIndex", .int(ruleIndex))) }
        members += [
            ("level", .string(level(d.severity))),
            ("message", .object([("text", .string(d.message))])),
            ("locations", [.object([("physicalLocation", physicalLocation(d.span, in: input))])]),
        ]
        if !d.notes.isEmpty {
            members.append(("relatedLocations", .array(d.notes.enumerated().map { index, note in
                .object([("id", .int(index)), ("physicalLocation", physicalLocation(note.span, in: input)),
                         ("message", .object([("text", .string(note.message))]))])
            })))
        }
        if !d.fixIts.isEmpty {
            members.append(("fixes", .array(d.fixIts.map { fix in
                .object([
                    ("description", .object([("text", .string(fix.message))])),
                    ("artifactChanges", [.object([
                        ("artifactLocation", .object([("uri", .string(input.uri))])),
                        ("replacements", [.object([
                            ("deletedRegion", region(fix.span, in: input.file)),
                            ("insertedContent", .object([("text", .string(fix.replacement))])),
                        ])]),
                    ])]),
                ])
            })))
        }
        return .object(members)
    }

    static func physicalLocation(_ span: Span, in input: Input) -> JSON {
        .object([("artifactLocation", .object([("uri", .string(input.uri))])), ("region", region(span, in: input.file))])
    }

    /// 1-based lines and columns; an empty span is an insertion point (start equals end).
    static func region(_ span: Span, in file: SourceFile) -> JSON {
        let start = file.location(of: span.start), end = file.location(of: span.end)
        return .object([("startLine", .int(start.line)), ("startColumn", .int(start.column)),
                        ("endLine", .int(end.line)), ("endColumn", .int(end.column))])
    }
}
