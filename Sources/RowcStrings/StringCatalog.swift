// StringCatalog.swift is one `.xcstrings` file as rowc reads, edits and writes it.

import RowcJSON
import RowcSource

/// A String Catalog (`Name.xcstrings`): the translations of table `Name`, by key and language.
///
/// Editing keeps every other member and every translation as read, unknown members included, so
/// that `written()` changes only what rowc changed; see CatalogWriter.swift for the bytes.
public struct StringCatalog: Sendable {
    /// The path, as given.
    public let path: String
    /// The file it was read from, for diagnostics at an entry's `valueSpan`; empty for a new catalog.
    public let file: SourceFile
    /// The file's name without `.xcstrings`: the table `String(localized:table:)` names.
    public var tableName: String
    public var sourceLanguage: String
    /// Every key, in the file's order, then the keys added, in the order they were added.
    public private(set) var keys: [String]
    /// The file's byte-order mark, line ends and last line break, which rewriting keeps.
    public var layout: CatalogLayout

    var entries: [String: StoredEntry]
    /// The top-level members other than `sourceLanguage` and `strings` (`version` and any others), as read.
    var otherMembers: [(String, JSON)]
    /// Every language some key localizes, sorted.
    var localizedLanguages: [String]

    init(path: String, file: SourceFile, sourceLanguage: String, keys: [String], entries: [String: StoredEntry],
         otherMembers: [(String, JSON)], localizedLanguages: [String], layout: CatalogLayout) {
        self.path = path
        self.file = file
        tableName = Self.tableName(of: path)
        self.sourceLanguage = sourceLanguage
        self.keys = keys
        self.entries = entries
        self.otherMembers = otherMembers
        self.localizedLanguages = localizedLanguages
        self.layout = layout
    }

    /// A new catalog with no keys, as Xcode makes one: version 1.0, Xcode's layout.
    public static func empty(path: String, sourceLanguage: String) -> StringCatalog {
        StringCatalog(path: path, file: SourceFile(path: path, bytes: []), sourceLanguage: sourceLanguage, keys: [], entries: [:],
                      otherMembers: [("version", .string("1.0"))], localizedLanguages: [], layout: .xcode)
    }

    /// The file name of `path` without its `.xcstrings` extension.
    static func tableName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasSuffix(".xcstrings") && name.count > ".xcstrings".count ? String(name.dropLast(".xcstrings".count)) : name
    }

    /// The entry of `key`, if the catalog has it.
    public func entry(_ key: String) -> CatalogEntry? { entries[key]?.entry }

    /// The text a device in `language` shows for `key`: the language's value, else the key
    /// itself, the source text iOS falls back to when a translation is missing or empty.
    public func text(_ key: String, in language: String) -> String {
        guard let value = entry(key)?.localizations[language]?.value, !value.isEmpty else { return key }
        return value
    }

    /// The source language first, then every other language any key localizes, sorted.
    public var languages: [String] { [sourceLanguage] + localizedLanguages.filter { $0 != sourceLanguage } }

    /// Adds `key` with no localizations, as Xcode adds a key found in code; a key the catalog
    /// has already is left as it is.
    public mutating func addKey(_ key: String, comment: String?) {
        guard entries[key] == nil else { return }
        keys.append(key)
        entries[key] = StoredEntry(entry: CatalogEntry(), members: [])
        setComment(comment, for: key)
    }

    /// Sets or, with nil, removes the comment of `key`; nothing for a key the catalog lacks.
    public mutating func setComment(_ comment: String?, for key: String) {
        entries[key]?.entry.comment = comment
        entries[key]?.set("comment", comment.map(JSON.string))
    }

    /// Sets the extraction state of `key` (`stale` for a key no spec uses any more) or, with nil,
    /// removes it; nothing for a key the catalog lacks.
    public mutating func setExtractionState(_ state: String?, for key: String) {
        entries[key]?.entry.extractionState = state
        entries[key]?.set("extractionState", state.map(JSON.string))
    }

    /// The bytes Xcode would write for this catalog; see CatalogWriter.swift.
    public func written() -> [UInt8] { CatalogWriter.write(self) }
}

/// One entry: what rowc read of it, and its object as read, unknown members included, with
/// rowc's edits applied, which is what is written.
struct StoredEntry: Sendable {
    var entry: CatalogEntry
    var members: [(String, JSON)]

    /// Replaces the member `key`, adds it when missing, or removes it when `value` is nil.
    mutating func set(_ key: String, _ value: JSON?) {
        if let index = members.firstIndex(where: { $0.0 == key }) {
            if let value { members[index].1 = value } else { members.remove(at: index) }
        } else if let value {
            members.append((key, value))
        }
    }
}
