// HarfBuzzTests.swift holds tables `rowc metrics` makes to HarfBuzz's shaping of the same fonts: widths within 0.01 pt.

import Foundation
import RowKit
import RowcJSON
import RowcLayout
import RowcTestSupport
import Testing

/// HarfBuzz (`hb-shape`, Debian's libharfbuzz-bin) is the independent measure: it shapes each
/// string with kerning on and ligatures and contextual alternates off, and the sum of its
/// advances must equal the width rowc's table gives, to 0.01 pt, at 12, 14 and 17 pt.
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
        var path: String
        var variation: String?
        var testDescription: String { (path as NSString).lastPathComponent + (variation.map { " at \($0)" } ?? "") }
    }

    static let fonts = [
        Font(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
        Font(path: "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf", variation: "wght=400"),
        Font(path: "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf", variation: "wght=700"),
        Font(path: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf"),
        Font(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"),
        Font(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
    ]

    @Test(arguments: fonts)
    func widthsMatchHarfBuzz(font: Font) throws {
        let hbShape = try #require(Self.hbShape, "hb-shape is installed (apt-get install libharfbuzz-bin; .ci/run does)")
        let metrics = try Self.table(font.path, font.variation.map { ["--variation", $0] } ?? [])
        var compared = 0, worst = 0.0
        for text in Self.corpus {
            // A character the font lacks is drawn from a fallback font on a device, and by
            // HarfBuzz as the font's .notdef: the two do not measure the same thing.
            let shaped = try Self.shape(hbShape, font.path, text, variation: font.variation, pointSize: nil)
            guard !shaped.glyphs.contains(0) else { continue }
            for size in Self.sizes {
                let ours = metrics.width(of: text, fontSize: size)
                let theirs = Double(shaped.advance) * size / Double(metrics.unitsPerEm)
                worst = max(worst, abs(ours - theirs))
                #expect(abs(ours - theirs) <= 0.01, "\(text) at \(size) pt: rowc \(ours), HarfBuzz \(theirs)")
                compared += 1
            }
        }
        // Each font draws two strings of the corpus at least (the emoji font: its emoji).
        #expect(compared >= 2 * 3, "only \(compared) measurements compared")
        print("HarfBuzz comparison, \(font.testDescription): \(compared) measurements, largest difference \(worst) pt")
    }

    /// Kerning is in the corpus: without it, "AVATAR" would be wider in every font that kerns.
    @Test func kerningChangesTheWidth() throws {
        let metrics = try Self.table("/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", [])
        let unkerned = "AVATAR".unicodeScalars.reduce(0.0) { $0 + metrics.advance(of: $1) } * 17
        #expect(metrics.width(of: "AVATAR", fontSize: 17) < unkerned - 1)
    }

    /// Tracking: a copy of DejaVu Sans given a 'trak' table by fontTools, whose normal track is
    /// 0, -20 and -52 units at 12, 14 and 17 pt, measured at those sizes and between and past them.
    @Test func trackingMatchesHarfBuzz() throws {
        let hbShape = try #require(Self.hbShape, "hb-shape is installed")
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let font = folder.appendingPath("Tracked.ttf")
        let script = """
            import sys
            from fontTools.ttLib import TTFont, newTable
            from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
            font = TTFont(sys.argv[1])
            trak = newTable("trak")
            trak.version, trak.format = 1.0, 0
            trak.horizData, trak.vertData = TrackData(), TrackData()
            trak.horizData[0.0] = TrackTableEntry({12.0: 0, 14.0: -20, 17.0: -52}, nameIndex=256)
            trak.horizData[1.0] = TrackTableEntry({12.0: 40, 14.0: 40, 17.0: 40}, nameIndex=257)
            font["trak"] = trak
            font.save(sys.argv[2])
            """
        let made = Swiftc.run("/usr/bin/python3", ["-c", script, "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", font])
        try #require(made.status == 0, "fontTools adds a trak table (apt-get install python3-fonttools): \(made.output)")
        let metrics = try Self.table(font, [])
        #expect(metrics.tracking == [.init(size: 12, value: 0), .init(size: 14, value: -20), .init(size: 17, value: -52)])
        // HarfBuzz rounds the interpolated tracking to whole units; these sizes need no rounding.
        for size in [12.0, 14, 17, 15.5, 20, 9] {
            for text in ["Hello", "AVATAR", "Wi-Fi", "\u{41F}\u{440}\u{438}\u{432}\u{435}\u{442}"] {
                let shaped = try Self.shape(hbShape, font, text, variation: nil, pointSize: size)
                let theirs = Double(shaped.advance) * size / Double(metrics.unitsPerEm)
                let ours = metrics.width(of: text, fontSize: size)
                #expect(abs(ours - theirs) <= 0.01, "\(text) at \(size) pt: rowc \(ours), HarfBuzz \(theirs)")
            }
        }
    }

    static let hbShape: String? = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// The table `rowc metrics` makes from `font`.
    static func table(_ font: String, _ options: [String]) throws -> RowTextMetrics {
        let folder = TemporaryFolder()
        defer { folder.remove() }
        let output = folder.appendingPath("table.rowc-metrics")
        let run = CapturedRun.rowc(["metrics", font, "-o", output] + options)
        try #require(run.status == 0, "rowc metrics \(font): \(run.err)")
        return try RowTextMetrics(parsing: String(contentsOfFile: output, encoding: .utf8))
    }

    /// HarfBuzz's glyphs and total advance, in font units, for `text`.
    static func shape(_ hbShape: String, _ font: String, _ text: String, variation: String?,
                      pointSize: Double?) throws -> (glyphs: [Int], advance: Int) {
        var arguments = [font, text, "--features=kern,-liga,-clig,-calt", "--output-format=json", "--no-glyph-names"]
        if let variation { arguments.append("--variations=\(variation)") }
        if let pointSize { arguments.append("--font-ptem=\(pointSize)") }
        let run = Swiftc.run(hbShape, arguments)
        try #require(run.status == 0, "hb-shape: \(run.output)")
        let glyphs = try JSON.parse(Array(run.output.utf8)).arrayValue ?? []
        return (glyphs.map { Int($0["g"]?.doubleValue ?? -1) }, glyphs.reduce(0) { $0 + Int($1["ax"]?.doubleValue ?? 0) })
    }
}
