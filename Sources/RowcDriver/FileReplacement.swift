// FileReplacement.swift replaces a file's contents atomically: a temporary file beside it, then a rename.

import RowcSystem

/// Writes whole files so a reader (or a crash) sees either the old contents or the new, never half.
enum FileReplacement {
    struct Failure: Error {
        let message: String
    }

    /// Replaces the contents of `path` with `bytes`, keeping its permissions. A symbolic link
    /// is followed, so the link stays a link and its target gets the new contents.
    static func replace(_ path: String, with bytes: [UInt8]) throws(Failure) {
        let target = resolved(path)
        let permissions: UInt32
        do {
            permissions = try FileStatus(target.path).mode & 0o7777
        } catch {
            throw failure("cannot read its permissions", error)
        }
        // The rename below needs only the folder's permission: without this, a read-only file
        // would be replaced all the same. Other formatters refuse it too.
        do { try Files.checkWritable(target.path) } catch { throw failure("cannot be written", error) }
        // The temporary file must be in the same folder: rename(2) is atomic only within one file system.
        let temporary = target.folder + ".\(target.name).rowc-\(Processes.currentID)-\(UInt32.random(in: 0...UInt32.max))"
        let fd: Int32
        do {
            fd = try FileDescriptor.create(temporary, permissions: permissions, exclusive: true)
        } catch {
            throw failure("cannot create a temporary file in its folder", error)
        }
        do throws(SystemError) {
            // The last step that fails says why, as errno would after them all.
            var written: SystemError?
            do {
                try FileDescriptor.writeAll(fd, contentsOf: bytes)
                try FileDescriptor.sync(fd)
            } catch {
                written = error
            }
            do { try FileDescriptor.close(fd) } catch { written = error }
            if let written { throw written }
            // open() applied the umask; give the new file exactly the old one's permissions.
            try Files.setPermissions(temporary, permissions)
            try Files.rename(temporary, to: target.path)
        } catch {
            try? Files.remove(temporary)
            throw failure("cannot be written", error)
        }

        func failure(_ why: String, _ error: SystemError) -> Failure {
            Failure(message: "\(path): \(why) (\(error.reason))")
        }
    }

    /// `path` with every symbolic link resolved (realpath(3)), split into its folder, with a
    /// trailing slash, and its name. A path that cannot be resolved (it vanished since it was
    /// read) is taken as written, and the `stat` that follows reports it.
    private static func resolved(_ path: String) -> (folder: String, name: String, path: String) {
        let target = Files.resolved(path) ?? path
        guard let slash = target.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("./", target, target) }
        let name = target.utf8.index(after: slash)
        return (String(target[..<name]), String(target[name...]), target)
    }
}
