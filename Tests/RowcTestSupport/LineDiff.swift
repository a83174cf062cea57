// LineDiff.swift writes a unified-style line diff, so a failing golden test shows what changed.

/// A unified diff of two texts by lines: `-` lines only in `expected`, `+` lines only in
/// `actual`, three lines of context, `@@` headers with 1-based line numbers.
public func unifiedDiff(expected: String, actual: String, expectedName: String, actualName: String) -> String {
    let a = lines(expected), b = lines(actual)
    let edits = lineEdits(a, b)
    var out = "--- \(expectedName)\n+++ \(actualName)\n"
    for hunk in hunks(edits, context: 3) {
        let oldStart = hunk.first.map { $0.old } ?? 0, newStart = hunk.first.map { $0.new } ?? 0
        let oldCount = hunk.count { $0.kind != .insert }, newCount = hunk.count { $0.kind != .delete }
        out += "@@ -\(oldStart + 1),\(oldCount) +\(newStart + 1),\(newCount) @@\n"
        for edit in hunk {
            switch edit.kind {
            case .keep: out += " " + a[edit.old] + "\n"
            case .delete: out += "-" + a[edit.old] + "\n"
            case .insert: out += "+" + b[edit.new] + "\n"
            }
        }
    }
    return out
}

/// One step of the edit script; `old` and `new` are the line indices before the step.
struct LineEdit {
    enum Kind { case keep, delete, insert }
    var kind: Kind
    var old: Int
    var new: Int
}

/// Lines without their breaks; a missing final line break shows as a marker line.
private func lines(_ text: String) -> [String] {
    var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if result.last == "" { result.removeLast() } else if !text.isEmpty { result.append("\\ no newline at end") }
    return result
}

/// A shortest edit script from the longest common subsequence (quadratic; golden files are small).
func lineEdits(_ a: [String], _ b: [String]) -> [LineEdit] {
    var lcs = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
        for j in stride(from: b.count - 1, through: 0, by: -1) {
            lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var edits: [LineEdit] = []
    var i = 0, j = 0
    while i < a.count || j < b.count {
        if i < a.count, j < b.count, a[i] == b[j] {
            edits.append(LineEdit(kind: .keep, old: i, new: j)); i += 1; j += 1
        } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
            edits.append(LineEdit(kind: .delete, old: i, new: j)); i += 1  // removals first, as diff prints them
        } else {
            edits.append(LineEdit(kind: .insert, old: i, new: j)); j += 1
        }
    }
    return edits
}

/// Groups changes with up to `context` unchanged lines around each; nearby groups merge.
private func hunks(_ edits: [LineEdit], context: Int) -> [[LineEdit]] {
    let changed = edits.indices.filter { edits[$0].kind != .keep }
    var ranges: [ClosedRange<Int>] = []
    for index in changed {
        let range = max(0, index - context)...min(edits.count - 1, index + context)
        if let last = ranges.last, range.lowerBound <= last.upperBound + 1 {
            ranges[ranges.count - 1] = last.lowerBound...range.upperBound
        } else {
            ranges.append(range)
        }
    }
    return ranges.map { Array(edits[$0]) }
}
