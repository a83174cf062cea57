// ErrorCode.swift names the errnos that callers tell apart, so that they need not import the C library for them.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The error numbers whose meaning changes what rowc does or says, rather than only the words
/// of a message (those come from `SystemReason`).
public enum ErrorCode {
    /// ENOENT: no file or folder at the path.
    public static let noSuchEntry = ENOENT
    /// ENOTDIR: a name on the way is a file, not a folder.
    public static let notFolder = ENOTDIR
    /// EEXIST: something is already at the path.
    public static let exists = EEXIST
    /// ELOOP: symbolic links that loop, or too many of them.
    public static let linkLoop = ELOOP
}
