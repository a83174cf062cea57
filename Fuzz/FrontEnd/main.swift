// main.swift (fuzz-frontend): any bytes through lexer, parser, checker, layout and every renderer.
//
// Invariants, beyond "no crash and no hang": tokens cover the input losslessly (in order, only
// blanks between them); the tree is the same cut into pieces; every diagnostic, note and fix-it
// lies inside the file; a spec with no errors lays out at the default widths and renders as
// text, JSON and SVG.

import FuzzHarness
import RowcDiagnostics
import RowcJSON
import RowcLayout
@testable import RowcSema
import RowcSource
@testable import RowcSyntax

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzFrontEnd(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzHarness.bytes(data, size)
    let file = SourceFile(path: "fuzz.rows", bytes: bytes)
    let (spec, diagnostics) = Checker.check(Parser.parse(file))
    checkLossless(spec.syntax, bytes)
    checkPieces(spec.syntax, file)
    for d in diagnostics {
        let spans = [d.span] + d.notes.map(\.span) + d.fixIts.map(\.span)
        for span in spans where span.start < 0 || Int(span.end) > bytes.count {
            FuzzHarness.fail("\(d.code) span \(span) outside a file of \(bytes.count) bytes", input: bytes)
        }
    }
    // Rendering costs most of a run when an input has hundreds of diagnostics (half of all the
    // time at one input in eight), and does the same for every input: text for one input in
    // sixteen, JSON and SARIF for one in thirty-two.
    if bytes.count % 16 == 1 { _ = TextRenderer().render(diagnostics, in: file) }
    if bytes.count % 32 == 0 { renderJSON(diagnostics, file, bytes) }
    if !diagnostics.contains(where: { $0.severity == .error }) {
        let report = SpecReport(spec: spec, widths: [320, 375, 414], direction: bytes.count % 2 == 0 ? .leftToRight : .rightToLeft,
                                metrics: .inter)
        _ = ReportText.render([report])
        _ = ReportJSON.render([report])
        _ = ReportSVG.render([report])
    }
    return 0
}

/// A file cut into pieces (as a large one is, a piece per core) parses to the tree of one piece.
func checkPieces(_ tree: SyntaxTree, _ file: SourceFile) {
    let pieces = 2 + file.bytes.count % 5
    // A file that is not text is one error, never lexed.
    guard NotText.tree(file) == nil, ParsePieces.starts(file.bytes, pieces: pieces).count > 1 else { return }
    let split = ParsePieces.parse(file, pieces: pieces)
    if split.tokens != tree.tokens || split.declarations != tree.declarations || split.attributes != tree.attributes
        || split.diagnostics != tree.diagnostics {
        FuzzHarness.fail("the tree in \(pieces) pieces differs from the tree in one", input: file.bytes)
    }
}

func renderJSON(_ diagnostics: [Diagnostic], _ file: SourceFile, _ bytes: [UInt8]) {
    let json = JSON.array(diagnostics.map { JSONRenderer.object($0, in: file) }).serialized(pretty: true)
    guard (try? JSON.parse(json)) != nil else { FuzzHarness.fail("diagnostics JSON does not parse", input: bytes) }
    _ = SARIFRenderer.log([.init(uri: "fuzz.rows", file: file, diagnostics: diagnostics)],
                          rules: [], toolName: "rowc", toolVersion: "0").serialized()
}

/// Tokens in order, without overlaps, with only blanks between them.
func checkLossless(_ tree: SyntaxTree, _ bytes: [UInt8]) {
    var offset = 0
    for token in tree.tokens {
        let start = Int(token.start), end = Int(token.end)
        guard start >= offset, end >= start, end <= bytes.count else {
            FuzzHarness.fail("token \(token.kind) \(start)..<\(end) overlaps or leaves the file", input: bytes)
        }
        if !isBlank(bytes[offset..<start], atFileStart: offset == 0) {
            FuzzHarness.fail("bytes \(offset)..<\(start) are in no token", input: bytes)
        }
        offset = end
    }
    guard offset == bytes.count, tree.tokens.last?.kind == .endOfFile else {
        FuzzHarness.fail("tokens end at \(offset) of \(bytes.count)", input: bytes)
    }
}

/// Spaces and tabs, a byte-order mark at the very start, and ideographic spaces, which the
/// lexer reports and then reads as spaces (as the syntax tests' own lossless check allows).
func isBlank(_ gap: ArraySlice<UInt8>, atFileStart: Bool) -> Bool {
    var rest = gap
    if atFileStart && rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3) }
    while let b = rest.first {
        if b == 0x20 || b == 0x09 {
            rest = rest.dropFirst()
        } else if rest.starts(with: [0xE3, 0x80, 0x80]) {
            rest = rest.dropFirst(3)
        } else {
            return false
        }
    }
    return true
}

FuzzHarness.main(fuzzFrontEnd)
