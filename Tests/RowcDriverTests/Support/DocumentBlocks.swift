// DocumentBlocks.swift reads the parts of a Markdown document that tests check: generated blocks and fenced examples.

import RowcTestSupport
import Testing

/// A Markdown document in the repository, read once.
struct Document {
    let path: String
    let text: String

    init(_ path: String) throws {
        self.path = path
        text = try Repository.readText(path)
    }

    /// The text between `<!-- NAME:begin -->` and `<!-- NAME:end -->` lines, if both are there.
    func generatedBlock(_ name: String) -> String? {
        guard let begin = text.range(of: "<!-- \(name):begin -->\n"),
              let end = text.range(of: "<!-- \(name):end -->", range: begin.upperBound..<text.endIndex) else { return nil }
        return String(text[begin.upperBound..<end.lowerBound])
    }

    /// Checks that the block `name` is `expected`, or writes it there when recording.
    func checkGeneratedBlock(_ name: String, is expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let actual = generatedBlock(name) else {
            Issue.record("\(path) has no `<!-- \(name):begin -->` ... `<!-- \(name):end -->` block", sourceLocation: sourceLocation)
            return
        }
        if Golden.isRecording {
            let updated = text.replacingOccurrences(of: "<!-- \(name):begin -->\n" + actual, with: "<!-- \(name):begin -->\n" + expected)
            do { try Repository.write(updated, to: path) } catch {
                Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard actual != expected else { return }
        let diff = unifiedDiff(expected: actual, actual: expected, expectedName: "\(path) (\(name))", actualName: "generated")
        Issue.record("""
            the \(name) block of \(path) is out of date; regenerate it with `ROWC_RECORD=1 swift test`:
            \(diff)
            """, sourceLocation: sourceLocation)
    }

    /// The fenced code blocks with the info string `language`, each with the line its code starts on.
    func fencedBlocks(_ language: String) -> [FencedBlock] {
        var blocks: [FencedBlock] = []
        // Every block is followed, whatever its info string, so that a closing fence is never taken for an opening one.
        var current: (line: Int, info: Substring, lines: [Substring])?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var open = current {
                if line == "```" {
                    if open.info == language {
                        blocks.append(FencedBlock(line: open.line, code: open.lines.map { $0 + "\n" }.joined()))
                    }
                    current = nil
                } else {
                    open.lines.append(line)
                    current = open
                }
            } else if line.hasPrefix("```") {
                current = (index + 2, line.dropFirst(3), [])
            }
        }
        return blocks
    }
}

/// One fenced example: its code and the 1-based line of the document where the code starts.
struct FencedBlock: CustomTestStringConvertible, Sendable {
    let line: Int
    let code: String
    var testDescription: String { "grammar.md line \(line)" }
}
