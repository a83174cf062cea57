// CatalogListing.swift lists a catalog folder's entries with what each is, links not followed.

import RowcSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
        guard let directory = opendir(folder) else { return .failure(SystemError(code: errno)) }
        defer { closedir(directory) }
        var names: [String] = []
        while true {
            // readdir(3) returns nil both at the end and on failure; only errno tells them apart.
            errno = 0
            guard let entry = readdir(directory) else { break }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(validating: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let name, !name.hasPrefix(".") { names.append(name) }
        }
        guard errno == 0 else { return .failure(SystemError(code: errno)) }
        return .success(names.sorted().map { CatalogEntry(name: $0, kind: kind(of: folder + "/" + $0)) })
    }

    private static func kind(of path: String) -> CatalogEntry.Kind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return .other }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .folder
        case S_IFREG: return .file
        case S_IFLNK:
            var target = stat()
            return stat(path, &target) == 0 && target.st_mode & S_IFMT == S_IFDIR ? .linkToFolder : .other
        default: return .other
        }
    }
}

/// An errno, with the system's words for it.
struct SystemError: Error {
    let code: Int32
    var reason: String { SystemReason.text(code) }
}
