// FileStatus.swift says what a path names, its size and when it last changed: stat(2) and lstat(2).

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat` tells of a path, in Swift's types.
public struct FileStatus: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case folder, regularFile, symbolicLink
        /// A FIFO, a device or a socket.
        case other
    }

    public let kind: Kind
    /// The whole `st_mode`: kind and permission bits.
    public let mode: UInt32
    public let size: Int64
    /// The last modification, as seconds and nanoseconds since 1970.
    public let modifiedSeconds: Int, modifiedNanoseconds: Int

    /// What is at `path`; with `followingLinks` false (lstat), a symbolic link is one itself.
    public init(_ path: String, followingLinks: Bool = true) throws(SystemError) {
        self = try path.withCString { Self.status($0, followingLinks: followingLinks) }.get()
    }

    /// What is at a path given as bytes, which need not be UTF-8; links are followed.
    public init(pathBytes path: [UInt8]) throws(SystemError) {
        self = try (path + [0]).withUnsafeBufferPointer {
            $0.withMemoryRebound(to: CChar.self) { Self.status($0.baseAddress!, followingLinks: true) }
        }.get()
    }

    private static func status(_ path: UnsafePointer<CChar>, followingLinks: Bool) -> Result<FileStatus, SystemError> {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return .failure(.last) }
        return .success(FileStatus(info))
    }

    private init(_ info: stat) {
        switch info.st_mode & S_IFMT {
        case S_IFDIR: kind = .folder
        case S_IFREG: kind = .regularFile
        case S_IFLNK: kind = .symbolicLink
        default: kind = .other
        }
        mode = UInt32(info.st_mode)
        size = Int64(info.st_size)
        #if canImport(Glibc)
        (modifiedSeconds, modifiedNanoseconds) = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #else
        (modifiedSeconds, modifiedNanoseconds) = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #endif
    }
}
