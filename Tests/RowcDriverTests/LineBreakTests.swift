// LineBreakTests.swift holds RowKit's line breaker to an independent one, Tests/Fonts/line-breaks.py, over HarfBuzz's widths.

import Foundation
import RowKit
import RowcTestSupport
import Testing

/// Tests/Fonts/line-breaks.py breaks the same texts at the same widths with its own reading of
/// grammar.md's rule, measuring each candidate line with HarfBuzz (`hb-shape`) in Inter Regular,
/// the font the built-in table was made from. Its lines are recorded in
/// `Tests/Fonts/LineBreaks/Inter-Regular.otf.txt` (`size TAB width TAB text`, then each line,
/// tab-separated), which `swift test` reads; under `ROWC_RECORD=1`, as .ci/run sets after
/// installing libharfbuzz-bin and python3-fonttools, the script runs again and the file is
/// rewritten, so a change shows in `git diff`.
@Suite struct LineBreakTests {
    static let font = "Tests/Fonts/Inter-Regular.otf"
    static let file = "Tests/Fonts/LineBreaks/Inter-Regular.otf.txt"

    /// Latin sentences, hyphens (and a date whose hyphens do not break), CJK with its
    /// punctuation, Latin beside CJK, Cyrillic, and words wider than a line.
    static let texts = [
        "Enable Full Screen Articles",
        "Show previews of messages when the phone is locked, so you can read them at a glance",
        "Nearby devices see this iPhone by its name, and anyone you share it with can use it.",
        "State-of-the-art end-to-end encryption for every conversation",
        "Turn on Wi-Fi and Bluetooth in Control Center",
        "Your plan renews on 2024-05-01 unless you cancel it first",
        "Synchronisierung über mobile Daten erlauben (Datenschutz-Grundverordnung)",
        "\u{3053}\u{308C}\u{3089}\u{306E}\u{8A2D}\u{5B9A}\u{306F}\u{3044}\u{3064}\u{3067}\u{3082}\u{5909}\u{66F4}\u{3067}\u{304D}\u{307E}\u{3059}\u{3002}\u{901A}\u{77E5}\u{3092}\u{53D7}\u{3051}\u{53D6}\u{308B}\u{65B9}\u{6CD5}\u{3092}\u{9078}\u{3093}\u{3067}\u{304F}\u{3060}\u{3055}\u{3044}\u{3002}",
        "\u{4E2D}\u{6587}\u{5B57}\u{4F53}\u{5728}\u{8FD9}\u{91CC}\u{663E}\u{793A}\u{FF0C}\u{6BCF}\u{4E2A}\u{5B57}\u{7B26}\u{4E4B}\u{95F4}\u{90FD}\u{53EF}\u{4EE5}\u{6362}\u{884C}\u{3002}",
        "\u{300C}\u{8A2D}\u{5B9A}\u{300D}\u{3092}\u{958B}\u{3044}\u{3066}\u{3001}Wi-Fi\u{3092}\u{30AA}\u{30F3}\u{306B}\u{3057}\u{3066}\u{304F}\u{3060}\u{3055}\u{3044}\u{3002}",
        "\u{423}\u{432}\u{435}\u{434}\u{43E}\u{43C}\u{43B}\u{435}\u{43D}\u{438}\u{44F} \u{43F}\u{43E}\u{43A}\u{430}\u{437}\u{44B}\u{432}\u{430}\u{44E}\u{442}\u{441}\u{44F} \u{43D}\u{430} \u{437}\u{430}\u{431}\u{43B}\u{43E}\u{43A}\u{438}\u{440}\u{43E}\u{432}\u{430}\u{43D}\u{43D}\u{43E}\u{43C} \u{44D}\u{43A}\u{440}\u{430}\u{43D}\u{435}",
        "Donaudampfschifffahrtsgesellschaftskapit\u{E4}nswitwe",
        "A supercalifragilisticexpialidocious word breaks by characters",
    ]
    static let sizes = [13, 17]
    static let widths = [90, 150, 220, 300]

    static var cases: [String] {
        texts.flatMap { text in sizes.flatMap { size in widths.map { "\(size)\t\($0)\t\(text)" } } }
    }

    @Test func linesMatchTheIndependentBreaker() throws {
        let recorded = try Self.recorded()
        var compared = 0, wrapped = 0
        for key in Self.cases {
            let fields = key.split(separator: "\t", maxSplits: 2).map(String.init)
            let size = try #require(Double(fields[0])), width = try #require(Double(fields[1]))
            let theirs = try #require(recorded[key], "\(Self.file) has no line for \(key); record it with ROWC_RECORD=1")
            let ours = RowTextMetrics.inter.lineTexts(fields[2], fontSize: size, width: width)
            #expect(ours == theirs, "\(fields[2]) at \(fields[0]) pt in \(fields[1]) points")
            compared += 1
            if theirs.count > 1 { wrapped += 1 }
        }
        // Most cases wrap, or the comparison would prove little.
        #expect(compared == Self.cases.count && wrapped * 3 > compared * 2, "\(wrapped) of \(compared) cases wrap")
    }

    /// The recorded lines by case; recorded again with the script under `ROWC_RECORD=1`.
    static func recorded() throws -> [String: [String]] {
        let text: String
        if Golden.isRecording {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            folder.write(cases.joined(separator: "\n") + "\n", to: "cases.txt")
            let run = Swiftc.run("/usr/bin/python3", [Repository.path("Tests/Fonts/line-breaks.py"), Repository.path(font),
                                                      folder.appendingPath("cases.txt")])
            try #require(run.status == 0, "line-breaks.py needs hb-shape and python3-fonttools: \(run.output)")
            text = run.output
            Golden.check(text, against: file)
        } else {
            text = try #require(try? Repository.readText(file), "\(file) is missing; record it with ROWC_RECORD=1")
        }
        var lines: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 3 else { continue }
            lines[fields[0...2].joined(separator: "\t")] = Array(fields.dropFirst(3))
        }
        return lines
    }
}
