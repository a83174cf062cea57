// Diagnostic.swift defines a diagnostic as plain data: code, severity, message, span, notes, fix-its.

import RowcSource

/// How serious a diagnostic is. Notes only appear attached to another diagnostic.
public enum Severity: String, Sendable, Comparable, CaseIterable {
    case error, warning, note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A secondary message pointing at a related place, such as the first of two duplicates.
public struct Note: Hashable, Sendable {
    public var message: String
    public var span: Span

    public init(_ message: String, at span: Span) {
        self.message = Diagnostic.clippingQuotes(message)
        self.span = span
    }
}

/// A suggested edit: replace the bytes of `span` with `replacement` (an empty span inserts).
public struct FixIt: Hashable, Sendable {
    /// What the edit does, shown to the user ("replace `subtile` with `subtitle`").
    public var message: String
    public var span: Span
    public var replacement: String

    public init(_ message: String, replacing span: Span, with replacement: String) {
        self.message = Diagnostic.clippingQuotes(message)
        self.span = span
        self.replacement = replacement
    }
}

/// One problem in one file. Every phase reports these; renderers turn them into text, JSON and more.
public struct Diagnostic: Hashable, Sendable {
    public var code: DiagnosticCode
    public var severity: Severity
    public var message: String
    public var span: Span
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(_ code: DiagnosticCode, _ message: String, at span: Span,
                severity: Severity? = nil, notes: [Note] = [], fixIts: [FixIt] = []) {
        self.code = code
        self.severity = severity ?? code.severity
        self.message = Self.clippingQuotes(message)
        self.span = span
        self.notes = notes
        self.fixIts = fixIts
    }
}

extension Diagnostic {
    /// Source text quoted in backticks longer than this many characters is shortened in messages.
    public static let maxQuotedLength = 80

    /// `message` with each backtick-quoted part longer than `maxQuotedLength` characters cut to
    /// its first 60 and last 10 around `…`. Messages quote the offending text; a 5 MB word
    /// would otherwise be repeated whole in the message, its fix-its and every rendering.
    static func clippingQuotes(_ message: String) -> String {
        guard message.utf8.count > maxQuotedLength, hasLongQuote(message) else { return message }
        let parts = message.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count > 2 else { return message }
        var out = ""
        for (index, part) in parts.enumerated() {
            if index > 0 { out += "`" }
            let scalars = part.unicodeScalars
            if index % 2 == 1 && scalars.count > maxQuotedLength {
                out += String(String.UnicodeScalarView(scalars.prefix(60))) + "\u{2026}"
                    + String(String.UnicodeScalarView(scalars.suffix(10)))
            } else {
                out += part
            }
        }
        return out
    }

    /// Whether some backtick-quoted part has more than `maxQuotedLength` UTF-8 bytes (a part
    /// with no more bytes than that has no more characters either).
    private static func hasLongQuote(_ message: String) -> Bool {
        var quoteStart: Int?
        for (i, byte) in message.utf8.enumerated() where byte == UInt8(ascii: "`") {
            if let start = quoteStart {
                if i - start - 1 > maxQuotedLength { return true }
                quoteStart = nil
            } else {
                quoteStart = i
            }
        }
        return false
    }
}

/// A stable identifier such as `E201`, with the severity it is reported at and a one-line summary.
///
/// Each phase keeps its codes in one catalogue; `DiagnosticCatalogue.all` lists them all
/// (for documentation and SARIF rules). The words of each occurrence, its notes and fix-it
/// labels, are in the phase's catalogue of messages (SyntaxMessages.swift, SemaMessages.swift,
/// LayoutMessages.swift, BuildMessages.swift).
public struct DiagnosticCode: Hashable, Sendable, CustomStringConvertible {
    public let id: String
    public let severity: Severity
    /// One line saying what the code means, independent of any particular occurrence.
    public let summary: String
    /// How to fix it, for help text and SARIF rules.
    public let help: String

    public init(_ id: String, _ severity: Severity, _ summary: String, help: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.help = help
    }

    public var description: String { id }

    public static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// The diagnostics of one file, kept in the order they were reported until `sorted()`.
public struct DiagnosticBag: Sendable {
    public private(set) var items: [Diagnostic] = []

    public init() {}

    public mutating func report(_ diagnostic: Diagnostic) {
        items.append(diagnostic)
    }

    public mutating func append(contentsOf other: [Diagnostic]) {
        items.append(contentsOf: other)
    }

    public var hasErrors: Bool { items.contains { $0.severity == .error } }

    /// By position, then severity and code; exact repeats dropped.
    public func sorted() -> [Diagnostic] {
        // Indices are sorted, reading the keys in place: comparing copies would retain and
        // release every diagnostic's strings. Repeats share a position, severity and code,
        // so they are looked for only among the few neighbours that do.
        let order = items.withUnsafeBufferPointer { items in
            items.indices.sorted { i, j in
                if items[i].span.start != items[j].span.start { return items[i].span.start < items[j].span.start }
                if items[i].severity != items[j].severity { return items[i].severity < items[j].severity }
                if items[i].code.id != items[j].code.id { return items[i].code.id < items[j].code.id }
                return i < j
            }
        }
        var result: [Diagnostic] = []
        result.reserveCapacity(items.count)
        var groupStart = 0
        for i in order {
            let d = items[i]
            if let last = result.last, last.span.start != d.span.start || last.severity != d.severity || last.code != d.code {
                groupStart = result.count
            }
            if !result[groupStart...].contains(d) { result.append(d) }
        }
        return result
    }
}
