// StringsCommand.swift implements `rowc strings`: keep the String Catalogs in step with the specs' texts, never losing a translation.

import RowcDiagnostics
import RowcSema
import RowcSource
import RowcStrings

extension Command {
    static let strings = Command(
        name: "strings",
        summary: "Add the specs' texts to their String Catalogs and mark unused keys stale.",
        usage: "strings [--check] [--strings FILE] PATH...",
        description: """
        Checks every spec, then brings each String Catalog its texts are looked up in up to date:
        a text no catalog has yet is added as a key (with the declaration's doc comment as the
        translators' comment), a key the specs use again loses its stale mark, and a key no spec
        uses any more is marked stale (`"extractionState" : "stale"`), as Xcode marks keys its
        code no longer uses. No translation is ever removed or changed. A catalog named after a
        spec (Settings.xcstrings for Settings.rows) belongs to it: any of its keys the spec does
        not use becomes stale, but for keys added by hand in Xcode (`manual`). A shared catalog
        such as Localizable.xcstrings holds the app's own strings too: there rowc marks stale only
        the keys it added, which it knows by their comment's last line, `[Settings.rows]`.
        Each catalog is written as Xcode writes it, through a temporary file and a rename, and only
        when it changes. With --check nothing is written, and the exit status is 1 when a catalog
        is out of step. A spec or catalog with errors stops the command before anything is written.
        """,
        options: [
            OptionSpec(name: "--check", value: nil, help: "write nothing; exit 1 when a catalog is out of step"),
            CheckedInputs.stringsOption,
        ],
        run: { arguments, console throws(UsageError) in
            let inputs = try CheckedInputs.load(arguments, for: "strings")
            // Only errors stop the command: W601 (a key the catalog lacks) is what it is run to mend.
            let errors = inputs.reports.map { ($0.file, $0.diagnostics.filter { $0.severity == .error }) }
            if printDiagnostics(errors, specs: inputs.results.count, text: .standard, outcome: "no catalog written",
                                console: console) { return ExitCode.failure }
            let sync = CatalogSync(inputs.results.map(\.spec), strings: inputs.strings)
            if !sync.unlocalized.isEmpty { console.err(StringsMessage.unlocalized(sync.unlocalized) + "\n") }
            // A catalog with nothing to add or mark is left alone, however it is laid out.
            let changed = sync.updated.filter(\.changesContent)
            if arguments.has("--check") {
                for update in changed { console.out("\(update.catalog.path): out of step: \(update.summary)\n") }
                return changed.isEmpty ? ExitCode.success : ExitCode.failure
            }
            var failures = 0
            for update in changed {
                do throws(FileReplacement.Failure) {
                    try FileReplacement.replace(update.catalog.path, with: update.bytes)
                    console.err("\(update.catalog.path): \(update.summary)\n")
                } catch {
                    console.err("rowc: error: \(update.catalog.path): \(error.message)\n")
                    failures += 1
                }
            }
            console.err("\(changed.count - failures) written, \(inputs.strings.catalogs.count - changed.count) unchanged\n")
            return failures == 0 ? ExitCode.success : ExitCode.usage
        })
}

enum StringsMessage {
    /// One line for the specs with no catalog, which are not localized: not a problem, but worth knowing.
    static func unlocalized(_ specs: [String]) -> String {
        let names = specs.map(StringsCheck.fileName)
        let what = names.count == 1 ? "1 spec has" : "\(names.count) specs have"
        return "\(what) no String Catalog and \(names.count == 1 ? "is" : "are") not localized: \(names.joined(separator: ", "))"
            + " (a catalog named after the spec, or Localizable.xcstrings, beside it localizes it)"
    }
}

/// What `rowc strings` would make of each catalog: pure, so `--check` and a write agree.
struct CatalogSync {
    struct Update {
        let catalog: StringCatalog
        let bytes: [UInt8]
        var added = 0, staled = 0, revived = 0, commented = 0

        var changesContent: Bool { added + staled + revived + commented > 0 }

        /// `2 keys added, 1 marked stale`.
        var summary: String {
            func count(_ n: Int, _ what: String) -> String? { n == 0 ? nil : "\(n) key\(n == 1 ? "" : "s") \(what)" }
            let parts = [count(added, "added"), count(staled, "marked stale"), count(revived, "no longer stale"),
                         count(commented, "with a new comment")].compactMap { $0 }
            return parts.joined(separator: ", ")
        }
    }

    /// Specs that have texts but no catalog to look them up in.
    private(set) var unlocalized: [String] = []
    private(set) var updated: [Update] = []

    init(_ specs: [CheckedSpec], strings: StringCatalogs) {
        // Each table's keys, with the first use's comment and spec.
        var used: [String: [String: (comment: String?, spec: String)]] = [:]
        var owners = Set<String>(), inputs = Set<String>()
        for spec in specs {
            let name = StringsCheck.fileName(spec.file.path)
            inputs.insert(name)
            let tables = StringsCheck.tables(of: spec, in: strings)
            if tables.defaultTable == nil {
                if !spec.localizableStrings(tables: StringTables(specTable: "", hasTable: { _ in true })).isEmpty,
                   spec.localizableStrings(tables: tables).isEmpty {
                    unlocalized.append(spec.file.path)
                }
            }
            owners.insert(StringTables.specTable(path: spec.file.path))
            for text in spec.localizableStrings(tables: tables) where used[text.table]?[text.key] == nil {
                used[text.table, default: [:]][text.key] = (text.comment, name)
            }
        }
        for catalog in strings.catalogs {
            let own = owners.contains(catalog.tableName)
            guard own || used[catalog.tableName] != nil else { continue }
            updated.append(Self.update(catalog, used: used[catalog.tableName] ?? [:], own: own, inputs: inputs))
        }
    }

    /// `catalog` with `used`'s keys added or revived, and the keys it owns that no spec uses marked stale.
    static func update(_ catalog: StringCatalog, used: [String: (comment: String?, spec: String)], own: Bool,
                       inputs: Set<String>) -> Update {
        var edited = catalog
        var counts = (added: 0, staled: 0, revived: 0, commented: 0)
        for key in used.keys.sorted() {
            let use = used[key]!
            let comment = own ? use.comment : [use.comment, "[\(use.spec)]"].compactMap { $0 }.joined(separator: "\n")
            guard let entry = catalog.entry(key) else {
                edited.addKey(key, comment: comment)
                counts.added += 1
                continue
            }
            if entry.extractionState == "stale" {
                edited.setExtractionState(nil, for: key)
                counts.revived += 1
            }
            // A comment is rowc's to change only when the spec gives one, or, in a shared catalog,
            // when rowc added the key; a translator's comment on any other key stays.
            let mine = own ? use.comment != nil : marker(of: entry.comment).map(inputs.contains) == true
            if mine, let comment, entry.comment != comment {
                edited.setComment(comment, for: key)
                counts.commented += 1
            }
        }
        for key in catalog.keys where used[key] == nil {
            guard let entry = catalog.entry(key), entry.extractionState != "stale", entry.extractionState != "manual" else { continue }
            // In a shared catalog, only keys rowc added for one of these specs.
            guard own || marker(of: entry.comment).map(inputs.contains) == true else { continue }
            edited.setExtractionState("stale", for: key)
            counts.staled += 1
        }
        var update = Update(catalog: catalog, bytes: edited.written())
        (update.added, update.staled, update.revived, update.commented) = counts
        return update
    }

    /// The spec a comment's last line, `[Settings.rows]`, names: the mark of a key rowc added to a shared catalog.
    static func marker(of comment: String?) -> String? {
        guard let comment, let last = comment.split(separator: "\n", omittingEmptySubsequences: false).last,
              last.hasPrefix("["), last.hasSuffix(".rows]"), last.count > 7 else { return nil }
        return String(last.dropFirst().dropLast())
    }
}
