// SpecDump.swift prints a checked spec without positions, so two files that mean the same compare equal.

import RowcDiagnostics
import RowcSema
import RowcSource

/// A canonical, position-free text of what the checker made of a file: theme, sections,
/// rows, models, documentation comments, and the codes and messages of its diagnostics.
enum SpecDump {
    static func dump(_ file: SourceFile) -> String {
        let (spec, diagnostics) = Checker.check(file)
        var lines: [String] = []
        lines += ThemeKey.all.map { "theme \($0.name)=\($0.value(in: spec.theme))" }
        for section in spec.sections {
            lines.append("section \(section.title.map { "\"\($0)\"" } ?? "-") rows \(section.rows)")
        }
        for row in spec.rows {
            lines.append("row \(row.name) explicit=\(row.explicitName) style=\(row.style.name)"
                + " image=\(row.image ?? "-") title=\(row.title ?? "-") subtitle=\(row.subtitle ?? "-")"
                + " arrow=\(row.hasArrow) doc=\(trimmed(row.documentation))")
        }
        for model in spec.models {
            let fields = model.fields.map { $0.name + ($0.isOptional ? "?" : "") }
            lines.append("model \(model.name) fields=\(fields) key=\(model.key.map(String.init) ?? "-")"
                + " image=\(slot(model.image)) title=\(slot(model.title)) subtitle=\(slot(model.subtitle))"
                + " arrow=\(model.hasArrow) doc=\(trimmed(model.documentation))")
        }
        lines += diagnostics.map { "\($0.severity.rawValue) \($0.code.id) \($0.message)" }.sorted()
        return lines.joined(separator: "\n")
    }

    /// Documentation lines without trailing blanks: the formatter drops trailing whitespace,
    /// comments included, and blanks at the end of a line carry no meaning.
    static func trimmed(_ lines: [String]) -> [String] {
        lines.map(trimmed)
    }

    static func trimmed(_ line: String) -> String {
        var bytes = Array(line.utf8)
        while let last = bytes.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func slot(_ value: SlotValue?) -> String {
        switch value {
        case nil: "-"
        case .constant(let text): "\"\(text)\""
        case .field(let index): "field\(index)"
        }
    }
}
