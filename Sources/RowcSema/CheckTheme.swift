// CheckTheme.swift checks `theme` declarations and applies their values over the defaults.

import RowKit
import RowcAssets
import RowcDiagnostics
import RowcSource
import RowcSyntax

extension CheckerState {
    mutating func checkTheme(_ declaration: Declaration) {
        if let name = declaration.name { checkThemeBase(name) }
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
            guard let valueIndex = value(attribute, key: name, example: "\(name):\(key.value(in: .default))") else { continue }
            // A refused value leaves the base's: no later diagnostic (contrast, a conflict's notes)
            // says the spec set the key, so one mistake gives one error.
            guard let value = themeValue(key, valueIndex, attribute) else { continue }
            key.set(value, in: &spec.theme)
            spec.themeKeySpans[name] = keySpan
        }
    }

    /// The list style of a spec that does not write `list.style`: the one its rows' background
    /// belongs to. Rows on `secondarySystemGroupedBackground` or `tertiarySystemGroupedBackground`
    /// belong to a grouped table; any other background, the default `systemBackground` among
    /// them, to a plain one.
    mutating func inferListStyle() {
        guard spec.themeKeySpans["list.style"] == nil else { return }
        switch spec.theme.backgroundColor {
        case .system(.secondarySystemGroupedBackground), .system(.tertiarySystemGroupedBackground): spec.theme.listStyle = .grouped
        default: break
        }
    }

    /// `theme seed`: the theme the spec's keys start from, once per spec (E202), whichever
    /// declaration names it; keys written before it keep their values. An unknown name is E207.
    mutating func checkThemeBase(_ index: TokenIndex) {
        let span = tree.token(index).span, name = file.text(span)
        guard let base = RowTheme.bases.first(where: { $0.name == name }) else {
            let names = RowTheme.bases.map(\.name)
            let best = closestNames(to: name, among: names).first
            report(.unknownThemeKey, SemaMessage.unknownThemeBase(name, bases: names, suggestion: best), at: span,
                   fixIts: best.map { [FixIt(SemaMessage.replace(name, with: $0), replacing: span, with: $0)] } ?? [])
            return
        }
        if let first = spec.themeBaseSpan {
            report(.duplicateAttribute, SemaMessage.themeBaseGivenTwice, at: span, notes: [Note(SemaMessage.firstGivenHere, at: first)])
            return
        }
        spec.themeBaseSpan = span
        spec.themeBase = base.name
        var theme = base.theme
        for key in ThemeKey.all where themeKeys[key.name] != nil { key.copy(from: spec.theme, to: &theme) }
        spec.theme = theme
    }

    /// The value of `key` at `valueIndex`, in a theme or on a row; nil, with an error, when it is refused.
    mutating func themeValue(_ key: ThemeKey, _ valueIndex: TokenIndex, _ attribute: Attribute) -> ThemeKey.Value? {
        let token = tree.token(valueIndex)
        let text = file.text(token.span)
        if key.takesNone, token.kind == .identifier, text == ThemeKey.noneValue { return .unset }
        switch key.kind {
        case .color:
            return color(valueIndex, text, attribute, key).map(ThemeKey.Value.color)
        case .textStyle:
            guard let name = named(token, among: ThemeKey.textStyleNames, expected: SemaMessage.textStyleExpected, key) else {
                return nil
            }
            return .textStyle(RowTextStyle(rawValue: name))
        case .choice(let names):
            return named(token, among: names, expected: SemaMessage.oneOf(names), key).map(ThemeKey.Value.choice)
        case .length(let minimum):
            guard let value = number(token, attribute, key) else { return nil }
            guard value >= minimum else {
                report(.themeValueOutOfRange, SemaMessage.themeValueBelowMinimum(key.name, minimum: minimum, value: text),
                       at: token.span)
                return nil
            }
            return .number(value)
        case .fontSize:
            guard let value = number(token, attribute, key) else { return nil }
            guard value > 0 else {
                report(.themeValueOutOfRange, SemaMessage.fontSizeNotPositive(key.name, value: text), at: token.span)
                return nil
            }
            return .number(value)
        case .lineLimit:
            guard token.kind == .number, let value = Double(text) else {
                wrongKind(attribute, key: key.name, expected: "a number of lines", token: token, quote: false)
                return nil
            }
            guard value == value.rounded(), value >= 0, value <= Double(ThemeKey.maximumLines) else {
                report(.themeValueOutOfRange, SemaMessage.lineLimitOutOfRange(key.name, value: text), at: token.span)
                return nil
            }
            return .lines(Int(value))
        }
    }

    /// The name `token` writes when it is one of `names`; otherwise E103, with the closest name as a fix-it.
    mutating func named(_ token: Token, among names: [String], expected: String, _ key: ThemeKey) -> String? {
        let text = file.text(token.span)
        guard token.kind == .identifier, names.contains(text) else {
            let best = token.kind == .identifier ? closestNames(to: text, among: names).first : nil
            report(.wrongValueKind,
                   SemaMessage.wrongKind(key.name, expected: expected, found: SemaMessage.describe(token, in: file)),
                   at: token.span,
                   fixIts: best.map { [FixIt(SemaMessage.replace(text, with: $0), replacing: token.span, with: $0)] } ?? [])
            return nil
        }
        return text
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

    /// The colour token `index` writes: a colour token, a colour set's, or the name of a semantic
    /// colour. A name that is none is E213, with the closest name as a fix-it.
    mutating func color(_ index: TokenIndex, _ text: String, _ attribute: Attribute, _ key: ThemeKey) -> RowColor? {
        let token = tree.token(index)
        switch token.kind {
        case .color:
            if tree.isAssetColor(index) { return assetColor(index, attribute, key) }
            // The lexer let through only well-formed colours.
            return RowColor(hex: text)
        case .identifier, .keyword:
            if let system = RowColor.System(rawValue: text) { return .system(system) }
            let best = closestNames(to: text, among: RowColor.System.allCases.map(\.rawValue)).first
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

extension CheckerState {
    /// `asset"NAME"`: the colour set `NAME`, with its values when a catalog holds it. A set no
    /// known catalog holds is W503, with the closest names as fix-its; with no catalog known at
    /// all, nothing can be said of it; a set whose entries have no colour of their own (Xcode's
    /// template `AccentColor`) is W504. Each time the theme key's default stands in for its values.
    mutating func assetColor(_ index: TokenIndex, _ attribute: Attribute, _ key: ThemeKey) -> RowColor? {
        let name = tree.assetColorName(index), span = tree.token(index).span
        guard !name.isEmpty else {
            report(.emptyString, SemaMessage.emptyValue("colour set name"), at: span)
            return nil
        }
        // What the cell shows should the app's bundle lack the set: the key's colour before it,
        // or for a tile that had none, the system's grey.
        var fallback = RowColor.system(.systemGray)
        if case .color(let color) = key.typedValue(in: spec.theme) { fallback = color }
        var color = RowColor.Asset(name: name, light: fallback.resolved(in: .light), dark: fallback.resolved(in: .dark), isRead: false)
        guard assets.isKnown else { return .asset(color) }
        guard let set = assets.colorSet(named: name) else {
            let closest = assets.closestColorSets(to: name)
            report(.missingColorSet, SemaMessage.missingColorSet(name, catalogs: AssetCheck.catalogNames(assets), suggestion: closest.first),
                   at: span, fixIts: closest.map { best in
                       let spelled = "asset" + RowColor.quoted(best)
                       return FixIt(SemaMessage.replace(file.text(span), with: spelled), replacing: span, with: spelled)
                   })
            return .asset(color)
        }
        if set.light == .systemDefault || set.dark == .systemDefault {
            report(.systemDefaultColorSet, SemaMessage.systemDefaultColorSet(name), at: span)
        } else if let light = Self.rgba(set.light, in: .light), let dark = Self.rgba(set.dark, in: .dark) {
            (color.light, color.dark, color.isRead) = (light, dark, true)
        }
        return .asset(color)
    }

    /// A colour set's value for `appearance` as 8-bit sRGB: components rounded, and a reference
    /// to a UIKit colour (`systemBlueColor`) as that semantic colour's value there; nil for a
    /// value that could not be read or a reference rowc does not know.
    static func rgba(_ value: ColorSet.Value?, in appearance: RowAppearance) -> RowColor.RGBA? {
        switch value {
        case .srgb(let c)?:
            func byte(_ v: Double) -> UInt8 { UInt8((min(1, max(0, v)) * 255).rounded()) }
            return RowColor.RGBA(red: byte(c.red), green: byte(c.green), blue: byte(c.blue), alpha: byte(c.alpha))
        case .system(let name)?:
            let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
            return RowColor.System(rawValue: base)?.resolved(in: appearance)
        case .systemDefault?, nil:
            return nil
        }
    }
}
