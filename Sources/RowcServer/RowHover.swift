// RowHover.swift writes the hover text of rows, models and fields: style, reuse identifier, frames, truncation.

import RowKit
import RowcLayout
import RowcSema
import RowcStrings
import RowcSyntax

enum RowHover {
    /// The device widths rows are shown at, the report's: each row is laid out in its cell there.
    static let widths = SpecReport.defaultWidths

    /// The row's style and reuse identifier, then its frames at each width as the layout report
    /// computes them (text measured with `metrics`), then what is truncated or does not fit.
    static func text(_ row: CheckedRow, spec: CheckedSpec, metrics: RowTextMetrics, strings: StringCatalogs = .none) -> String {
        let analyzer = RowAnalyzer(spec: spec, metrics: metrics)
        var lines = [
            "**row `\(row.name)`** — \(row.style.displayName)",
            "",
            "- style: `\(row.style.name)`",
            "- reuse identifier: `\(row.style.reuseIdentifier)`",
            "- VoiceOver reads: \(spoken(row))",
            "- laid out in: \(SpecReport.cellsDescription(widths: widths, list: analyzer.list))",
        ]
        if !row.themeKeys.isEmpty {
            lines.append("- theme keys of its own: " + row.themeKeys.map { "`\($0.text)`" }.joined(separator: ", "))
        }
        if !row.actions.isEmpty { lines.append("- actions: `\(spec.actionsText(row.actions))`") }
        lines += [
            "",
            "| width | \(row.symbol == nil ? Word.image.spelling : Vocabulary.attributes[Vocabulary.symbolIndex].spelling) | title | subtitle | \((row.style.accessory ?? .arrow).rawValue) |",
            "| ---: | --- | --- | --- | --- |",
        ]
        var problems: [String] = []
        for width in widths {
            let analysis = analyzer.analyze(row, width: width)
            let frames = analysis.frames
            let cells = [frames.image ?? frames.symbol, frames.title, frames.subtitle, frames.arrow ?? frames.switch ?? frames.check]
                .map { $0.map(describe) ?? "" }
            lines.append("| \(number(width)) | " + cells.joined(separator: " | ") + " |")
            problems += analysis.diagnostics.map { "- \($0.message) [\($0.code.id)]" }
        }
        lines.append("")
        lines.append(problems.isEmpty ? "No truncation at these widths." : problems.joined(separator: "\n"))
        let bySize = truncationBySize(row, analyzer)
        if !bySize.isEmpty {
            lines.append("")
            lines.append("At other text sizes:")
            lines += bySize
        }
        let byLocale = translations(row, spec: spec, strings: strings, analyzer: analyzer)
        if !byLocale.isEmpty {
            lines.append("")
            lines.append("In other languages:")
            lines += byLocale
        }
        lines.append("")
        lines.append("_Frames are x, y, width×height in points, left to right._")
        return lines.joined(separator: "\n")
    }

    /// `- title truncated at 320 from xxLarge, at 375 from accessibility1`: for each label, the
    /// first text size at which it truncates at each width.
    static func truncationBySize(_ row: CheckedRow, _ analyzer: RowAnalyzer) -> [String] {
        var first: [RowElement: [(Double, RowContentSize)]] = [:]
        for width in widths {
            for size in RowContentSize.allCases {
                for (element, label) in analyzer.analyze(row, width: width, size: size).labels where label.truncated {
                    if first[element, default: []].contains(where: { $0.0 == width }) { continue }
                    first[element, default: []].append((width, size))
                }
            }
        }
        return [RowElement.title, .subtitle].compactMap { element in
            guard let firsts = first[element] else { return nil }
            return "- \(element.rawValue) truncated " + firsts.map { "at \(number($0.0)) from `\($0.1.rawValue)`" }
                .joined(separator: ", ")
        }
    }

    /// `- de: “Geplante Zusammenfassung”, “Jeden Morgen” — subtitle truncated at 320, 375`: each
    /// language of the row's catalog with its texts (the source text where it has none) and the
    /// widths at which each label truncates.
    static func translations(_ row: CheckedRow, spec: CheckedSpec, strings: StringCatalogs, analyzer: RowAnalyzer) -> [String] {
        let tables = StringsCheck.tables(of: spec, in: strings)
        guard let table = tables.table(declared: row.table), let catalog = strings.catalog(table: table) else { return [] }
        return catalog.languages.dropFirst().map { language in
            let localized = row.localized(tables: tables) { key, _, _ in
                catalog.text(key, in: language)
            }
            let texts = [localized.title, localized.subtitle].compactMap { $0 }.map { "“\($0)”" }.joined(separator: ", ")
            var truncated: [RowElement: [Double]] = [:]
            for width in widths {
                for (element, label) in analyzer.analyze(localized, width: width).labels where label.truncated {
                    truncated[element, default: []].append(width)
                }
            }
            let notes = [RowElement.title, .subtitle].compactMap { element in
                truncated[element].map { "\(element.rawValue) truncated at " + $0.map(number).joined(separator: ", ") }
            }
            return "- `\(language)`: \(texts)" + (notes.isEmpty ? "" : " — " + notes.joined(separator: "; "))
        }
    }

    /// A section's header and footer in each language of its catalog, or nil when it is not localized.
    /// A section's name: the case and the id the generated code gives it.
    static func sectionName(_ name: String, specAt path: String) -> String {
        let spec = TypeNames.typeName(forSpecAt: path) ?? "Spec"
        return "**section** `\(name)` — `\(spec).Section.\(name)` in the generated code; "
            + "its `RowSection.id` is `\(spec).\(name)`, the same when sections move."
    }

    static func section(_ section: CheckedSection, spec: CheckedSpec, strings: StringCatalogs) -> String? {
        let tables = StringsCheck.tables(of: spec, in: strings)
        guard let table = tables.table(declared: section.table), let catalog = strings.catalog(table: table) else { return nil }
        var texts: [String] = []
        if let title = section.title, !section.verbatim.contains(.title) { texts.append(title) }
        if let footer = section.footer, !section.verbatim.contains(.footer) { texts.append(footer) }
        guard !texts.isEmpty else { return nil }
        var lines = ["**section** — looked up in `\(StringsCheck.fileName(catalog.path))`", ""]
        for language in catalog.languages.dropFirst() {
            let translated = texts.map { key -> String in
                "“\(catalog.text(key, in: language))”"
            }
            lines.append("- `\(language)`: " + translated.joined(separator: ", "))
        }
        return lines.joined(separator: "\n")
    }

    /// What the generated cell gives VoiceOver: the label or title, the subtitle as its value, and
    /// the button trait of a row with an arrow.
    static func spoken(_ row: CheckedRow) -> String {
        guard let label = row.label ?? row.title else { return "nothing; say what the image shows with `label:`" }
        var text = "“\(label)”"
        if row.style.hasSubtitle, let subtitle = row.subtitle { text += ", then “\(subtitle)”" }
        return text + (row.hasArrow ? ", a button" : "")
    }

    /// The model's fields and styles, then each of its shapes laid out as the report lays it out:
    /// its style, the texts it shows (the sample's, or the fields' names), its height at each
    /// width and the widths at which a label truncates.
    static func model(_ model: CheckedModel, spec: CheckedSpec, metrics: RowTextMetrics) -> String {
        let fields = model.fields.map { "`$\($0.name)\($0.isOptional ? "?" : "")`" }.joined(separator: ", ")
        let styles = model.possibleStyles.map { "`\($0.name)` (`\($0.reuseIdentifier)`)" }.joined(separator: ", ")
        let analyzer = RowAnalyzer(spec: spec, metrics: metrics)
        var lines = [
            "**model `\(model.name)`**", "",
            "- fields: \(fields.isEmpty ? "none" : fields)",
            "- possible styles: \(styles)",
        ] + (model.actions.isEmpty ? [] : ["- actions: `\(spec.actionsText(model.actions))`"]) + [
            "- laid out in: \(SpecReport.cellsDescription(widths: widths, list: analyzer.list))",
            "",
            "| shape | style | shows | height | truncated |",
            "| --- | --- | --- | ---: | --- |",
        ]
        for shape in model.shapes {
            let layouts = widths.map { analyzer.analyze(shape.row, width: $0) }
            let heights = Set(layouts.map(\.height)).sorted().map(number).joined(separator: "–")
            let truncated = [RowElement.title, .subtitle].compactMap { element -> String? in
                let at = zip(widths, layouts).filter { $0.1.labels.contains { $0.0 == element && $0.1.truncated } }.map { number($0.0) }
                return at.isEmpty ? nil : "\(element.rawValue) at " + at.joined(separator: ", ")
            }
            let name = shape.fieldsDescription.isEmpty ? "always" : String(shape.fieldsDescription.dropFirst())
            lines.append("| \(name) | `\(shape.row.style.name)` | \(ReportText.shownTexts(shape.row)) | \(heights) | "
                         + (truncated.isEmpty ? "no" : truncated.joined(separator: "; ")) + " |")
        }
        lines += ["", model.sample.isEmpty
            ? "_Texts are the fields' names: give the model a `sample` clause to lay out real ones._"
            : "_Texts are the model's sample, or a field's name where it gives none._"]
        return lines.joined(separator: "\n")
    }

    /// An action: what it shows, and which rows and models offer it.
    static func action(_ action: CheckedAction, spec: CheckedSpec) -> String {
        guard let index = spec.actions.firstIndex(of: action) else { return "**action `\(action.name)`**" }
        func offers(_ offered: OfferedActions) -> Bool { (offered.leading + offered.trailing + offered.menu).contains(index) }
        let rows: [String] = spec.rows.filter { offers($0.actions) }.map { "row `\($0.name)`" }
        let models: [String] = spec.models.filter { offers($0.actions) }.map { "model `\($0.name)`" }
        let offeredBy: [String] = rows + models
        let title: String = "- title: \"\(action.title)\"" + (action.titleIsVerbatim ? " (verbatim)" : "")
        let symbol: String = "- symbol: " + (action.symbol.map { "`\($0)`" } ?? "none")
        let style: String = "- style: " + (action.isDestructive ? "destructive (red)" : "normal")
        let by: String = "- offered by: " + (offeredBy.isEmpty ? "nothing" : offeredBy.joined(separator: ", "))
        return [
            "**action `\(action.name)`** — the case `Action.\(action.name)` of the spec's enum", "",
            title, symbol, style, by,
        ].joined(separator: "\n")
    }

    static func field(_ text: String, of model: CheckedModel) -> String {
        let name = String(text.dropFirst().filter { $0 != "?" })
        guard let index = model.fields.firstIndex(where: { $0.name == name }) else { return "field `\(name)`" }
        let slots = [(Word.key.spelling, model.key.map { SlotValue.field($0) }), (Word.image.spelling, model.image),
                     (Word.title.spelling, model.title), (Word.subtitle.spelling, model.subtitle), (Vocabulary.attributes[Vocabulary.labelIndex].spelling, model.label)]
            .filter { $0.1 == .field(index) }.map { "`\($0.0)`" }
        let optional = model.fields[index].isOptional
        var text = "**field `\(name)`** of model `\(model.name)`: \(optional ? "optional" : "required"), bound to \(slots.joined(separator: " and "))"
        if optional && model.label == .field(index) {
            text += "\n\nWhen it is nil VoiceOver reads the title."
        } else if optional {
            text += "\n\nWhen it is nil the row leaves that element out and takes another style."
        }
        return text
    }

    static func describe(_ rect: RowRect) -> String {
        "\(number(rect.x)), \(number(rect.y)), \(number(rect.width))×\(number(rect.height))"
    }

    static func number(_ value: Double) -> String { PointFormat.string(value) }
}
