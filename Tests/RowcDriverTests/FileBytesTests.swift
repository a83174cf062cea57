// FileBytesTests.swift checks that a spec file comes back byte for byte, whatever its size, and that the size limit holds.

import Foundation
@testable import RowcDriver
import RowcSystem
import Testing

@Suite("reading spec files")
struct FileBytesTests {
    /// Bytes that differ from their neighbours everywhere, so bytes read to the wrong place show.
    static func pattern(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
    }

    static func withFile<T>(_ bytes: [UInt8], _ body: (String) throws -> T) throws -> T {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-bytes-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try body(path)
    }

    @Test("files of any size come back exactly", arguments: [0, 1, 4095, 4096, 1 << 20, 3 << 20 + 7])
    func exactBytes(count: Int) throws {
        let bytes = Self.pattern(count)
        let read = try Self.withFile(bytes) { FileBytes.read($0, limit: 1 << 30) }
        #expect(try read.get() == bytes)
    }

    @Test("a file over the limit is refused, large or small")
    func overLimit() throws {
        for count in [100, 2 << 20] {
            let read = try Self.withFile(Self.pattern(count)) { FileBytes.read($0, limit: count - 1) }
            guard case .failure(.tooLarge) = read else {
                Issue.record("\(count) bytes against a limit of \(count - 1): \(read)")
                continue
            }
        }
    }

    @Test("standard input is read to its end from a pipe, even a non-blocking one that fills slowly")
    func pipeToEnd() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        #expect(fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) == 0)
        let bytes = Self.pattern(200_000)
        let writeEnd = ends[1]
        let written = DispatchSemaphore(value: 0)
        // The reader starts on an empty pipe, so it must wait for bytes rather than fail with EAGAIN.
        Thread {
            for start in stride(from: 0, to: bytes.count, by: 50_000) {
                Thread.sleep(forTimeInterval: 0.005)
                try? FileDescriptor.writeAll(writeEnd, contentsOf: Array(bytes[start..<min(start + 50_000, bytes.count)]))
            }
            close(writeEnd)
            written.signal()
        }.start()
        let read = FileBytes.readToEnd(ends[0], limit: 1 << 30)
        written.wait()
        close(ends[0])
        #expect(try read.get() == bytes)
    }

    @Test("standard input over the limit is refused, and one that cannot be read says why")
    func pipeLimitsAndFailures() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        #expect(throws: Never.self) { try FileDescriptor.writeAll(ends[1], contentsOf: Self.pattern(101)) }
        close(ends[1])
        guard case .failure(.tooLarge) = FileBytes.readToEnd(ends[0], limit: 100) else {
            Issue.record("101 bytes against a limit of 100 were accepted")
            return
        }
        close(ends[0])
        let folder = open("/", O_RDONLY)
        defer { close(folder) }
        guard case .failure(.read(EISDIR)) = FileBytes.readToEnd(folder, limit: 100) else {
            Issue.record("reading a folder did not fail with EISDIR")
            return
        }
        guard case .failure(.read(EBADF)) = FileBytes.readToEnd(-1, limit: 100) else {
            Issue.record("reading a closed descriptor did not fail with EBADF")
            return
        }
    }
}
