// CatalogListing.swift lists a catalog folder's entries with what each is, links not followed.

import RowcSystem

/// One entry of a folder, judged by `lstat(2)`: a link is a link, whatever it leads to.
struct CatalogEntry {
    enum Kind { case folder, file, linkToFolder, other }

    let name: String
    let kind: Kind
}

enum CatalogListing {
    /// The entries of `folder` that are not hidden and whose names are UTF-8 (a spec cannot name
    /// any other), sorted by name; the errno when the folder cannot be read.
    static func entries(of folder: String) -> Result<[CatalogEntry], SystemError> {
        let names: [String]
        do {
            names = try Folder.list(folder).names.filter { !$0.hasPrefix(".") }
        } catch {
            return .failure(error)
        }
        return .success(names.sorted().map { CatalogEntry(name: $0, kind: kind(of: folder + "/" + $0)) })
    }

    private static func kind(of path: String) -> CatalogEntry.Kind {
        guard let entry = try? FileStatus(path, followingLinks: false) else { return .other }
        switch entry.kind {
        case .folder: return .folder
        case .regularFile: return .file
        case .symbolicLink: return (try? FileStatus(path))?.kind == .folder ? .linkToFolder : .other
        case .other: return .other
        }
    }
}
