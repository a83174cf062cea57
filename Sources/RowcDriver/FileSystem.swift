// FileSystem.swift asks what a path names, lists and makes folders, and words failures, over RowcSystem's calls.

import RowcSource
import RowcSystem

/// The few questions the driver asks the file system, each one system call or a short walk.
/// Small on purpose: linking a framework for these cost every command its start-up.
enum FileSystem {
    /// What a path names, with symbolic links followed.
    enum Kind: Equatable {
        /// Nothing, a name under a file, or a symbolic link that loops or leads nowhere.
        case missing
        case folder
        /// A regular file, or anything else that is not a folder (a FIFO, a device, a socket).
        case file
        /// Something the system would not say what it is, with stat's errno: a name in a
        /// folder rowc may list but not search, or a name too long.
        case inaccessible(Int32)
    }

    /// `stat(2)`, which follows links: a link to a folder is a folder, and a broken link is
    /// missing, so the name and what it leads to are judged alike.
    static func kind(_ path: String) -> Kind {
        kind { () throws(SystemError) in try FileStatus(path) }
    }

    /// The kind of a path given as bytes, which need not be UTF-8.
    static func kind(bytes path: [UInt8]) -> Kind {
        kind { () throws(SystemError) in try FileStatus(pathBytes: path) }
    }

    private static func kind(_ status: () throws(SystemError) -> FileStatus) -> Kind {
        do {
            return try status().kind == .folder ? .folder : .file
        } catch {
            let code = error.code
            return code == ErrorCode.noSuchEntry || code == ErrorCode.notFolder || code == ErrorCode.linkLoop ? .missing : .inaccessible(code)
        }
    }

    /// The entries of `folder`; a folder that cannot be opened or read to its end throws the errno.
    static func list(_ folder: String) throws(Failure) -> Folder.Listing {
        do {
            return try Folder.list(folder)
        } catch {
            throw Failure(code: error.code, path: folder)
        }
    }

    /// A name's bytes as text, each byte that is not part of valid UTF-8 written `\xHH` as
    /// shells and `ls` show it: `caf\xE9.rows`.
    static func spelling(_ name: [UInt8]) -> String {
        var text = ""
        var i = 0
        while i < name.count {
            let length = UTF8Decoding.sequenceLength(lead: name[i])
            if let scalar = UTF8Decoding.decode(name, at: i, length: length) {
                text.unicodeScalars.append(scalar)
                i += length
            } else {
                // Never an ASCII byte, so always two digits.
                text += "\\x" + String(name[i], radix: 16, uppercase: true)
                i += 1
            }
        }
        return text
    }

    /// A failed change to the file system, or listing of it: the errno and the path it concerns.
    struct Failure: Error, Equatable {
        let code: Int32
        let path: String

        /// Why the change failed, for a message about `target`: the system's words for the
        /// errno, with the path that failed named when it is not `target` itself, as when a
        /// folder above the one asked for could not be made.
        func reason(for target: String) -> String {
            let words: String
            switch code {
            case ErrorCode.exists: words = "a file that is not a folder is in the way"
            case ErrorCode.notFolder: words = "`\(FileSystem.parentSpelling(path))` is not a folder"
            default: words = SystemReason.text(code)
            }
            return path == target || code == ErrorCode.notFolder ? words : "`\(path)`: \(words)"
        }
    }

    /// Makes `path` a folder, with any folders above it that are missing (`mkdir -p`); a
    /// folder that is already there is success. Parents come from the spelling alone, as
    /// `deletingLastPathComponent` gives them: `a/b/../c` makes `a/b` and then `a/c`.
    static func createFolder(_ path: String) throws(Failure) {
        try createFolder(path, isLast: true)
    }

    private static func createFolder(_ path: String, isLast: Bool) throws(Failure) {
        switch kind(path) {
        case .folder: return
        // A file on the way is reported by the mkdir below it, which fails with ENOTDIR.
        case .file: if isLast { throw Failure(code: ErrorCode.exists, path: path) } else { return }
        case .missing, .inaccessible: break
        }
        let parent = parentSpelling(path)
        if !parent.isEmpty { try createFolder(parent, isLast: false) }
        do {
            try Folder.create(path)
        } catch {
            // Made by someone else in the meantime: as good as made here.
            if error.code == ErrorCode.exists && kind(path) == .folder { return }
            throw Failure(code: error.code, path: path)
        }
    }

    /// `path` without its last name: `a/b` gives `a`, `a/b/` gives `a`, `/a` gives `/`, `a` gives nothing.
    static func parentSpelling(_ path: String) -> String {
        let utf8 = path.utf8
        guard let slash = utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        if slash == utf8.startIndex { return "/" }
        guard utf8.index(after: slash) == utf8.endIndex else { return String(path[..<slash]) }
        // A trailing slash: the name before it is the last one.
        guard let previous = utf8[..<slash].lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<previous])
    }

    /// Removes the file (not folder) at `path`; a symbolic link is removed, not what it leads to.
    static func removeFile(_ path: String) throws(Failure) {
        do {
            try Files.remove(path)
        } catch {
            throw Failure(code: error.code, path: path)
        }
    }
}
