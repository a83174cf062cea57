// AssetCatalogs.swift holds what rowc read from a target's asset catalogs, and answers look-ups of names in them.

import RowcDiagnostics
import RowcSource

/// One `.xcassets` folder as read: the names of its image, symbol and colour sets, namespaces
/// included (`Icons/wifi`), as `UIImage(named:)` and `UIColor(named:)` find them.
public struct AssetCatalog: Sendable {
    /// The folder's path, as given.
    public let path: String
    public var imageSets: Set<String> = []
    public var symbolSets: Set<String> = []
    public var colorSets: [String: ColorSet] = [:]

    public init(path: String) {
        self.path = path
    }
}

/// Every catalog a command was given, looked up as one: an app's bundle holds all its target's
/// catalogs, and Xcode requires a name to be unique across them.
///
/// `none` (no catalog known) is what a command without catalogs checks against: then nothing
/// about assets can be checked, and `isKnown` is false, so the checker says nothing about them.
/// A class, so that the checker's state, copied per row, carries one pointer to it.
public final class AssetCatalogs: Sendable {
    public let catalogs: [AssetCatalog]
    /// The catalogs' own problems, by file, in the order they were found (sorted by path).
    public let files: [CatalogFile]
    private let imageNames: [String]
    private let colorNames: [String]

    public static let none = AssetCatalogs(catalogs: [], files: [])

    public init(catalogs: [AssetCatalog], files: [CatalogFile]) {
        self.catalogs = catalogs
        self.files = files
        imageNames = catalogs.flatMap(\.imageSets).sorted()
        colorNames = catalogs.flatMap(\.colorSets.keys).sorted()
    }

    /// Whether any catalog was given: only then can a name be said to be missing.
    public var isKnown: Bool { !catalogs.isEmpty }

    /// Whether some catalog holds the image set `name` (`Icons/wifi` inside a namespace).
    public func hasImageSet(named name: String) -> Bool { catalogs.contains { $0.imageSets.contains(name) } }

    /// Whether some catalog holds the symbol set `name`: a custom SF Symbol, which
    /// `UIImage(named:in:compatibleWith:)` loads as `UIImage(systemName:)` loads Apple's.
    public func hasSymbolSet(named name: String) -> Bool { catalogs.contains { $0.symbolSets.contains(name) } }

    /// The colour set `name`, if some catalog holds it.
    public func colorSet(named name: String) -> ColorSet? {
        for catalog in catalogs { if let set = catalog.colorSets[name] { return set } }
        return nil
    }

    /// The image sets a misspelt or unqualified `name` most likely means, best first: see `closest(to:among:)`.
    public func closestImageSets(to name: String) -> [String] { Self.closest(to: name, among: imageNames) }

    /// The symbol sets closest to `name`, as for image sets.
    public func closestSymbolSets(to name: String) -> [String] {
        Self.closest(to: name, among: catalogs.flatMap(\.symbolSets).sorted())
    }

    /// The colour sets closest to `name`, as for image sets.
    public func closestColorSets(to name: String) -> [String] { Self.closest(to: name, among: colorNames) }

    /// At most four names for `name`: first those that are `name` inside a namespace (`wifi` is
    /// `Icons/wifi`), then those within a small edit distance of it, whole or after their namespace.
    static func closest(to name: String, among names: [String]) -> [String] {
        let lastPart = { (full: String) in full.split(separator: "/").last.map(String.init) ?? full }
        var found = names.filter { $0.contains("/") && lastPart($0) == name }
        found += closestNames(to: name, among: names)
        let parts = names.map(lastPart)
        for part in closestNames(to: name, among: Array(Set(parts)).sorted()) {
            found += names.filter { lastPart($0) == part }
        }
        var seen = Set<String>()
        return Array(found.filter { $0 != name && seen.insert($0).inserted }.prefix(4))
    }
}

extension AssetCatalogs {
    /// Everything the catalogs say that checking and generation read, as text in a fixed order:
    /// for `rowc build`'s no-op stamp, which must change when a set is added or a colour edited.
    public var digestText: String {
        var text = ""
        for catalog in catalogs {
            text += "catalog \(catalog.path)\n"
            for name in catalog.imageSets.sorted() { text += "image \(name)\n" }
            for name in catalog.symbolSets.sorted() { text += "symbol \(name)\n" }
            for name in catalog.colorSets.keys.sorted() {
                let set = catalog.colorSets[name]!
                text += "color \(name) \(String(describing: set.light)) \(String(describing: set.dark))\n"
            }
        }
        for file in files { text += "problems \(file.file.path) \(file.diagnostics.count)\n" }
        return text
    }
}
