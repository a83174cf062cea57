// CatalogSearch.swift finds the asset catalogs in a folder tree, for the language server, which is given a workspace and no flags.

/// Finds `.xcassets` folders (and `.xcstrings` String Catalogs) below a folder: hidden entries
/// (`.build`, `.git`) skipped, links not followed, catalogs not entered, and the walk bounded, so a
/// large or looping tree stays cheap.
public enum CatalogSearch {
    /// How deep below the root a catalog may be.
    public static let maxDepth = 12
    /// How many folders the walk looks at in all before it stops.
    public static let maxFolders = 20_000

    /// The catalogs under `root`, in the order of a walk by sorted names.
    public static func catalogs(under root: String) -> [String] { search(under: root).assets }

    /// The asset catalogs and the String Catalogs (`.xcstrings` files) under `root`, each in the order of the walk.
    public static func search(under root: String) -> (assets: [String], strings: [String]) {
        var found: (assets: [String], strings: [String]) = ([], [])
        var folders = 0
        walk(CatalogWalk.trimmed(root), depth: 0, folders: &folders, found: &found)
        return found
    }

    private static func walk(_ folder: String, depth: Int, folders: inout Int, found: inout (assets: [String], strings: [String])) {
        guard depth <= maxDepth, case .success(let entries) = CatalogListing.entries(of: folder) else { return }
        for entry in entries {
            let path = folder + "/" + entry.name
            guard entry.kind == .folder else {
                if entry.kind == .file, entry.name.hasSuffix(".xcstrings"), entry.name.count > ".xcstrings".count {
                    found.strings.append(path)
                }
                continue
            }
            folders += 1
            guard folders <= maxFolders else { return }
            if CatalogReader.isCatalogName(entry.name) {
                found.assets.append(path)
            } else {
                walk(path, depth: depth + 1, folders: &folders, found: &found)
            }
        }
    }
}
