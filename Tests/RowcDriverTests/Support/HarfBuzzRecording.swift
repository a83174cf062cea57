// HarfBuzzRecording.swift keeps HarfBuzz's shaping of the test fonts as recorded data, so comparing with it needs no hb-shape.

import Foundation
import RowcJSON
import RowcTestSupport
import Testing

/// HarfBuzz's shaping of strings in one font, as recorded in `Tests/Fonts/HarfBuzz/NAME.txt`: one
/// line a string, `text TAB point size (or -) TAB total advance in font units TAB missing`, where
/// `missing` says the font lacks a character (HarfBuzz drew its .notdef). `swift test` reads the
/// file; under `ROWC_RECORD=1`, which .ci/run sets after installing libharfbuzz-bin, `hb-shape`
/// shapes every string again and the file is rewritten, so a change shows in `git diff`.
struct HarfBuzzRecording {
    struct Shaped: Equatable {
        var advance: Int
        var missing: Bool
    }

    let font: String
    let variation: String?
    let file: String
    private var recorded: [String: Shaped] = [:]
    /// The lines this run asked for, in order: the file's contents after the run.
    private var lines: [String] = []

    /// The recording of `font` (a path under the repository) at `variation`, named `name`.
    init(font: String, variation: String? = nil, name: String) throws {
        self.font = font
        self.variation = variation
        file = "Tests/Fonts/HarfBuzz/\(name).txt"
        guard !Golden.isRecording else { return }
        let text = try #require(try? Repository.readText(file), "\(file) is missing; record it with ROWC_RECORD=1 where hb-shape is installed")
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let advance = Int(fields[2]) else { continue }
            recorded[fields[0] + "\t" + fields[1]] = Shaped(advance: advance, missing: fields[3] == "missing")
        }
    }

    /// HarfBuzz's total advance of `text`, shaped with kerning on and ligatures and contextual
    /// alternates off, at `pointSize` (which matters to tracking) or none.
    mutating func shape(_ text: String, pointSize: Double? = nil) throws -> Shaped {
        let key = text + "\t" + (pointSize.map { "\($0)" } ?? "-")
        let shaped: Shaped
        if Golden.isRecording {
            shaped = try Self.runHBShape(Repository.path(font), text, variation: variation, pointSize: pointSize)
        } else {
            shaped = try #require(recorded[key], "\(file) has no line for \(key); record it with ROWC_RECORD=1 where hb-shape is installed")
        }
        lines.append(key + "\t\(shaped.advance)\t" + (shaped.missing ? "missing" : "drawn"))
        return shaped
    }

    /// Records the file, or checks that it holds exactly the strings this run shaped.
    func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        Golden.check(lines.joined(separator: "\n") + "\n", against: file, sourceLocation: sourceLocation)
    }

    static let hbShape: String? = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    private static func runHBShape(_ font: String, _ text: String, variation: String?, pointSize: Double?) throws -> Shaped {
        let hbShape = try #require(hbShape, "recording HarfBuzz's widths needs hb-shape (apt-get install libharfbuzz-bin)")
        var arguments = [font, text, "--features=kern,-liga,-clig,-calt", "--output-format=json", "--no-glyph-names"]
        if let variation { arguments.append("--variations=\(variation)") }
        if let pointSize { arguments.append("--font-ptem=\(pointSize)") }
        let run = Swiftc.run(hbShape, arguments)
        try #require(run.status == 0, "hb-shape: \(run.output)")
        let glyphs = try JSON.parse(Array(run.output.utf8)).arrayValue ?? []
        return Shaped(advance: glyphs.reduce(0) { $0 + Int($1["ax"]?.doubleValue ?? 0) },
                      missing: glyphs.contains { Int($0["g"]?.doubleValue ?? -1) == 0 })
    }
}
