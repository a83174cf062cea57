// Folder.swift lists and makes folders and finds the current one, over opendir(3), mkdir(2) and getcwd(3).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum Folder {
    /// A folder's entries, hidden ones included and `.` and `..` left out, in the order the
    /// file system gives (callers sort).
    public struct Listing: Sendable {
        public var names: [String] = []
        /// The names that are not UTF-8, as bytes: no String can hold them, and one with its
        /// bad bytes replaced by U+FFFD names another file, or none.
        public var undecodable: [[UInt8]] = []
    }

    /// The entries of `folder`; a folder that cannot be opened or read to its end throws.
    public static func list(_ folder: String) throws(SystemError) -> Listing {
        guard let directory = opendir(folder) else { throw .last }
        defer { closedir(directory) }
        var listing = Listing()
        while true {
            // readdir(3) returns nil both at the end and on failure; only errno tells them apart.
            errno = 0
            guard let entry = readdir(directory) else { break }
            withUnsafeBytes(of: entry.pointee.d_name) { raw in
                let bytes = raw.prefix { $0 != 0 }
                if let name = String(validating: bytes, as: UTF8.self) {
                    if name != "." && name != ".." { listing.names.append(name) }
                } else {
                    listing.undecodable.append(Array(bytes))
                }
            }
        }
        guard errno == 0 else { throw .last }
        return listing
    }

    /// Makes the one folder `path`, whose parent must exist (mkdir(2), permissions 0777 less the umask).
    public static func create(_ path: String) throws(SystemError) {
        guard mkdir(path, 0o777) == 0 else { throw .last }
    }

    /// The current folder, or nil when it cannot be found (it was deleted, or its path is too long).
    public static func current() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
