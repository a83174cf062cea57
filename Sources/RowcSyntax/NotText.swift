// NotText.swift tells a file that is not text from a spec, so it gets one error instead of one for nearly every byte.

import RowcDiagnostics
import RowcSource

/// A spec is UTF-8 text. An image, an archive or a program given by mistake would otherwise be
/// lexed byte by byte, and each run of bytes that is not text reported: a 40 KB binary gave
/// 1,286 diagnostics, 700 KB of output. Like `file` and git, only the start of the file is read.
enum NotText {
    /// How many bytes from the start are judged.
    static let sample = 4096

    /// A tree for `file` holding one E012 error when its start is not text, else nil. The tree
    /// is whole: `.invalid` tokens cover the bytes, so the file still prints back from it.
    static func tree(_ file: SourceFile) -> SyntaxTree? {
        guard let (first, count, judged) = judge(file.bytes) else { return nil }
        let message = SyntaxMessage.notText(count: count, of: judged)
        var tokens: [Token] = []
        var start = 0
        while start < file.bytes.count {
            let end = min(file.bytes.count, start + Token.maximumLength)
            tokens.append(Token(kind: .invalid, start: Int32(start), end: Int32(end)))
            start = end
        }
        tokens.append(Token(kind: .endOfFile, start: Int32(file.bytes.count), end: Int32(file.bytes.count)))
        return SyntaxTree(file: file, tokens: tokens, declarations: [], attributes: [],
                          diagnostics: [Diagnostic(.notText, message, at: Span(first, first + 1))])
    }

    /// Where the first byte that is not text is, how many of the `judged` first bytes are not
    /// text, when a quarter of them or more are: NUL bytes and other control characters (but
    /// tabs and line breaks), and bytes that are not UTF-8. A spec with a stray byte or a few
    /// has a few, each reported where it is; a binary file's start has far more (random bytes,
    /// as compressed data is, about half; UTF-16 text, a NUL every other byte).
    static func judge(_ bytes: [UInt8]) -> (first: Int, count: Int, judged: Int)? {
        let judged = min(bytes.count, sample)
        var i = 0, count = 0, first = -1
        while i < judged {
            let b = bytes[i]
            let length = UTF8Decoding.sequenceLength(lead: b)
            let isText = b >= 0x80 ? length > 1 && UTF8Decoding.decode(bytes, at: i, length: length) != nil
                : b >= 0x20 && b != 0x7F || b == UInt8(ascii: "\t") || b == UInt8(ascii: "\n") || b == UInt8(ascii: "\r")
            if isText {
                i += length
            } else {
                if first < 0 { first = i }
                count += 1
                i += 1
            }
        }
        return count > 0 && count * 4 >= judged ? (first, count, judged) : nil
    }
}
