// Fixtures.swift reads the catalogs under Tests/Cases/strings, written in Xcode's format, and parses text for the other tests.

import RowcDiagnostics
import RowcSource
@testable import RowcStrings
import RowcTestSupport
import Testing

enum Fixtures {
    /// Every fixture catalog's file name.
    static let names = ["Empty.xcstrings", "Localizable.xcstrings", "NoVersion.xcstrings", "Settings.xcstrings", "Windows.xcstrings"]

    static func bytes(_ name: String) throws -> [UInt8] { try Repository.read("Tests/Cases/strings/" + name) }

    static func catalog(_ name: String) throws -> StringCatalog {
        try parsed(SourceFile(path: name, bytes: bytes(name)))
    }

    static func catalog(text: String, path: String = "Test.xcstrings") throws -> StringCatalog {
        try parsed(SourceFile(path: path, text: text))
    }

    private static func parsed(_ file: SourceFile) throws -> StringCatalog {
        let (catalog, diagnostics) = StringCatalog.parse(file)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(catalog)
    }

    /// The diagnostics of `text` as `line:column CODE`, each followed by its message.
    static func problems(_ text: String) -> [String] {
        problems(SourceFile(path: "Bad.xcstrings", text: text))
    }

    static func problems(_ file: SourceFile) -> [String] {
        let (catalog, diagnostics) = StringCatalog.parse(file)
        #expect(catalog == nil || diagnostics.isEmpty)
        return diagnostics.map { d in
            let at = file.location(of: d.span.start)
            return "\(at.line):\(at.column) \(d.code.id) \(d.message)"
        }
    }
}
