// FileBytesTests.swift checks that a spec file comes back byte for byte, whatever its size, and that the size limit holds.

import Foundation
@testable import RowcDriver
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

    @Test("files below, at and above the size whose pages another core maps come back exactly", arguments: [
        0, 1, 4095, FileBytes.prefaultSize - 2, FileBytes.prefaultSize - 1, FileBytes.prefaultSize, 3 * FileBytes.prefaultSize + 7,
    ])
    func exactBytes(count: Int) throws {
        let bytes = Self.pattern(count)
        let read = try Self.withFile(bytes) { FileBytes.read($0, limit: 1 << 30) }
        #expect(try read.get() == bytes)
    }

    @Test("a file over the limit is refused, large or small")
    func overLimit() throws {
        for count in [100, 2 * FileBytes.prefaultSize] {
            let read = try Self.withFile(Self.pattern(count)) { FileBytes.read($0, limit: count - 1) }
            guard case .failure(.tooLarge) = read else {
                Issue.record("\(count) bytes against a limit of \(count - 1): \(read)")
                continue
            }
        }
    }
}
