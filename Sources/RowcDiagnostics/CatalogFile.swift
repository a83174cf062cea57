// CatalogFile.swift holds the diagnostics of one file of a catalog rowc reads beside the specs: asset and String Catalogs alike.

import RowcSource

/// The problems found in one file or folder of a catalog: a Contents.json or `.xcstrings` file
/// (whose lines the diagnostics point into) or, for what could not be read, its path with no text.
public struct CatalogFile: Sendable {
    public let file: SourceFile
    public var diagnostics: [Diagnostic]

    public init(file: SourceFile, diagnostics: [Diagnostic]) {
        self.file = file
        self.diagnostics = diagnostics
    }
}
