// KeyPath.swift names a place in a String Catalog the way messages write it: strings."Wi-Fi".localizations.de.

/// The keys from a catalog's top-level object down to a value, for messages. A chain, so that
/// going one level down costs one small allocation, as the reader does for every value it checks.
indirect enum KeyPath: CustomStringConvertible {
    case root
    case child(KeyPath, String)

    var isEmpty: Bool { if case .root = self { true } else { false } }

    func appending(_ key: String) -> KeyPath { .child(self, key) }

    var description: String {
        switch self {
        case .root: ""
        case .child(.root, let key): Self.component(key)
        case .child(let parent, let key): "\(parent).\(Self.component(key))"
        }
    }

    /// A key as a message writes it: bare when it is a word (`stringUnit`, `de`), else quoted as
    /// the catalog quotes it (`"Wi-Fi"`, `"zh-Hans"`), so a key holding dots cannot read as a path.
    static func component(_ key: String) -> String {
        let isWord = key.utf8.first.map { !(0x30...0x39).contains($0) } ?? false
            && key.utf8.allSatisfy { $0 == UInt8(ascii: "_") || (0x30...0x39).contains($0) || (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
        if isWord { return key }
        var out: [UInt8] = []
        CatalogWriter.writeString(key, to: &out)
        return String(decoding: out, as: UTF8.self)
    }
}
