// StringsDiagnostics.swift is the catalogue of the String Catalog reader's diagnostics (E601-E603).

import RowcDiagnostics

extension DiagnosticCode {
    public static let malformedStringCatalog = DiagnosticCode(
        "E601", .error, "a String Catalog is not valid JSON or not UTF-8, or gives a key twice",
        help: "Fix the file at the line and column shown, or let Xcode write it again: open the catalog in Xcode and edit a string. A key given twice would lose one of its translations, so keep one of them.")
    public static let invalidStringCatalog = DiagnosticCode(
        "E602", .error, "a String Catalog lacks a key rowc needs, or has one of the wrong kind",
        help: "Xcode writes `{sourceLanguage, strings: {KEY: {comment, localizations: {LANGUAGE: {stringUnit: {state, value}}}}}, version}`; grammar.md describes the format rowc reads.")
    public static let unreadableStringCatalog = DiagnosticCode(
        "E603", .error, "a String Catalog cannot be read",
        help: "Check that the path is a regular file you may read; a catalog over 64 MiB is not read either.")

    /// Every code of the String Catalog reader, in code order.
    public static let stringsCatalogue: [DiagnosticCode] = [.malformedStringCatalog, .invalidStringCatalog, .unreadableStringCatalog]
}
