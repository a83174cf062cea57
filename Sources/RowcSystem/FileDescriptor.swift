// FileDescriptor.swift writes whole buffers with write(2), which may write less than it is given.

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
}
