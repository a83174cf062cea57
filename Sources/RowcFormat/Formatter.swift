// Formatter.swift is the entry point of formatting: a spec in, its canonical text out.

import RowcDiagnostics
import RowcSource
import RowcSyntax

/// Why a file was not formatted: it has lexical or syntax errors. Rewriting a file the
/// parser misread could move or drop what the user meant, so such a file is left alone.
public struct FormatRefusal: Error, Sendable {
    public let diagnostics: [Diagnostic]
}

/// Formats specs in the one canonical layout that grammar.md describes under "Formatting".
///
/// Only lexical and syntax errors block formatting; checker errors (an unknown attribute,
/// a duplicate name) do not, because formatting reads nothing but the syntax and editors
/// format specs that are still being written.
public enum Formatter {
    /// The canonical text of `file`, or the syntax errors that prevent formatting it.
    public static func format(_ file: SourceFile) -> Result<String, FormatRefusal> {
        format(Parser.parse(file))
    }

    public static func format(_ tree: SyntaxTree) -> Result<String, FormatRefusal> {
        let errors = tree.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else { return .failure(FormatRefusal(diagnostics: tree.diagnostics)) }
        var layout = FileLayout(tree: tree)
        return .success(layout.render())
    }

    /// Whether `file` is already in canonical form; nil when it has syntax errors.
    public static func isFormatted(_ file: SourceFile) -> Bool? {
        guard case .success(let text) = format(file) else { return nil }
        return Array(text.utf8) == file.bytes
    }
}
