// LineDiffTests.swift checks the diff that failing golden tests print.

import RowcTestSupport
import Testing

@Suite("line diff")
struct LineDiffTests {
    @Test("a changed line shows as a removal then an addition, with context")
    func changedLine() {
        let diff = unifiedDiff(expected: "a\nb\nc\n", actual: "a\nB\nc\n", expectedName: "old", actualName: "new")
        #expect(diff == "--- old\n+++ new\n@@ -1,3 +1,3 @@\n a\n-b\n+B\n c\n")
    }

    @Test("distant changes make separate hunks with their own line numbers")
    func separateHunks() {
        var lines = (1...20).map(String.init)
        let old = lines.joined(separator: "\n") + "\n"
        lines[1] = "two"
        lines.remove(at: 18)
        let new = lines.joined(separator: "\n") + "\n"
        let diff = unifiedDiff(expected: old, actual: new, expectedName: "old", actualName: "new")
        #expect(diff.contains("@@ -1,5 +1,5 @@\n 1\n-2\n+two\n 3\n"))
        #expect(diff.contains("@@ -16,5 +16,4 @@\n 16\n 17\n 18\n-19\n 20\n"))
    }

    @Test("a missing final line break is shown")
    func missingNewline() {
        let diff = unifiedDiff(expected: "a\n", actual: "a", expectedName: "old", actualName: "new")
        #expect(diff.contains("+\\ no newline at end"))
    }

    @Test("equal texts have no hunks")
    func equalTexts() {
        #expect(unifiedDiff(expected: "a\n", actual: "a\n", expectedName: "old", actualName: "new") == "--- old\n+++ new\n")
    }
}
