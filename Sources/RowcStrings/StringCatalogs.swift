// StringCatalogs.swift holds every String Catalog a command was given, looked up by table name.

import RowcDiagnostics

/// Every catalog a command was given, as one: a target's `.xcstrings` files, each a table.
///
/// `none` (no catalog known) is what a command without catalogs checks against: `isKnown` is
/// false, so nothing about translations is checked. A class, so that the checker's state,
/// copied per row, carries one pointer to it.
public final class StringCatalogs: Sendable {
    /// The catalogs that could be read, sorted by path.
    public let catalogs: [StringCatalog]
    /// The catalogs' problems, by file, sorted by path: only files that have some.
    public let files: [CatalogFile]
    private let byTable: [String: Int]

    public static let none = StringCatalogs(catalogs: [], files: [])

    public init(catalogs: [StringCatalog], files: [CatalogFile]) {
        self.catalogs = catalogs
        self.files = files
        var byTable: [String: Int] = [:]
        for (index, catalog) in catalogs.enumerated() where byTable[catalog.tableName] == nil { byTable[catalog.tableName] = index }
        self.byTable = byTable
    }

    /// The catalogs at `paths`, each read once, in the order of their paths.
    public static func read(paths: [String]) -> StringCatalogs {
        var catalogs: [StringCatalog] = []
        var files: [CatalogFile] = []
        for path in Set(paths).sorted() {
            let (catalog, problems) = StringCatalog.load(path: path)
            if let catalog { catalogs.append(catalog) }
            if !problems.diagnostics.isEmpty { files.append(problems) }
        }
        return StringCatalogs(catalogs: catalogs, files: files)
    }

    /// Whether `name` is a String Catalog's file name.
    public static func isCatalogName(_ name: String) -> Bool {
        name.hasSuffix(".xcstrings") && name.count > ".xcstrings".count
    }

    /// Whether some catalog could be read: only then can a key be said to be missing.
    public var isKnown: Bool { !catalogs.isEmpty }

    /// The catalog of table `table` (the first by path, should two files share a name).
    public func catalog(table: String) -> StringCatalog? { byTable[table].map { catalogs[$0] } }
}
