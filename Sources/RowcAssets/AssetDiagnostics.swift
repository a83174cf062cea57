// AssetDiagnostics.swift is the catalogue of the asset catalog reader's diagnostics (E501-E503, W501).

import RowcDiagnostics

extension DiagnosticCode {
    public static let malformedContents = DiagnosticCode(
        "E501", .error, "an asset catalog's Contents.json is not valid JSON or not UTF-8",
        help: "Fix the file at the line and column shown, or let Xcode write it again: open the catalog in Xcode and change the asset.")
    public static let invalidContents = DiagnosticCode(
        "E502", .error, "an asset catalog's Contents.json lacks a key rowc needs, or has one of the wrong kind",
        help: "Xcode writes colours as `colors: [{color: {color-space, components}, idiom}]` and folder namespaces as `properties: {provides-namespace: true}`; grammar.md describes the format rowc reads.")
    public static let unreadableCatalog = DiagnosticCode(
        "E503", .error, "a file or folder of an asset catalog cannot be read",
        help: "Check its permissions; a catalog nested more than 32 folders deep, or a Contents.json over 4 MiB, is not read either.")
    public static let catalogLinkNotFollowed = DiagnosticCode(
        "W501", .warning, "a symbolic link to a folder inside an asset catalog, which rowc does not follow",
        help: "Put the assets in the catalog itself; a link could lead anywhere, even back into the catalog, so the assets behind it are not known to rowc.")

    /// Every code of the catalog reader, in code order.
    public static let assetCatalogue: [DiagnosticCode] = [.malformedContents, .invalidContents, .unreadableCatalog, .catalogLinkNotFollowed]
}
