// CatalogSearch.swift finds the asset catalogs in a folder tree, for the language server, which is given a workspace and no flags.

/// Finds `.xcassets` folders below a folder: hidden entries (`.build`, `.git`) skipped, links not
/// followed, catalogs not entered, and the walk bounded, so a large or looping tree stays cheap.
public enum CatalogSearch {
    /// How deep below the root a catalog may be.
    public static let maxDepth = 12
    /// How many folders the walk looks at in all before it stops.
    public static let maxFolders = 20_000

    /// The catalogs under `root`, in the order of a walk by sorted names.
    public static func catalogs(under root: String) -> [String] {
        var found: [String] = []
        var folders = 0
        walk(CatalogWalk.trimmed(root), depth: 0, folders: &folders, found: &found)
        return found
    }

    private static func walk(_ folder: String, depth: Int, folders: inout Int, found: inout [String]) {
        guard depth <= maxDepth, case .success(let entries) = CatalogListing.entries(of: folder) else { return }
        for entry in entries where entry.kind == .folder {
            folders += 1
            guard folders <= maxFolders else { return }
            let path = folder + "/" + entry.name
            if CatalogReader.isCatalogName(entry.name) {
                found.append(path)
            } else {
                walk(path, depth: depth + 1, folders: &folders, found: &found)
            }
        }
    }
}
