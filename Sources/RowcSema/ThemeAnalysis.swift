// ThemeAnalysis.swift finds themes that fail at every width: elements taller than the row, fonts taller than the labels, text too faint on the background.

import RowKit
import RowcDiagnostics
import RowcSource
import RowcSyntax

/// Checks of a theme, independent of any width.
///
/// Horizontally every theme works at some width (its lengths are finite), and the
/// tie-break of grammar.md's layout model leaves no theme ambiguous. Vertically a
/// row's height is fixed, so an element taller than it fails at every width. A label's
/// colour is the same at every width too, so too little contrast with the background, in
/// either appearance, is found here. Only the elements the spec's rows and models show are
/// checked: a spec of image rows need not make room for labels it never has.
enum ThemeAnalysis {
    /// The system font's line height in ems (UIFont.lineHeight / pointSize is about 1.19 at
    /// text sizes); a label shorter than this clips its text.
    static let lineHeightEms = 1.19

    /// The theme errors and warnings of `spec`, whose rows show `rowsShow`, at the keys that cause them.
    static func diagnostics(for spec: CheckedSpec, rowsShow: ShownElements) -> [Diagnostic] {
        var found = diagnostics(spec.theme, keys: spec.themeKeySpans, shown: spec.shownElements(rowsShow: rowsShow))
        // Rows read in place, and only those with keys of their own: a row copied out of the array
        // retains and releases each of its strings.
        for index in spec.rows.indices where !spec.rows[index].themeKeys.isEmpty {
            found += rowDiagnostics(spec.rows[index], spec: spec)
        }
        return found
    }

    /// The failures of the theme a row makes with keys of its own, that the spec's theme, judged
    /// for the same row, does not have: reported at the row's key, with a note at the theme's key
    /// when that is the one the message names.
    static func rowDiagnostics(_ row: CheckedRow, spec: CheckedSpec) -> [Diagnostic] {
        guard let first = row.themeKeys.first else { return [] }
        var keys = spec.themeKeySpans
        for written in row.themeKeys { keys[written.key.name] = written.span }
        let shown = ShownElements(row)
        let before = Set(diagnostics(spec.theme, keys: spec.themeKeySpans, shown: shown).map(\.message))
        let own = Set(row.themeKeys.map(\.span))
        return diagnostics(spec.theme(of: row), keys: keys, shown: shown).filter { !before.contains($0.message) }.map { d in
            guard !own.contains(d.span) else { return d }
            // At the row's key the message's note names, else its first.
            let target = d.notes.first { own.contains($0.span) }?.span ?? first.span
            var moved = d
            moved.span = target
            moved.notes = [Note(SemaMessage.setHere(spec.file.text(d.span)), at: d.span)] + d.notes.filter { $0.span != target }
            return moved
        }
    }

    static func diagnostics(_ theme: RowTheme, keys: [String: Span], shown: ShownElements) -> [Diagnostic] {
        var found: [Diagnostic] = []
        let labels: ShownElements = [.title, .subtitle]
        let elements: [(key: String, height: Double, what: String, shown: Bool)] = [
            ("image.height", theme.imageHeight, "the image", shown.contains(.image)),
            ("arrow.height", theme.arrowHeight, "the arrow", shown.contains(.arrow)),
            ("check.height", theme.checkHeight, "the checkmark", shown.contains(.check)),
            // A switch is UIKit's 31 points whatever the theme: only `row.height` can make room.
            ("row.height", 31, "the switch", shown.contains(.switch)),
            ("row.height", RowLayout.infoSize, "the info button", shown.contains(.info)),
            ("label.height", theme.labelHeight, "the title and subtitle labels", !shown.isDisjoint(with: labels)),
        ]
        for element in elements where element.shown && element.height > theme.rowHeight {
            found.append(tallerThanRow((element.key, element.height, element.what), theme: theme, keys: keys))
        }
        let fonts: [(key: String, size: Double, what: String, shown: Bool)] = [
            ("title.font", theme.titleFontSize, Word.title.spelling, shown.contains(.title)),
            ("subtitle.font", theme.subtitleFontSize, Word.subtitle.spelling, shown.contains(.subtitle)),
        ]
        for font in fonts where font.shown && font.size * lineHeightEms > theme.labelHeight {
            found.append(clippedText((font.key, font.size, font.what), theme: theme, keys: keys))
        }
        let texts: [(key: String, color: RowColor, size: Double, what: String, shown: Bool)] = [
            ("title.color", theme.titleColor, theme.titleFontSize, Word.title.spelling, shown.contains(.title)),
            ("button.color", theme.buttonColor, theme.titleFontSize, "button title", shown.contains(.button)),
            ("subtitle.color", theme.subtitleColor, theme.subtitleFontSize, Word.subtitle.spelling, shown.contains(.subtitle)),
        ]
        for text in texts where text.shown {
            for appearance in RowAppearance.allCases {
                let background = (key: "background.color", color: theme.backgroundColor)
                if let faint = lowContrast((text.key, text.color, text.what), on: background, in: appearance,
                                           minimum: Contrast.minimum(fontSize: text.size),
                                           needs: SemaMessage.textNeeds(fontSize: text.size), keys: keys) {
                    found.append(faint)
                }
            }
        }
        // A symbol on its tile is drawn bold, and bold text of any size needs 3:1 (grammar.md, "Icon tiles").
        if shown.contains(.symbol), let tile = theme.symbolBackground {
            for appearance in RowAppearance.allCases {
                if let faint = lowContrast(("symbol.color", theme.symbolColor, "symbol"), on: ("symbol.background", tile),
                                           in: appearance, minimum: Contrast.boldMinimum, needs: SemaMessage.glyphNeeds,
                                           keys: keys) {
                    found.append(faint)
                }
            }
        }
        return found
    }

    /// W304 for a colour with less contrast with what it is drawn on in `appearance` than
    /// `minimum`, at the colour's key, or at the background's when only that was set.
    private static func lowContrast(_ text: (key: String, color: RowColor, what: String),
                                    on background: (key: String, color: RowColor), in appearance: RowAppearance,
                                    minimum: Double, needs: String, keys: [String: Span]) -> Diagnostic? {
        // A colour set whose values rowc could not read has no contrast to judge. Colours the spec
        // wrote neither of are its base theme's: UIKit's own in `ios`, which the device shows as the
        // system does (Increase Contrast strengthens them), and the seed's, which pass.
        guard keys[text.key] != nil || keys[background.key] != nil else { return nil }
        guard isKnown(text.color), isKnown(background.color) else { return nil }
        // UIKit's label colours on its backgrounds are the platform's own pairing (`secondaryLabel`,
        // every value cell's colour, is 3.44:1 on white): grammar.md says so once, here it is not judged.
        if case .system(let foreground) = text.color, foreground.isLabel,
           case .system(let behind) = background.color, behind.isBackground { return nil }
        let foreground = text.color.resolved(in: appearance), behind = background.color.resolved(in: appearance)
        let ratio = Contrast.ratio(text: foreground, on: behind, in: appearance)
        guard ratio < minimum else { return nil }
        let backgroundKey = keys[background.key]
        let at = keys[text.key] ?? backgroundKey ?? .empty(at: 0)
        var notes: [Note] = []
        if let backgroundKey, backgroundKey != at { notes.append(Note(SemaMessage.setHere(background.key), at: backgroundKey)) }
        return Diagnostic(
            .lowContrast,
            SemaMessage.lowContrast(text.what, text: shown(text.color, in: appearance),
                                    background: shown(background.color, in: appearance),
                                    ratio: ratioText(ratio, below: minimum), appearance: appearance,
                                    needs: needs, minimum: minimum),
            at: at, notes: notes)
    }

    /// Whether the values of `color` are known: all but a colour set rowc could not read.
    static func isKnown(_ color: RowColor) -> Bool {
        if case .asset(let asset) = color { return asset.isRead }
        return true
    }

    /// A colour as a message names it in `appearance`: its value there, after the name of a
    /// semantic colour or a colour set.
    static func shown(_ color: RowColor, in appearance: RowAppearance) -> String {
        let value = color.resolved(in: appearance).description
        switch color {
        case .system(let system): return "\(system.rawValue) (\(value))"
        case .asset: return "\(color) (\(value))"
        default: return value
        }
    }

    /// `ratio` to two decimals, rounded half up, but never printed as `minimum` or more: 4.4999
    /// fails 4.5:1 (WCAG does not round), and "4.50:1 ... needs at least 4.5:1" would read as a mistake.
    static func ratioText(_ ratio: Double, below minimum: Double) -> String {
        let hundredths = min((ratio * 100).rounded(.toNearestOrAwayFromZero), minimum * 100 - 1)
        let whole = Int(hundredths) / 100, fraction = Int(hundredths) % 100
        return "\(whole)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    private static func tallerThanRow(_ element: (key: String, height: Double, what: String),
                                      theme: RowTheme, keys: [String: Span]) -> Diagnostic {
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
                                    theme: RowTheme, keys: [String: Span]) -> Diagnostic {
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
