// main.swift (fuzz-format): for any input that parses, fmt keeps its meaning and comments and is idempotent.
//
// SpecDump.swift is a link to the formatter tests' own canonical dump, so both compare the same thing.

import FuzzHarness
import RowcFormat
import RowcSource
import RowcSyntax

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzFormat(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = FuzzHarness.bytes(data, size)
    let file = SourceFile(path: "fuzz.rows", bytes: bytes)
    let tree = Parser.parse(file)
    guard case .success(let formatted) = Formatter.format(tree) else {
        // Refused: only when there are syntax errors.
        if !tree.diagnostics.contains(where: { $0.severity == .error }) {
            FuzzHarness.fail("refused a file without syntax errors", input: bytes)
        }
        return 0
    }
    let output = SourceFile(path: "fuzz.rows", text: formatted)
    guard case .success(let again) = Formatter.format(output) else {
        FuzzHarness.fail("the formatted text has syntax errors:\n\(formatted)", input: bytes)
    }
    if again != formatted {
        FuzzHarness.fail("formatting twice differs:\n\(formatted)\n--- second ---\n\(again)", input: bytes)
    }
    if comments(output) != comments(file) {
        FuzzHarness.fail("comments lost or changed:\n\(formatted)", input: bytes)
    }
    let before = SpecDump.dump(file), after = SpecDump.dump(output)
    if before != after {
        FuzzHarness.fail("the checked tree changed:\n\(before)\n--- after ---\n\(after)\n--- formatted ---\n\(formatted)", input: bytes)
    }
    return 0
}

/// Every comment's text without trailing blanks, sorted: comments move with their attributes.
func comments(_ file: SourceFile) -> [String] {
    Lexer.tokenize(file).tokens.filter { $0.kind == .comment }.map { SpecDump.trimmed(file.text($0.span)) }.sorted()
}

FuzzHarness.main(fuzzFormat)
