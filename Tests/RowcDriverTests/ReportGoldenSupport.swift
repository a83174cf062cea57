// ReportGoldenSupport.swift runs rowc in-process with captured output, and compares or records golden files with a readable diff.

import Foundation
import RowcDriver
import Testing

/// What one run of `rowc` printed and returned.
struct RunResult: Equatable {
    var status: Int32
    var out: String
    var err: String
}

/// Runs `rowc` with `arguments` in this process, capturing both streams.
func runRowc(_ arguments: [String]) -> RunResult {
    final class Buffer: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        func append(_ s: String) { lock.lock(); text += s; lock.unlock() }
        var value: String { lock.lock(); defer { lock.unlock() }; return text }
    }
    let out = Buffer(), err = Buffer()
    let status = Driver.run(arguments, console: Console(out: { out.append($0) }, err: { err.append($0) }))
    return RunResult(status: status, out: out.value, err: err.value)
}

/// Golden files: expected output kept beside the input and reviewed like code.
/// `ROWC_RECORD=1 swift test` rewrites them from the actual output instead of comparing.
enum Golden {
    /// The package root, found from this file's place in it, so tests run from any directory.
    /// Golden tests run from the root with relative paths: a report measures and prints the
    /// paths it is given, so an absolute path would make the output depend on the checkout's place.
    static let root: URL = {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        FileManager.default.changeCurrentDirectoryPath(url.path)
        return url
    }()

    static var recording: Bool { ProcessInfo.processInfo.environment["ROWC_RECORD"] == "1" }

    /// `text` with the package root removed from paths, so output does not depend on the checkout's place.
    static func portable(_ text: String) -> String {
        text.replacingOccurrences(of: root.path + "/", with: "")
    }

    /// Compares `actual` with the file at `url`, or writes it there when recording.
    /// `nil` means the file must not exist (and is deleted when recording).
    static func check(_ actual: String?, against url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        let name = url.path.replacingOccurrences(of: root.path + "/", with: "")
        if recording {
            if let actual {
                try? actual.write(to: url, atomically: true, encoding: .utf8)
            } else {
                try? FileManager.default.removeItem(at: url)
            }
            return
        }
        let expected = try? String(contentsOf: url, encoding: .utf8)
        switch (expected, actual) {
        case (nil, nil):
            return
        case (nil, let actual?):
            Issue.record("\(name) is missing; record it with ROWC_RECORD=1 swift test. Output:\n\(actual.prefix(2000))",
                         sourceLocation: sourceLocation)
        case (_?, nil):
            Issue.record("\(name) exists but the run produced no such output; delete it or record again",
                         sourceLocation: sourceLocation)
        case let (expected?, actual?):
            if expected != actual {
                let diff = LineDiff.render(expected, actual)
                Issue.record("\(name) differs (- expected, + actual; ROWC_RECORD=1 records):\n\(diff)",
                             sourceLocation: sourceLocation)
            }
        }
    }
}

/// A unified-style line diff, enough to see what changed in a golden file.
enum LineDiff {
    static let context = 2
    static let maxLines = 60

    static func render(_ a: String, _ b: String) -> String {
        let x = a.split(separator: "\n", omittingEmptySubsequences: false)
        let y = b.split(separator: "\n", omittingEmptySubsequences: false)
        // Trim the common prefix and suffix; the quadratic table only covers the middle.
        var start = 0
        while start < x.count && start < y.count && x[start] == y[start] { start += 1 }
        var endX = x.count, endY = y.count
        while endX > start && endY > start && x[endX - 1] == y[endY - 1] { endX -= 1; endY -= 1 }
        let mx = Array(x[start..<endX]), my = Array(y[start..<endY])
        var lines: [String] = ["@@ line \(start + 1) @@"]
        for i in max(0, start - context)..<start { lines.append("  " + x[i]) }
        if mx.count * my.count > 4_000_000 {
            lines += mx.map { "- " + $0 } + my.map { "+ " + $0 }
        } else {
            lines += edits(mx, my)
        }
        for i in endX..<min(x.count, endX + context) { lines.append("  " + x[i]) }
        if lines.count > maxLines { lines = Array(lines.prefix(maxLines)) + ["... \(lines.count - maxLines) more lines"] }
        return lines.joined(separator: "\n")
    }

    /// The middle of the diff from a longest-common-subsequence table.
    private static func edits(_ x: [Substring], _ y: [Substring]) -> [String] {
        var lcs = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
        for i in stride(from: x.count - 1, through: 0, by: -1) {
            for j in stride(from: y.count - 1, through: 0, by: -1) {
                lcs[i][j] = x[i] == y[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < x.count || j < y.count {
            if i < x.count && j < y.count && x[i] == y[j] {
                out.append("  " + x[i]); i += 1; j += 1
            } else if j < y.count && (i == x.count || lcs[i][j + 1] >= lcs[i + 1][j]) {
                out.append("+ " + y[j]); j += 1
            } else {
                out.append("- " + x[i]); i += 1
            }
        }
        return out
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Checks an SVG report with a real XML parser: well-formed, an `svg` root, unique ids.
enum SVGShape {
    final class Collector: NSObject, XMLParserDelegate {
        var elements: [String] = []
        var ids: [String] = []
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                    qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(name)
            if let id = attributes["id"] { ids.append(id) }
        }
    }

    static func expectWellFormed(_ svg: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let parser = XMLParser(data: Data(svg.utf8))
        let collector = Collector()
        parser.delegate = collector
        let ok = parser.parse()
        #expect(ok, "\(name).svg is not well-formed XML: \(String(describing: parser.parserError))", sourceLocation: sourceLocation)
        #expect(collector.elements.first == "svg", sourceLocation: sourceLocation)
        #expect(Set(collector.ids).count == collector.ids.count, "\(name).svg repeats an id", sourceLocation: sourceLocation)
    }
}
