// NotTextTests.swift checks that a file that is not text gets one E012, and that a spec with a few stray bytes is still read as text.

import RowcDiagnostics
import RowcSource
@testable import RowcSyntax
import Testing

@Suite("files that are not text")
struct NotTextTests {
    static let spec = Array("row wifi title:\"Wi-Fi\" arrow\n".utf8)

    /// Bytes as compressed data looks: a fixed generator's, so a failure repeats.
    static func noise(_ count: Int) -> [UInt8] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    static let binaries: [(what: String, bytes: [UInt8], first: Int32)] = [
        ("a PNG's start", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 0x0D] + noise(3_000), 0),
        ("noise after a line of text", Array("row a title:\"A\"\n".utf8) + [0] + noise(100), 16),
        ("UTF-16 text", [0xFF, 0xFE] + spec.flatMap { byte -> [UInt8] in [byte, 0] }, 0),
        ("NUL bytes", [UInt8](repeating: 0, count: 10), 0),
    ]

    @Test("binary starts get one E012 at their first byte that is not text, and a whole tree", arguments: binaries)
    func binary(what: String, bytes: [UInt8], first: Int32) {
        let tree = parse(bytes)
        #expect(tree.diagnostics.map(\.code) == [.notText], "\(what)")
        #expect(tree.diagnostics.first?.span == Span(start: first, end: first + 1), "\(what)")
        #expect(tree.declarations.isEmpty && tree.tokens.last?.kind == .endOfFile, "\(what)")
    }

    @Test("a spec with a few stray bytes is text: each is reported where it is", arguments: [
        [UInt8](repeating: 0, count: 3),
        [0xFF, 0xFE],
        [0x01, 0x02, 0x03, 0x7F],
    ])
    func strayBytes(stray: [UInt8]) {
        let codes = Set(parse(Self.spec + stray + Self.spec).diagnostics.map(\.code))
        #expect(!codes.contains(.notText) && !codes.isDisjoint(with: [.controlCharacter, .invalidUTF8]), "\(codes)")
    }

    @Test("only the first 4 KiB are judged, by the share of bytes that are not text: a quarter or more")
    func threshold() {
        let text = [UInt8](repeating: UInt8(ascii: "\n"), count: 3_000)
        // 1,096 of the first 4,096 bytes are not text, a little over a quarter; then only noise
        // beyond them, which is not judged.
        #expect(NotText.judge(text + [UInt8](repeating: 0, count: 1_096) + Self.noise(10_000))?.count == 1_096)
        #expect(NotText.judge(text + [UInt8](repeating: 0, count: 1_096))?.judged == 4_096)
        // 4,096 bytes of text first: whatever follows is read as text, and each run reported.
        #expect(NotText.judge([UInt8](repeating: UInt8(ascii: "\n"), count: 4_096) + Self.noise(10_000)) == nil)
        #expect(NotText.judge(text + [UInt8](repeating: 0, count: 999)) == nil)
        // Valid UTF-8 beyond ASCII is text, however much there is.
        #expect(NotText.judge(Array(String(repeating: "日本語 ", count: 1_000).utf8)) == nil)
        #expect(NotText.judge([]) == nil)
    }

    @Test("a binary file over a token's most bytes is covered by several invalid tokens")
    func longBinary() {
        let file = SourceFile(path: "big.bin", bytes: [UInt8](repeating: 0, count: Token.maximumLength + 10))
        let tree = Parser.parse(file)
        #expect(tree.tokens.map(\.kind) == [.invalid, .invalid, .endOfFile])
        expectLossless(file, tree.tokens)
    }
}
