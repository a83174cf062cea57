// FileReplacement.swift replaces a file's contents atomically: a temporary file beside it, then a rename.

import RowcSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes whole files so a reader (or a crash) sees either the old contents or the new, never half.
enum FileReplacement {
    struct Failure: Error {
        let message: String
    }

    /// Replaces the contents of `path` with `bytes`, keeping its permissions. A symbolic link
    /// is followed, so the link stays a link and its target gets the new contents.
    static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let target = resolved(path)
        var attributes = stat()
        guard stat(target.path, &attributes) == 0 else { throw failure("cannot read its permissions", errno) }
        // The rename below needs only the folder's permission: without this, a read-only file
        // would be replaced all the same. Other formatters refuse it too.
        guard access(target.path, W_OK) == 0 else { throw failure("cannot be written", errno) }
        // The temporary file must be in the same folder: rename(2) is atomic only within one file system.
        let temporary = target.folder + ".\(target.name).rowc-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, attributes.st_mode & 0o7777)
        guard fd >= 0 else { throw failure("cannot create a temporary file in its folder", errno) }
        var ok = writeAll(fd, bytes) && fsync(fd) == 0
        ok = close(fd) == 0 && ok
        // open() applied the umask; give the new file exactly the old one's permissions.
        ok = ok && chmod(temporary, attributes.st_mode & 0o7777) == 0
        guard ok, rename(temporary, target.path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure("cannot be written", code)
        }

        func failure(_ why: String, _ code: Int32) -> Failure {
            Failure(message: "\(path): \(why) (\(SystemReason.text(code)))")
        }
    }

    /// `path` with every symbolic link resolved (realpath(3)), split into its folder, with a
    /// trailing slash, and its name. A path that cannot be resolved (it vanished since it was
    /// read) is taken as written, and the `stat` that follows reports it.
    private static func resolved(_ path: String) -> (folder: String, name: String, path: String) {
        var target = path
        if let real = realpath(path, nil) {
            target = String(cString: real)
            free(real)
        }
        guard let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("./", target, target) }
        let name = target.utf8.index(after: slash)
        return (String(target[..<name]), String(target[name...]), target)
    }

    /// Writes all of `bytes` to `fd`; false on an error (see errno).
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { FileDescriptor.writeAll(fd, $0) }
    }
}
