// FileBytes.swift reads a whole file, or standard input, with POSIX calls: a file in one read sized by fstat.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading a file the short way: specs, metrics tables, asset catalogs' Contents.json files.
/// FileHandle's `readToEnd` reads in chunks into a `Data` that is then copied into `[UInt8]`;
/// one `read` into an array sized by `fstat` copies once.
public enum FileBytes {
    public enum Failure: Error, Sendable {
        /// `open` failed with this errno.
        case open(Int32)
        /// The path is a folder.
        case folder
        /// A FIFO, socket or device: no spec, and reading one could block or never end.
        case notRegular
        /// Larger than the limit the caller gave.
        case tooLarge
        /// `read` failed with this errno.
        case read(Int32)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], Failure> {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer forever.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return .failure(.open(errno)) }
        defer { close(fd) }
        // Checked on the open file, so nothing can swap the path in between.
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.read(errno)) }
        if info.st_mode & S_IFMT == S_IFDIR { return .failure(.folder) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        guard Int(info.st_size) <= limit else { return .failure(.tooLarge) }
        // One byte more than the size, so reaching the end is seen in the same pass.
        let capacity = max(Int(info.st_size), 0) + 1
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = fill(buffer, from: fd, failure: &failure)
        }
        // A file that grew since `fstat` is read to its end all the same, in chunks.
        var chunk = [UInt8](repeating: 0, count: bytes.count == capacity ? 1 << 16 : 0)
        while failure == 0 && !chunk.isEmpty {
            let n = chunk.withUnsafeMutableBufferPointer { fill($0, from: fd, failure: &failure) }
            bytes += chunk[0..<n]
            if bytes.count > limit { return .failure(.tooLarge) }
            if n < chunk.count { break }
        }
        return failure == 0 ? .success(bytes) : .failure(.read(failure))
    }

    /// Everything `fd` gives until its end, as standard input does: a pipe, a terminal or a
    /// file. Stops with `.tooLarge` once more than `limit` bytes came, without reading on.
    public static func readToEnd(_ fd: Int32, limit: Int) -> Result<[UInt8], Failure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var failure: Int32 = 0
        while true {
            let n = chunk.withUnsafeMutableBufferPointer { fill($0, from: fd, failure: &failure) }
            bytes += chunk[0..<n]
            if failure != 0 { return .failure(.read(failure)) }
            if bytes.count > limit { return .failure(.tooLarge) }
            if n < chunk.count { return .success(bytes) }
        }
    }

    /// Reads until `buffer` is full or the file ends; the number of bytes read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from fd: Int32, failure: inout Int32) -> Int {
        var count = 0
        while count < buffer.count {
            let n = readCall(fd, buffer.baseAddress! + count, buffer.count - count)
            if n < 0 && errno == EINTR { continue }
            // A descriptor left non-blocking by whoever passed it (standard input can be): wait for bytes.
            if n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                if poll(&ready, 1, -1) >= 0 || errno == EINTR { continue }
                failure = errno
                break
            }
            if n < 0 { failure = errno; break }
            if n == 0 { break }
            count += n
        }
        return count
    }

    // `read` names the method above inside this type; this is the system call.
    private static func readCall(_ fd: Int32, _ buffer: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.read(fd, buffer, count)
        #else
        Darwin.read(fd, buffer, count)
        #endif
    }
}
