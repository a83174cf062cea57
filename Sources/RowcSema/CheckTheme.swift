// CheckTheme.swift checks `theme` declarations and applies their values over the defaults.

import RowcDiagnostics
import RowcSource
import RowcSyntax

extension CheckerState {
    mutating func checkTheme(_ declaration: Declaration) {
        let names = ThemeKey.all.map(\.name)
        for attribute in tree.attributes(of: declaration) {
            let keySpan = tree.token(attribute.key).span
            let name = file.text(keySpan)
            guard let key = ThemeKey.named(name) else {
                let best = closestNames(to: name, among: names).first
                report(.unknownThemeKey, SemaMessage.unknownThemeKey(name, suggestion: best), at: keySpan,
                       fixIts: best.map { [FixIt(SemaMessage.replace(name, with: $0), replacing: keySpan, with: $0)] } ?? [])
                continue
            }
            if let first = themeKeys[name] {
                report(.duplicateAttribute, SemaMessage.themeKeyGivenTwice(name), at: tree.span(of: attribute),
                       notes: [Note(SemaMessage.firstGivenHere, at: first)])
                continue
            }
            themeKeys[name] = tree.span(of: attribute)
            spec.themeKeySpans[name] = keySpan
            guard let valueIndex = value(attribute, key: name, example: "\(name):\(key.value(in: .default))") else { continue }
            apply(key, valueIndex, attribute)
        }
    }

    mutating func apply(_ key: ThemeKey, _ valueIndex: TokenIndex, _ attribute: Attribute) {
        let token = tree.token(valueIndex)
        let text = file.text(token.span)
        switch key.kind {
        case .color:
            guard let color = color(token, text, attribute, key) else { return }
            key.apply(color: color, to: &spec.theme)
        case .textStyle:
            guard token.kind == .identifier, ThemeKey.textStyleNames.contains(text) else {
                let best = token.kind == .identifier ? closestNames(to: text, among: ThemeKey.textStyleNames).first : nil
                report(.wrongValueKind,
                       SemaMessage.wrongKind(key.name, expected: SemaMessage.textStyleExpected,
                                             found: SemaMessage.describe(token, in: file)),
                       at: token.span,
                       fixIts: best.map { [FixIt(SemaMessage.replace(text, with: $0), replacing: token.span, with: $0)] } ?? [])
                return
            }
            key.apply(textStyle: TextStyle(rawValue: text), to: &spec.theme)
        case .length(let minimum):
            guard let value = number(token, attribute, key) else { return }
            guard value >= minimum else {
                report(.themeValueOutOfRange, SemaMessage.themeValueBelowMinimum(key.name, minimum: minimum, value: text),
                       at: token.span)
                return
            }
            key.apply(number: value, to: &spec.theme)
        case .fontSize:
            guard let value = number(token, attribute, key) else { return }
            guard value > 0 else {
                report(.themeValueOutOfRange, SemaMessage.fontSizeNotPositive(key.name, value: text), at: token.span)
                return
            }
            key.apply(number: value, to: &spec.theme)
        }
    }

    mutating func number(_ token: Token, _ attribute: Attribute, _ key: ThemeKey) -> Double? {
        guard token.kind == .number, let value = Double(file.text(token.span)) else {
            wrongKind(attribute, key: key.name, expected: "a number of points", token: token, quote: false)
            return nil
        }
        guard value <= 10_000 else {
            report(.themeValueOutOfRange, SemaMessage.themeValueTooLarge(key.name, value: file.text(token.span)), at: token.span)
            return nil
        }
        return value
    }

    /// The colour `token` writes: a colour token, or the name of a semantic colour. A name that
    /// is none is E213, with the closest name as a fix-it.
    mutating func color(_ token: Token, _ text: String, _ attribute: Attribute, _ key: ThemeKey) -> ThemeColor? {
        switch token.kind {
        case .color:
            // The lexer let through only well-formed colours.
            return ThemeColor(hex: text)
        case .identifier, .keyword:
            if let system = SystemColor(rawValue: text) { return .system(system) }
            let best = closestNames(to: text, among: SystemColor.allCases.map(\.rawValue)).first
            report(.unknownColorName, SemaMessage.unknownColorName(text, key: key.name, suggestion: best), at: token.span,
                   fixIts: best.map { [FixIt(SemaMessage.replace(text, with: $0), replacing: token.span, with: $0)] } ?? [])
            return nil
        default:
            wrongKind(attribute, key: key.name, expected: "a colour such as `#292E31`, `#292E31/#E3E6E8` or `label`",
                      token: token, quote: false)
            return nil
        }
    }
}
