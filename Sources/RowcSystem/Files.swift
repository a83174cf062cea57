// Files.swift renames, removes and checks files, and resolves paths, for writes that replace a file whole.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum Files {
    /// Removes the file (not folder) at `path`; a symbolic link is removed, not what it leads to.
    public static func remove(_ path: String) throws(SystemError) {
        guard unlink(path) == 0 else { throw .last }
    }

    /// Renames `source` to `target`, replacing what is there: atomic within one file system.
    public static func rename(_ source: String, to target: String) throws(SystemError) {
        guard renameCall(source, target) == 0 else { throw .last }
    }

    /// Sets the permission bits of `path` to `mode` (chmod(2)).
    public static func setPermissions(_ path: String, _ mode: UInt32) throws(SystemError) {
        guard chmod(path, mode_t(mode)) == 0 else { throw .last }
    }

    /// Throws unless this process may write to `path` (access(2) with W_OK).
    public static func checkWritable(_ path: String) throws(SystemError) {
        guard access(path, W_OK) == 0 else { throw .last }
    }

    /// `path` with symbolic links, `.` and `..` resolved (realpath(3)); nil when it cannot be,
    /// as when something on the way is missing.
    public static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }

    // `rename` names the method above inside this type; this is the C library's function.
    private static func renameCall(_ source: String, _ target: String) -> Int32 {
        #if canImport(Glibc)
        Glibc.rename(source, target)
        #else
        Darwin.rename(source, target)
        #endif
    }
}
