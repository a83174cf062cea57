// CatalogReader.swift walks `.xcassets` folders and collects their image, symbol and colour sets, namespaces included.

import RowcDiagnostics
import RowcSource

/// Reads asset catalogs from the file system. Never throws: what cannot be read is a diagnostic
/// of the catalog (E501-E503, W501), and the rest is still read.
///
/// Hostile catalogs stay bounded: links to folders are not followed (no loops), nesting stops
/// at `maxDepth` folders and the walk at `maxFolders`, and each Contents.json is at most 4 MiB.
public enum CatalogReader {
    public static let maxDepth = 32
    public static let maxFolders = 200_000

    /// The catalogs at `paths`, each an `.xcassets` folder, in order; duplicates read once.
    public static func read(_ paths: [String]) -> AssetCatalogs {
        var catalogs: [AssetCatalog] = []
        var problems = Problems()
        var seen = Set<String>()
        for path in paths where seen.insert(path).inserted {
            var walk = CatalogWalk(catalog: AssetCatalog(path: path), problems: problems)
            walk.readCatalog()
            catalogs.append(walk.catalog)
            problems = walk.problems
        }
        return AssetCatalogs(catalogs: catalogs, files: problems.files)
    }

    /// Whether `name` is an asset catalog's folder name.
    public static func isCatalogName(_ name: String) -> Bool {
        name.hasSuffix(".xcassets") && name.count > ".xcassets".count
    }
}

/// One catalog's walk: the sets found so far and the problems met.
struct CatalogWalk {
    var catalog: AssetCatalog
    var problems: Problems
    var folders = 0

    mutating func readCatalog() {
        let root = Self.trimmed(catalog.path)
        _ = ContentsFile.read(in: root, problems: &problems)
        walk(root, namespace: "", depth: 0)
    }

    /// `catalog.path` without trailing slashes, so child paths read `A.xcassets/x`, not `A.xcassets//x`.
    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// The sets in `folder`, a catalog or group, whose children's names start with `namespace`.
    mutating func walk(_ folder: String, namespace: String, depth: Int) {
        guard depth < CatalogReader.maxDepth else {
            problems.report(.unreadableCatalog, AssetMessage.tooDeep(limit: CatalogReader.maxDepth), in: SourceFile(path: folder, bytes: []))
            return
        }
        let entries: [CatalogEntry]
        switch CatalogListing.entries(of: folder) {
        case .success(let found): entries = found
        case .failure(let error):
            problems.report(.unreadableCatalog, AssetMessage.unreadable(error.reason), in: SourceFile(path: folder, bytes: []))
            return
        }
        for entry in entries {
            let path = folder + "/" + entry.name
            switch entry.kind {
            case .linkToFolder:
                problems.report(.catalogLinkNotFollowed, AssetMessage.linkNotFollowed(entry.name), in: SourceFile(path: path, bytes: []))
            case .folder:
                folders += 1
                guard folders <= CatalogReader.maxFolders else {
                    if folders == CatalogReader.maxFolders + 1 {
                        problems.report(.unreadableCatalog, AssetMessage.tooManyFolders(limit: CatalogReader.maxFolders),
                                        in: SourceFile(path: catalog.path, bytes: []))
                    }
                    return
                }
                visit(path, name: entry.name, namespace: namespace, depth: depth)
            case .file, .other:
                break
            }
        }
    }

    /// A folder inside the catalog: an asset set (`NAME.imageset`), or a group, which has no
    /// extension, or a sprite atlas, which holds image sets as a group does.
    mutating func visit(_ path: String, name: String, namespace: String, depth: Int) {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else {
            group(path, name: name, namespace: namespace, depth: depth)
            return
        }
        let base = String(name[..<dot]), type = name[name.index(after: dot)...]
        switch type {
        case "imageset":
            _ = ContentsFile.read(in: path, problems: &problems)
            catalog.imageSets.insert(namespace + base)
        case "symbolset":
            _ = ContentsFile.read(in: path, problems: &problems)
            catalog.symbolSets.insert(namespace + base)
        case "colorset":
            catalog.colorSets[namespace + base] = colorSet(path, named: namespace + base)
        case "spriteatlas":
            group(path, name: base, namespace: namespace, depth: depth)
        default:
            // Another kind of asset (an app icon, a data set...), which no row shows.
            break
        }
    }

    /// A group: its Contents.json may say that it provides a namespace, in which case the names
    /// of the sets inside it start with its name and a slash.
    mutating func group(_ path: String, name: String, namespace: String, depth: Int) {
        var inner = namespace
        if let contents = ContentsFile.read(in: path, problems: &problems), let properties = contents.json["properties"] {
            if !properties.isObject {
                problems.wrongKind("properties", properties, expected: "an object", in: contents.file)
            } else if let provides = properties["provides-namespace"] {
                if case .bool(let yes) = provides.value {
                    if yes { inner += name + "/" }
                } else {
                    problems.wrongKind("provides-namespace", provides, expected: "true or false", in: contents.file)
                }
            }
        }
        walk(path, namespace: inner, depth: depth + 1)
    }

    mutating func colorSet(_ path: String, named name: String) -> ColorSet {
        let reported = problems.count
        guard let contents = ContentsFile.read(in: path, problems: &problems) else {
            // Missing, rather than unreadable, which was reported already.
            if problems.count == reported {
                problems.report(.invalidContents, AssetMessage.noContents, in: SourceFile(path: path, bytes: []))
            }
            return ColorSet(name: name, light: nil, dark: nil)
        }
        return ColorSetContents.colorSet(named: name, contents, problems: &problems)
    }
}
