// HarfBuzzTests.swift holds tables `rowc metrics` makes to HarfBuzz's shaping of the same fonts: widths within 0.01 pt.

import Foundation
import RowKit
import RowcLayout
import RowcRunSupport
import RowcTestSupport
import Testing

/// HarfBuzz (`hb-shape`, Debian's libharfbuzz-bin) is the independent measure: it shapes each
/// string with kerning on and ligatures and contextual alternates off, and the sum of its
/// advances must equal the width rowc's table gives, to 0.01 pt, at 12, 14 and 17 pt. Its
/// shaping of the fonts in Tests/Fonts is recorded (see HarfBuzzRecording); .ci/run records it
/// again with hb-shape and fails on a difference, so the comparison stays live.
@Suite(.serialized) struct HarfBuzzTests {
    static let corpus = [
        "AVATAR", "To", "Wi-Fi", "P.V.", "Tomorrow", "Yesterday", "LT AV WA Ty Vo", "Settings", "Privacy & Terms",
        "Software Update", "\u{201C}Quoted\u{201D} \u{2014} 100%", "Caf\u{E9} na\u{EF}ve",
        "\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}, \u{43C}\u{438}\u{440}", "\u{413}\u{414}\u{410} \u{422}\u{423}",  // Привет, мир; ГДА ТУ
        "\u{3A9}\u{3BC}\u{3AD}\u{3B3}\u{3B1} \u{393}\u{3C1}\u{3AC}\u{3BC}\u{3BC}\u{3B1}", "\u{3A4}\u{3BF} \u{3A5}\u{3B1}",  // Ωμέγα Γράμμα; Το Υα
        "\u{65E5}\u{672C}\u{8A9E}\u{306E}\u{30C6}\u{30AD}\u{30B9}\u{30C8}", "\u{4E2D}\u{6587}\u{5B57}\u{4F53}\u{3002}",  // 日本語のテキスト; 中文字体。
        "\u{D55C}\u{AD6D}\u{C5B4}", "\u{8A2D}\u{5B9A} \u{901A}\u{77E5}", "\u{6771}\u{4EAC}\u{FF08}\u{65E5}\u{672C}\u{FF09}", "\u{2600}\u{2605}\u{2665}\u{263A}", "\u{1F600}\u{1F44D}", "\u{1F389}\u{1F680}\u{2705}",  // 한국어; ☀★♥☺; 😀👍; 🎉🚀✅
    ]
    static let sizes = [12.0, 14.0, 17.0]

    struct Font: Sendable, CustomTestStringConvertible {
        var file: String
        var variation: String?
        var path: String { "Tests/Fonts/" + file }
        /// The recording's name: the file's, and the variation's.
        var testDescription: String { file + (variation.map { " at \($0)" } ?? "") }
    }

    static let fonts = [
        Font(file: "DejaVuSans.ttf"),
        Font(file: "Inter-roman.var.ttf", variation: "wght=400"),
        Font(file: "Inter-roman.var.ttf", variation: "wght=700"),
        Font(file: "DroidSansFallbackFull.ttf"),
        Font(file: "Inter-Regular.otf"),
        Font(file: "NotoColorEmoji.ttf"),
    ]

    @Test(arguments: fonts)
    func widthsMatchHarfBuzz(font: Font) throws {
        let metrics = try Self.table(font.path, font.variation.map { ["--variation", $0] } ?? [])
        var harfBuzz = try HarfBuzzRecording(font: font.path, variation: font.variation, name: font.testDescription)
        var compared = 0, worst = 0.0
        for text in Self.corpus {
            // A character the font lacks is drawn from a fallback font on a device, and by
            // HarfBuzz as the font's .notdef: the two do not measure the same thing.
            let shaped = try harfBuzz.shape(text)
            guard !shaped.missing else { continue }
            for size in Self.sizes {
                let ours = metrics.width(of: text, fontSize: size)
                let theirs = Double(shaped.advance) * size / Double(metrics.unitsPerEm)
                worst = max(worst, abs(ours - theirs))
                #expect(abs(ours - theirs) <= 0.01, "\(text) at \(size) pt: rowc \(ours), HarfBuzz \(theirs)")
                compared += 1
            }
        }
        harfBuzz.finish()
        // Each font draws two strings of the corpus at least (the emoji font: its emoji).
        #expect(compared >= 2 * 3, "only \(compared) measurements compared")
        print("HarfBuzz comparison, \(font.testDescription): \(compared) measurements, largest difference \(worst) pt")
    }

    /// Kerning is in the corpus: without it, "AVATAR" would be wider in every font that kerns.
    @Test func kerningChangesTheWidth() throws {
        let metrics = try Self.table("Tests/Fonts/DejaVuSans.ttf", [])
        let unkerned = "AVATAR".unicodeScalars.reduce(0.0) { $0 + metrics.advance(of: $1) } * 17
        #expect(metrics.width(of: "AVATAR", fontSize: 17) < unkerned - 1)
    }

    /// Tracking: DejaVu Sans given a 'trak' table (Tests/Fonts/add-trak.py), whose normal track is
    /// 0, -20 and -52 units at 12, 14 and 17 pt, measured at those sizes and between and past them.
    @Test func trackingMatchesHarfBuzz() throws {
        let font = "Tests/Fonts/DejaVuSans-Tracked.ttf"
        let metrics = try Self.table(font, [])
        #expect(metrics.tracking == [.init(size: 12, value: 0), .init(size: 14, value: -20), .init(size: 17, value: -52)])
        var harfBuzz = try HarfBuzzRecording(font: font, name: "DejaVuSans-Tracked.ttf")
        // HarfBuzz rounds the interpolated tracking to whole units; these sizes need no rounding.
        for size in [12.0, 14, 17, 15.5, 20, 9] {
            for text in ["Hello", "AVATAR", "Wi-Fi", "\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}"] {
                let theirs = Double(try harfBuzz.shape(text, pointSize: size).advance) * size / Double(metrics.unitsPerEm)
                let ours = metrics.width(of: text, fontSize: size)
                #expect(abs(ours - theirs) <= 0.01, "\(text) at \(size) pt: rowc \(ours), HarfBuzz \(theirs)")
            }
        }
        harfBuzz.finish()
    }

    /// The table `rowc metrics` makes from `font`.
    static func table(_ font: String, _ options: [String]) throws -> RowTextMetrics {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appendingPath("table.rowc-metrics")
        let run = CapturedRun.rowc(["metrics", Repository.path(font), "-o", output] + options)
        try #require(run.status == 0, "rowc metrics \(font): \(run.err)")
        return try RowTextMetrics(parsing: String(contentsOfFile: output, encoding: .utf8))
    }
}
