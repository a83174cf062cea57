// LanguageDocs.swift is the catalogue of short explanations shown on hover and in completion lists.

import RowcSema

/// One line (or two) about each keyword and attribute, in the words of grammar.md.
enum LanguageDocs {
    static let keywords: [(name: String, doc: String)] = [
        ("row", "`row [NAME] attributes...` declares a static row. Its style follows from what it shows: image, title, subtitle, arrow."),
        ("section", "`section [\"Title\"]` starts a group of rows, with an optional header; rows before the first section form an untitled one."),
        ("model", "`model NAME key:$id image:... title:... subtitle:... arrow` declares a data-driven row type; `$field` binds a property, `$field?` an optional one."),
        ("theme", "`theme key:value...` overrides layout metrics, fonts and colours for every row of the spec."),
    ]

    static let rowAttributes: [(name: String, doc: String)] = [
        ("image", "The image at the leading edge: an asset name (`image:ic_wifi`) or a string (`image:\"ic wifi\"`)."),
        ("title", "The main text, a string: `title:\"Wi-Fi\"`. A row without an image needs a title."),
        ("subtitle", "Secondary text after the title, a string: `subtitle:\"On\"`. Needs a title."),
        ("arrow", "A flag: shows a disclosure arrow at the trailing edge. Takes no value."),
    ]

    static let modelAttributes: [(name: String, doc: String)] = [
        ("key", "The field that identifies each value (`key:$id`), for `Identifiable`; must not be optional."),
        ("image", "The image: a field (`image:$avatar?`) or a constant asset name. An optional field leaves the image out when it is nil."),
        ("title", "The title: a field (`title:$name`) or a constant string."),
        ("subtitle", "The subtitle: a field (`subtitle:$role?`) or a constant string. Needs a title."),
        ("arrow", "A flag: every row of this model shows a disclosure arrow."),
    ]

    static func keyword(_ name: String) -> String? {
        keywords.first { $0.name == name }?.doc
    }

    static func attribute(_ name: String, in kind: String) -> String? {
        switch kind {
        case "row": rowAttributes.first { $0.name == name }?.doc
        case "model": modelAttributes.first { $0.name == name }?.doc
        case "theme": ThemeKey.named(name).map(themeKey)
        default: nil
        }
    }

    static func themeKey(_ key: ThemeKey) -> String {
        let what: String
        switch key.kind {
        case .length(let minimum): what = "points, at least \(minimum == 1 ? "1" : "0")"
        case .fontSize: what = "points, more than 0"
        case .color: what = "a colour, #RGB, #RRGGBB or #RRGGBBAA"
        }
        return "The \(key.summary) (\(what)); default `\(key.value(in: .default))`."
    }
}
