// StringsCheck.swift checks a spec's localizable texts against its String Catalogs: missing keys, missing translations, format specifiers and unknown tables (W601-W604).

import RowcDiagnostics
import RowcSource
import RowcStrings

public enum StringsCheck {
    /// The tables `spec` looks its texts up in, given the catalogs known.
    public static func tables(of spec: CheckedSpec, in strings: StringCatalogs) -> StringTables {
        StringTables(specTable: StringTables.specTable(path: spec.file.path)) { strings.catalog(table: $0) != nil }
    }

    /// The warnings about `spec`'s texts. A spec with no catalog at all is not localized, and
    /// nothing is said about it; each key is judged once, at its first use.
    static func diagnostics(for spec: CheckedSpec, in strings: StringCatalogs) -> [Diagnostic] {
        guard strings.isKnown else { return [] }
        let tables = tables(of: spec, in: strings)
        var found: [Diagnostic] = []
        var judged = Set<[String]>(), unknownTables = Set<String>()
        for text in spec.localizableStrings(tables: tables) where judged.insert([text.table, text.key]).inserted {
            guard let catalog = strings.catalog(table: text.table) else {
                if unknownTables.insert(text.table).inserted {
                    found.append(Diagnostic(.unknownTable, SemaMessage.unknownTable(text.table), at: text.span))
                }
                continue
            }
            let file = Self.fileName(catalog.path)
            guard let entry = catalog.entry(text.key) else {
                found.append(Diagnostic(.missingStringKey, SemaMessage.missingStringKey(text.key, slot: text.slot.rawValue, catalog: file),
                                        at: text.span))
                continue
            }
            guard entry.shouldTranslate else { continue }
            let untranslated = catalog.languages.dropFirst().filter { entry.localizations[$0]?.state != "translated" }
            if !untranslated.isEmpty {
                let described = untranslated.map { language in
                    entry.localizations[language]?.state.map { "\(language) (\($0))" } ?? language
                }
                found.append(Diagnostic(.missingTranslation, SemaMessage.missingTranslation(text.key, languages: described, catalog: file),
                                        at: text.span))
            }
            let sourceText = entry.localizations[catalog.sourceLanguage]
            let source = Set(FormatSpecifiers.arguments(of: sourceText?.value ?? text.key, substitutions: sourceText?.substitutions ?? [:]))
            for language in catalog.languages.dropFirst() {
                guard let localization = entry.localizations[language] else { continue }
                for unit in localization.units {
                    let extra = FormatSpecifiers.arguments(of: unit.value, substitutions: localization.substitutions).filter { !source.contains($0) }
                    guard let first = extra.first else { continue }
                    let line = catalog.file.location(of: unit.span.start).line
                    found.append(Diagnostic(.extraFormatSpecifier,
                                            SemaMessage.extraFormatSpecifier(text.key, language: language, specifier: first,
                                                                             catalog: file, line: line),
                                            at: text.span))
                    break
                }
            }
        }
        return found
    }

    public static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }
}
