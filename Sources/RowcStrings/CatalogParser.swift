// CatalogParser.swift reads a String Catalog's bytes, reporting why it cannot be used at the line and column where it goes wrong.

import RowcDiagnostics
import RowcJSON
import RowcSource
import RowcSystem

extension StringCatalog {
    /// The largest catalog rowc reads. An app's catalog of 10,000 keys in 20 languages is about
    /// 40 MiB; a larger file is more likely something else than a catalog.
    public static let maxBytes = 64 << 20

    /// Reads `file` as a catalog: nil, with the reasons (E601, E602) at their lines and columns,
    /// when it is not one rowc can use; never a crash or a hang, whatever the bytes.
    public static func parse(_ file: SourceFile) -> (catalog: StringCatalog?, diagnostics: [Diagnostic]) {
        var parser = CatalogParser(file: file)
        let catalog = parser.catalog()
        let diagnostics = parser.diagnostics()
        return (diagnostics.isEmpty ? catalog : nil, diagnostics)
    }

    /// Reads the catalog at `path`; what cannot be read (E603) is reported at its path. On
    /// success the catalog's `file` is what diagnostics point into.
    public static func read(path: String) -> (catalog: StringCatalog?, diagnostics: [Diagnostic]) {
        let read = load(path: path)
        return (read.catalog, read.problems.diagnostics)
    }

    /// `read(path:)`, also giving the file the diagnostics point into.
    static func load(path: String) -> (catalog: StringCatalog?, problems: CatalogFile) {
        let message: String
        switch FileBytes.read(path, limit: maxBytes) {
        case .success(let bytes):
            let file = SourceFile(path: path, bytes: bytes)
            let (catalog, diagnostics) = parse(file)
            return (catalog, CatalogFile(file: file, diagnostics: diagnostics))
        case .failure(.open(let code)), .failure(.read(let code)): message = StringsMessage.unreadable(SystemReason.text(code))
        case .failure(.tooLarge): message = StringsMessage.tooLarge(limit: maxBytes)
        case .failure(.folder), .failure(.notRegular): message = StringsMessage.unreadable("not a regular file")
        }
        let diagnostic = Diagnostic(.unreadableStringCatalog, message, at: .empty(at: 0))
        return (nil, CatalogFile(file: SourceFile(path: path, bytes: []), diagnostics: [diagnostic]))
    }
}

/// One catalog being read: the checks of every value rowc uses, and the diagnostics so far.
struct CatalogParser {
    let file: SourceFile
    private var found: [Diagnostic] = []
    private var limit = DiagnosticLimit()
    /// Every language some localization names.
    private var languages = Set<String>()

    /// A catalog nests eleven levels at most (a plural inside a device variation); deeper is hostile.
    static let maxDepth = 64

    init(file: SourceFile) {
        self.file = file
    }

    /// What was found, with a count of what the limit left out.
    func diagnostics() -> [Diagnostic] {
        found + (limit.summary(.invalidStringCatalog).map { [$0] } ?? [])
    }

    mutating func catalog() -> StringCatalog? {
        if let bad = UTF8Decoding.firstInvalid(file.bytes) {
            report(.malformedStringCatalog, StringsMessage.notUTF8, at: bad..<bad + 1)
            return nil
        }
        var ranges: [Range<Int>] = []
        let value: JSON
        do {
            value = try JSON.parse(file.bytes, maxDepth: Self.maxDepth, ranges: &ranges)
        } catch {
            let at = min(error.offset, file.count)
            report(.malformedStringCatalog, StringsMessage.notJSON(error.message), at: at..<min(at + 1, file.count))
            return nil
        }
        let root = LocatedJSON(value, ranges: ranges)
        guard root.isObject else {
            report(.invalidStringCatalog, StringsMessage.catalogNotObject, at: root.pointRange)
            return nil
        }
        guard refuseDuplicates(in: root, path: .root) else { return nil }
        let sourceLanguage = string("sourceLanguage", in: root, path: .root, required: true)
        var keys: [String] = []
        var entries: [String: StoredEntry] = [:]
        if let strings = member("strings", of: root, path: .root, kind: "an object", required: true) {
            keys.reserveCapacity(strings.members.count)
            entries.reserveCapacity(strings.members.count)
            for (key, json) in strings.members {
                guard let entry = entry(json, path: KeyPath.root.appending("strings").appending(key)),
                      case .object(let members) = json.value else { continue }
                keys.append(key)
                entries[key] = StoredEntry(entry: entry, members: members)
            }
        }
        guard let sourceLanguage, found.isEmpty, case .object(let members) = root.value else { return nil }
        return StringCatalog(path: file.path, file: file, sourceLanguage: sourceLanguage, keys: keys, entries: entries,
                             otherMembers: members.filter { $0.0 != "sourceLanguage" && $0.0 != "strings" },
                             localizedLanguages: languages.sorted(), layout: CatalogLayout(of: file.bytes))
    }

    // MARK: Entries

    private mutating func entry(_ json: LocatedJSON, path: KeyPath) -> CatalogEntry? {
        guard json.isObject else {
            wrongKind(path, json, expected: "an object")
            return nil
        }
        var entry = CatalogEntry()
        entry.comment = string("comment", in: json, path: path)
        entry.extractionState = string("extractionState", in: json, path: path)
        if let flag = json["shouldTranslate"] {
            if case .bool(let value) = flag.value { entry.shouldTranslate = value } else {
                wrongKind(path.appending("shouldTranslate"), flag, expected: "true or false")
            }
        }
        if let localizations = member("localizations", of: json, path: path, kind: "an object") {
            let inner = path.appending("localizations")
            for (language, json) in localizations.members {
                languages.insert(language)
                entry.localizations[language] = localization(json, path: inner.appending(language))
            }
        }
        return entry
    }

    private mutating func localization(_ json: LocatedJSON, path: KeyPath) -> Localization {
        var localization = Localization()
        let shown = units(in: json, path: path, into: &localization)
        localization.value = shown?.value
        localization.valueSpan = shown?.span
        return localization
    }

    /// The units of `json`, a localization, a variation's case or a substitution: its string unit,
    /// its variations and its substitutions, added to `localization` in the file's order. Gives
    /// the one a row shows: the string unit's, else the variations' (see `Localization.value`).
    private mutating func units(in json: LocatedJSON, path: KeyPath, into localization: inout Localization) -> (value: String, span: Span)? {
        guard json.isObject else {
            wrongKind(path, json, expected: "an object")
            return nil
        }
        var unit: (value: String, span: Span)?
        var variation: (value: String, span: Span)?
        for (key, member) in json.members {
            switch key {
            case "stringUnit": unit = stringUnit(member, path: path.appending(key), into: &localization)
            case "variations": variation = variations(member, path: path.appending(key), into: &localization)
            case "substitutions":
                guard let substitutions = objectMembers(member, path: path.appending(key)) else { continue }
                for (name, substitution) in substitutions {
                    let inner = path.appending(key).appending(name)
                    _ = units(in: substitution, path: inner, into: &localization)
                    guard substitution.isObject else { continue }
                    if let number = substitution["argNum"], number.value.intValue == nil {
                        wrongKind(inner.appending("argNum"), number, expected: "a whole number")
                    }
                    if let specifier = string("formatSpecifier", in: substitution, path: inner) { localization.substitutions[name] = specifier }
                }
            default: break
            }
        }
        return unit ?? variation
    }

    private mutating func stringUnit(_ json: LocatedJSON, path: KeyPath, into localization: inout Localization) -> (value: String, span: Span)? {
        guard json.isObject else {
            wrongKind(path, json, expected: "an object")
            return nil
        }
        if let state = string("state", in: json, path: path) {
            localization.state = StateOrder.leastFinished(localization.state, state)
        }
        guard let value = member("value", of: json, path: path, kind: "a string", required: true),
              case .string(let text) = value.value else { return nil }
        let unit = (value: text, span: span(value.range))
        localization.units.append(unit)
        return unit
    }

    /// The variations of one unit: `plural`, `device` or another kind, each by case. Gives the
    /// case a row shows on an iPhone: device's `iphone` or `other`, else plural's `other`.
    private mutating func variations(_ json: LocatedJSON, path: KeyPath, into localization: inout Localization) -> (value: String, span: Span)? {
        guard let kinds = objectMembers(json, path: path) else { return nil }
        var shown: [String: (value: String, span: Span)] = [:]
        for (kind, cases) in kinds {
            guard let cases = objectMembers(cases, path: path.appending(kind)) else { continue }
            var byCase: [String: (value: String, span: Span)] = [:]
            for (name, variation) in cases {
                if let unit = units(in: variation, path: path.appending(kind).appending(name), into: &localization) { byCase[name] = unit }
            }
            shown[kind] = kind == "device" ? byCase["iphone"] ?? byCase["other"] : byCase["other"]
        }
        // Another kind: the first in the written order, so reading what rowc wrote chooses alike.
        return shown["device"] ?? shown["plural"] ?? shown.keys.min(by: KeyOrder.precedes).flatMap { shown[$0] }
    }

    // MARK: Members

    /// The member `key` of `object` when it is of `kind` (checked by the JSON case `kind` names);
    /// nil, with a diagnostic, when it is of another kind or, being `required`, missing.
    private mutating func member(_ key: String, of object: LocatedJSON, path: KeyPath, kind: String, required: Bool = false) -> LocatedJSON? {
        guard let value = object[key] else {
            if required { report(.invalidStringCatalog, StringsMessage.missingKey(path.appending(key)), at: object.pointRange) }
            return nil
        }
        let matches = switch value.value {
        case .object: kind == "an object"
        case .string: kind == "a string"
        default: false
        }
        guard matches else {
            wrongKind(path.appending(key), value, expected: kind)
            return nil
        }
        return value
    }

    private mutating func string(_ key: String, in object: LocatedJSON, path: KeyPath, required: Bool = false) -> String? {
        member(key, of: object, path: path, kind: "a string", required: required)?.value.stringValue
    }

    /// The members of `json` when it is an object, else nil with a diagnostic.
    private mutating func objectMembers(_ json: LocatedJSON, path: KeyPath) -> [(key: String, value: LocatedJSON)]? {
        guard json.isObject else {
            wrongKind(path, json, expected: "an object")
            return nil
        }
        return json.members
    }

    /// Whether no object in `json` gives a key twice: JSON allows it, but the parsed catalog
    /// would keep one value and lose the other's translations, so each duplicate is an error.
    /// Keys are compared as Swift compares strings, so two spellings of `é` are one key.
    private mutating func refuseDuplicates(in json: LocatedJSON, path: KeyPath) -> Bool {
        var clean = true
        let members = json.members
        // Most objects have two or three members: comparing them pairwise allocates nothing.
        if members.count > 1 && members.count <= 8 {
            for (index, member) in members.enumerated() {
                guard let earlier = members[..<index].first(where: { $0.key == member.key }) else { continue }
                reportDuplicate(member.key, member.value, first: earlier.value, path: path)
                clean = false
            }
        } else if members.count > 8 {
            var first: [String: LocatedJSON] = [:]
            for (key, value) in members {
                if let earlier = first[key] {
                    reportDuplicate(key, value, first: earlier, path: path)
                    clean = false
                } else {
                    first[key] = value
                }
            }
        }
        for (key, value) in json.members where !value.members.isEmpty || !value.items.isEmpty {
            clean = refuseDuplicates(in: value, path: path.appending(key)) && clean
        }
        for (index, item) in json.items.enumerated() where !item.members.isEmpty || !item.items.isEmpty {
            clean = refuseDuplicates(in: item, path: path.appending(String(index))) && clean
        }
        return clean
    }

    private mutating func reportDuplicate(_ key: String, _ value: LocatedJSON, first: LocatedJSON, path: KeyPath) {
        let note = Note(StringsMessage.firstKey, at: span(keyRange(before: first)))
        report(.malformedStringCatalog, StringsMessage.duplicateKey(key, in: path), at: keyRange(before: value), notes: [note])
    }

    /// The range of the quoted key before a member's value: back over the colon and spaces to
    /// the closing quote, then to the first quote not escaped by a backslash.
    private func keyRange(before value: LocatedJSON) -> Range<Int> {
        let bytes = file.bytes
        var i = value.range.lowerBound - 1
        while i > 0 && bytes[i] != UInt8(ascii: "\"") { i -= 1 }
        let end = i + 1
        i -= 1
        while i > 0 {
            if bytes[i] == UInt8(ascii: "\"") {
                var backslashes = 0
                while i - backslashes - 1 >= 0 && bytes[i - backslashes - 1] == UInt8(ascii: "\\") { backslashes += 1 }
                if backslashes % 2 == 0 { break }
            }
            i -= 1
        }
        return max(i, 0)..<max(end, 0)
    }

    // MARK: Reporting

    private mutating func wrongKind(_ path: KeyPath, _ value: LocatedJSON, expected: String) {
        report(.invalidStringCatalog, StringsMessage.wrongKind(path, expected: expected, found: value.kind), at: value.pointRange)
    }

    private mutating func report(_ code: DiagnosticCode, _ message: String, at range: Range<Int>, notes: [Note] = []) {
        limit.append(Diagnostic(code, message, at: span(range), notes: notes), to: &found)
    }

    private func span(_ range: Range<Int>) -> Span {
        Span(min(range.lowerBound, file.count), min(range.upperBound, file.count))
    }
}
