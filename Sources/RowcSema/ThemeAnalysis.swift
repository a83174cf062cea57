// ThemeAnalysis.swift finds themes that fail at every width: elements taller than the row, fonts taller than the labels.

import RowcDiagnostics
import RowcSource

/// Checks of a theme, independent of any width.
///
/// Horizontally every theme works at some width (its lengths are finite), and the
/// tie-break of grammar.md's layout model leaves no theme ambiguous. Vertically a
/// row's height is fixed, so an element taller than it fails at every width. Only the
/// elements the spec's rows and models show are checked: a spec of image rows need not
/// make room for labels it never has.
enum ThemeAnalysis {
    /// The system font's line height in ems (UIFont.lineHeight / pointSize is about 1.19 at
    /// text sizes); a label shorter than this clips its text.
    static let lineHeightEms = 1.19

    /// The theme errors and warnings of `spec`, at the keys that cause them.
    static func diagnostics(for spec: CheckedSpec) -> [Diagnostic] {
        diagnostics(spec.theme, keys: spec.themeKeySpans, shown: spec.shownElements)
    }

    static func diagnostics(_ theme: Theme, keys: [String: Span], shown: ShownElements) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let labels: ShownElements = [.title, .subtitle]
        let elements: [(key: String, height: Double, what: String, shown: Bool)] = [
            ("image.height", theme.imageHeight, "the image", shown.contains(.image)),
            ("arrow.height", theme.arrowHeight, "the arrow", shown.contains(.arrow)),
            ("label.height", theme.labelHeight, "the title and subtitle labels", !shown.isDisjoint(with: labels)),
        ]
        for element in elements where element.shown && element.height > theme.rowHeight {
            found.append(tallerThanRow((element.key, element.height, element.what), theme: theme, keys: keys))
        }
        let fonts: [(key: String, size: Double, what: String, shown: Bool)] = [
            ("title.font", theme.titleFontSize, "title", shown.contains(.title)),
            ("subtitle.font", theme.subtitleFontSize, "subtitle", shown.contains(.subtitle)),
        ]
        for font in fonts where font.shown && font.size * lineHeightEms > theme.labelHeight {
            found.append(clippedText((font.key, font.size, font.what), theme: theme, keys: keys))
        }
        return found
    }

    private static func tallerThanRow(_ element: (key: String, height: Double, what: String),
                                      theme: Theme, keys: [String: Span]) -> Diagnostic {
        let rowKey = keys["row.height"]
        let at = keys[element.key] ?? rowKey ?? .empty(at: 0)
        var notes: [Note] = []
        if let rowKey, rowKey != at { notes.append(Note(SemaMessage.setHere("row.height"), at: rowKey)) }
        return Diagnostic(
            .elementTallerThanRow,
            SemaMessage.elementTallerThanRow(element.key, height: element.height, rowHeight: theme.rowHeight, what: element.what),
            at: at, notes: notes)
    }

    private static func clippedText(_ font: (key: String, size: Double, what: String),
                                    theme: Theme, keys: [String: Span]) -> Diagnostic {
        let labelKey = keys["label.height"]
        let at = keys[font.key] ?? labelKey ?? .empty(at: 0)
        var notes: [Note] = []
        if let labelKey, labelKey != at { notes.append(Note(SemaMessage.setHere("label.height"), at: labelKey)) }
        return Diagnostic(
            .textTallerThanLabel,
            SemaMessage.textTallerThanLabel(font.key, size: font.size, line: font.size * lineHeightEms,
                                            labelHeight: theme.labelHeight, what: font.what),
            at: at, notes: notes)
    }
}
