// FileDescriptor.swift writes whole buffers with write(2), which may write less than it is given, and reads small files whole.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum FileDescriptor {
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
        defer { close(fd) }
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
}
