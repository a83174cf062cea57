// FileDescriptorTests.swift checks that a whole buffer reaches a descriptor, and that a failed write says so.

import Dispatch
import RowcSystem
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("file descriptors")
struct FileDescriptorTests {
    @Test("more than a pipe holds at once arrives whole and in order")
    func writesEverything() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        // Four times a pipe's default 64 KB, so write(2) returns short and is called again.
        let bytes = (0..<(256 << 10)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        let readEnd = ends[0], reader = DispatchGroup()
        nonisolated(unsafe) var read: [UInt8] = []
        DispatchQueue.global().async(group: reader) { read = Self.drain(readEnd) }
        let written = bytes.withUnsafeBytes { FileDescriptor.writeAll(ends[1], $0) }
        close(ends[1])
        reader.wait()
        #expect(written)
        #expect(read == bytes)
    }

    @Test("a closed descriptor fails, with errno saying why")
    func failureReported() {
        let ok = [UInt8]("x".utf8).withUnsafeBytes { FileDescriptor.writeAll(-1, $0) }
        #expect(!ok)
        #expect(errno == EBADF)
    }

    @Test("nothing to write succeeds without writing")
    func emptyBuffer() {
        #expect([UInt8]().withUnsafeBytes { FileDescriptor.writeAll(-1, $0) })
    }

    static func drain(_ fd: Int32) -> [UInt8] {
        var out: [UInt8] = [], chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n <= 0 { return out }
            out += chunk[0..<n]
        }
    }
}
