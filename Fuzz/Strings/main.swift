// main.swift (fuzz-strings): any bytes as a String Catalog through the reader, the editor and the writer.
//
// Invariants, beyond "no crash and no hang": the bytes either read as a catalog or fail with
// diagnostics that have messages; a catalog that reads writes bytes that read back as the same
// content and write the same bytes again; adding a key, setting a comment and marking a key
// stale keep every localization.

import FuzzHarness
import RowcSource
import RowcStrings

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzStrings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzHarness.bytes(data, size)
    let (parsed, diagnostics) = StringCatalog.parse(SourceFile(path: "Fuzz.xcstrings", bytes: input))
    guard var catalog = parsed else {
        if diagnostics.isEmpty { FuzzHarness.fail("no catalog and no diagnostic", input: input) }
        if diagnostics.contains(where: { $0.message.isEmpty }) { FuzzHarness.fail("a diagnostic without a message", input: input) }
        return 0
    }
    if !diagnostics.isEmpty { FuzzHarness.fail("a catalog with diagnostics", input: input) }
    let written = catalog.written()
    let again = reread(written, input: input)
    if again.written() != written { FuzzHarness.fail("writing is not idempotent", input: input) }
    if summary(again) != summary(catalog) { FuzzHarness.fail("the written catalog reads back differently", input: input) }

    let keys = catalog.keys
    let isNew = catalog.entry("fuzz.added") == nil
    catalog.addKey("fuzz.added", comment: "a \"new\" key\n")
    for key in keys.prefix(50) {
        catalog.setComment("edited", for: key)
        catalog.setExtractionState("stale", for: key)
    }
    for key in keys.prefix(25) { catalog.setExtractionState(nil, for: key) }
    let edited = reread(catalog.written(), input: input)
    for key in keys where localizations(edited, key) != localizations(again, key) {
        FuzzHarness.fail("editing lost a localization of \(key.debugDescription)", input: input)
    }
    if isNew && edited.entry("fuzz.added")?.comment != "a \"new\" key\n" { FuzzHarness.fail("the added key's comment was lost", input: input) }
    return 0
}

/// `bytes`, which rowc wrote, read again: they must read.
func reread(_ bytes: [UInt8], input: [UInt8]) -> StringCatalog {
    let (catalog, diagnostics) = StringCatalog.parse(SourceFile(path: "Written.xcstrings", bytes: bytes))
    guard let catalog else {
        FuzzHarness.fail("what rowc wrote does not read: \(diagnostics.map(\.message))\n\(String(decoding: bytes.prefix(2000), as: UTF8.self))", input: input)
    }
    return catalog
}

/// What rowc reads of the localizations of `key`.
func localizations(_ catalog: StringCatalog, _ key: String) -> String {
    guard let entry = catalog.entry(key) else { return "missing" }
    return entry.localizations.keys.sorted().map { language in
        let localization = entry.localizations[language]!
        // Units in the file's order, which writing sorts: compared as a set of values.
        return "\(language)=\(localization.state ?? "-"):\(localization.value ?? "-"):\(localization.units.map(\.value).sorted())"
    }.joined(separator: "|")
}

/// Every key with what rowc reads of it, sorted: equal for two catalogs of the same content.
func summary(_ catalog: StringCatalog) -> [String] {
    catalog.keys.map { key in
        let entry = catalog.entry(key)!
        return "\(key)\u{0}\(entry.comment ?? "-")|\(entry.extractionState ?? "-")|\(entry.shouldTranslate)|\(localizations(catalog, key))"
    }.sorted() + [catalog.sourceLanguage, catalog.languages.joined(separator: ","), "\(catalog.layout)"]
}

FuzzHarness.main(fuzzStrings)
