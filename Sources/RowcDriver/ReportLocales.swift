// ReportLocales.swift reads `rowc report`'s --locale list and turns it, per spec, into the locales its rows are laid out in.

import RowcDiagnostics
import RowcLayout
import RowcSema
import RowcStrings

/// What `--locale` asks for: the languages of the catalogs, or pseudolanguages, or both.
struct LocaleRequest {
    /// The codes as given, in order, or nil for the default: each spec's source language.
    var codes: [String]?

    /// `de,ar,double-length` or `all` (every language of the catalogs a spec uses). A language no
    /// catalog has is a usage error, with the closest code as a hint: a report of a language that
    /// is nowhere would only show the source text again and call it German.
    init(_ text: String?, strings: StringCatalogs) throws(UsageError) {
        guard let text else { return }
        let items = text.split(separator: ",", omittingEmptySubsequences: false).map { ReportOptions.trimmingSpaces($0) }
        guard items.contains(where: { !$0.isEmpty }) else {
            throw UsageError("--locale needs at least one language, as in --locale de,ja, or all, or a pseudolanguage such as double-length")
        }
        let known = Set(strings.catalogs.flatMap(\.languages))
        var codes: [String] = []
        for item in items {
            guard !item.isEmpty else { throw UsageError("--locale `\(text)` has an empty locale between commas") }
            if item != "all" && Pseudolanguage(rawValue: item) == nil && !known.contains(item) {
                let names = known.sorted() + Pseudolanguage.allCases.map(\.rawValue) + ["all"]
                let hint = closestNames(to: item, among: names).first.map { "; did you mean `\($0)`?" } ?? ""
                let catalogs = known.isEmpty ? "no String Catalog is known" : "the String Catalogs have " + known.sorted().joined(separator: ", ")
                throw UsageError("--locale: `\(item)` is in no String Catalog\(hint) (\(catalogs); pseudolanguages are "
                                 + Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ") + ")")
            }
            if !codes.contains(item) { codes.append(item) }
        }
        self.codes = codes
    }

    /// The locales `spec` is laid out in: each code asked for (`all` standing for the languages
    /// of the catalogs its texts are looked up in, source language first), or by default its
    /// source language; a spec that is not localized is laid out in its own text, and in any
    /// pseudolanguage asked for.
    func locales(for spec: CheckedSpec, strings: StringCatalogs) -> [ReportLocale] {
        let tables = StringsCheck.tables(of: spec, in: strings)
        let catalogs = Set(spec.localizableStrings(tables: tables).map(\.table)).sorted().compactMap { strings.catalog(table: $0) }
        let home = tables.defaultTable.flatMap { strings.catalog(table: $0) } ?? catalogs.first
        var codes: [String] = []
        for code in self.codes ?? [home?.sourceLanguage].compactMap({ $0 }) {
            if code == "all" {
                codes += (home.map { [$0.sourceLanguage] } ?? []) + catalogs.flatMap(\.languages).sorted()
            } else if Pseudolanguage(rawValue: code) != nil || home != nil {
                codes.append(code)
            }
        }
        var seen = Set<String>()
        let locales = codes.filter { seen.insert($0).inserted }.map { code in locale(code, tables: tables, strings: strings) }
        return locales.isEmpty ? [.unlocalized] : locales
    }

    private func locale(_ code: String, tables: StringTables, strings: StringCatalogs) -> ReportLocale {
        if let pseudo = Pseudolanguage(rawValue: code) {
            // Xcode applies a pseudolanguage to every localized string; a spec without a catalog is
            // laid out as though it had one, which is what a team with no translations yet asks.
            let every = tables.defaultTable == nil ? StringTables(specTable: "", hasTable: { _ in true }) : tables
            return ReportLocale(code: code, isRightToLeft: pseudo.isRightToLeft, tables: every) { key, _, _ in pseudo.apply(to: key) }
        }
        return ReportLocale(code: code, isRightToLeft: WritingDirection.isRightToLeft(code), tables: tables) { key, table, _ in
            // As on the device: a language without the key's translation shows the source text.
            strings.catalog(table: table)?.text(key, in: code) ?? key
        }
    }
}
