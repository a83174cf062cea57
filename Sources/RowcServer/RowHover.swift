// RowHover.swift writes the hover text of rows, models and fields: style, reuse identifier, frames, truncation.

import RowcLayout
import RowcSema

enum RowHover {
    /// The content-view widths rows are shown at: the iPhone screen widths in points.
    static let widths: [Double] = [320, 375, 390, 414, 430]

    static func text(_ row: CheckedRow, theme: Theme) -> String {
        var lines = [
            "**row `\(row.name)`** — \(row.style.displayName)",
            "",
            "- style: `\(row.style.rawValue)`",
            "- reuse identifier: `\(row.style.reuseIdentifier)`",
            "",
        ]
        let engine = LayoutEngine(theme: theme)
        let titleWidth = row.title.map { TextWidthEstimate.natural($0, fontSize: theme.titleFontSize) } ?? 0
        let subtitleWidth = row.subtitle.map { TextWidthEstimate.natural($0, fontSize: theme.subtitleFontSize) } ?? 0
        lines.append("| width | image | title | subtitle | arrow |")
        lines.append("| ---: | --- | --- | --- | --- |")
        var truncations: [String] = []
        for width in widths {
            let frames = engine.frames(style: row.style, titleWidth: titleWidth, subtitleWidth: subtitleWidth, width: width)
            let cells = [frames.image, frames.title, frames.subtitle, frames.arrow].map { $0.map(describe) ?? "" }
            lines.append("| \(number(width)) | " + cells.joined(separator: " | ") + " |")
            if let title = frames.title, title.width + 0.01 < titleWidth {
                truncations.append("title truncated at \(number(width)): needs \(number(titleWidth)) pt, has \(number(title.width)) pt")
            }
            if let subtitle = frames.subtitle, subtitle.width + 0.01 < subtitleWidth {
                truncations.append("subtitle truncated at \(number(width)): needs \(number(subtitleWidth)) pt, has \(number(subtitle.width)) pt")
            }
        }
        lines.append("")
        lines.append(truncations.isEmpty ? "No truncation at these widths." : truncations.map { "- " + $0 }.joined(separator: "\n"))
        if TextWidthEstimate.isEstimate {
            lines.append("")
            lines.append("_Frames are x, y, width×height in points; text widths are estimated from the characters._")
        }
        return lines.joined(separator: "\n")
    }

    static func model(_ model: CheckedModel) -> String {
        let fields = model.fields.map { "`$\($0.name)\($0.isOptional ? "?" : "")`" }.joined(separator: ", ")
        let styles = model.possibleStyles.map { "`\($0.rawValue)` (`\($0.reuseIdentifier)`)" }.joined(separator: ", ")
        return "**model `\(model.name)`**\n\n- fields: \(fields.isEmpty ? "none" : fields)\n- possible styles: \(styles)"
    }

    static func field(_ text: String, of model: CheckedModel) -> String {
        let name = String(text.dropFirst().filter { $0 != "?" })
        guard let index = model.fields.firstIndex(where: { $0.name == name }) else { return "field `\(name)`" }
        let slots = [("key", model.key.map { SlotValue.field($0) }), ("image", model.image), ("title", model.title),
                     ("subtitle", model.subtitle)]
            .filter { $0.1 == .field(index) }.map { "`\($0.0)`" }
        let optional = model.fields[index].isOptional
        var text = "**field `\(name)`** of model `\(model.name)`: \(optional ? "optional" : "required"), bound to \(slots.joined(separator: " and "))"
        if optional { text += "\n\nWhen it is nil the row leaves that element out and takes another style." }
        return text
    }

    static func describe(_ rect: Rect) -> String {
        "\(number(rect.x)), \(number(rect.y)), \(number(rect.width))×\(number(rect.height))"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
    }
}
