// FileDescriptor.swift opens, writes, syncs and closes descriptors: whole buffers with write(2), which may write less than it is given.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum FileDescriptor {
    /// The process's standard streams.
    public static let standardInput = STDIN_FILENO, standardOutput = STDOUT_FILENO, standardError = STDERR_FILENO

    /// A new descriptor for writing to `path`, created with `permissions` (less the umask) if
    /// missing; `exclusive` refuses a file that exists, else an existing one is emptied.
    public static func create(_ path: String, permissions: UInt32, exclusive: Bool) throws(SystemError) -> Int32 {
        let fd = open(path, O_WRONLY | O_CREAT | (exclusive ? O_EXCL : O_TRUNC) | O_CLOEXEC, mode_t(permissions))
        guard fd >= 0 else { throw .last }
        return fd
    }

    /// `writeAll(_:_:)` for an array, throwing the reason a write failed.
    public static func writeAll(_ fd: Int32, contentsOf bytes: [UInt8]) throws(SystemError) {
        guard bytes.withUnsafeBytes({ writeAll(fd, $0) }) else { throw .last }
    }

    /// Waits until what was written to `fd` is on the disk (fsync(2)).
    public static func sync(_ fd: Int32) throws(SystemError) {
        guard fsync(fd) == 0 else { throw .last }
    }

    /// Closes `fd`; it is closed even when this throws, which reports a write that failed late.
    public static func close(_ fd: Int32) throws(SystemError) {
        guard closeCall(fd) == 0 else { throw .last }
    }

    /// Reads what `fd` has, at most `buffer.count` bytes, retrying interrupted reads: the count
    /// read, 0 at the end and -1 on failure.
    public static func readSome(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        while true {
            let count = read(fd, buffer.baseAddress, buffer.count)
            if count < 0 && errno == EINTR { continue }
            return count
        }
    }

    /// Writes all of `bytes` to `fd`, retrying short and interrupted writes; false when a write
    /// fails or writes nothing (then errno says why, if the system gave a reason).
    public static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var rest = bytes
        while !rest.isEmpty {
            let count = write(fd, rest.baseAddress, rest.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            rest = UnsafeRawBufferPointer(rebasing: rest[count...])
        }
        return true
    }

    /// readFile(_:limit:) is the whole of the regular file at `path`, or nil when it cannot be
    /// opened or read, is not a regular file, or is larger than `limit` bytes.
    public static func readFile(_ path: String, limit: Int) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { _ = closeCall(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, Int(info.st_size) <= limit else { return nil }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes += chunk[..<count]
            if bytes.count > limit { return nil }
        }
    }

    // `close` names the method above inside this type; this is the system call.
    private static func closeCall(_ fd: Int32) -> Int32 {
        #if canImport(Glibc)
        Glibc.close(fd)
        #else
        Darwin.close(fd)
        #endif
    }
}
