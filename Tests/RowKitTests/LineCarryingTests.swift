// LineCarryingTests.swift holds the line breaker's carried lines, the next line's start taken over a break without reading it again, to lines read again.

import RowKit
import Testing

@Suite struct LineCarryingTests {
    /// The built-in table, where no scalar narrows a text, so the breaker carries each line's
    /// last word over to the next line; and the same table with one scalar these texts never
    /// hold (U+E000) given no advance and a right class that kerns closer, so a scalar may
    /// narrow a text and the breaker reads each next line again. The texts measure the same
    /// with both, so they must break the same.
    let carried = RowTextMetrics.inter
    let readAgain: RowTextMetrics = {
        var table = RowTextMetrics.inter.table
        let closer = table.kerning.first { $0.value < 0 }!
        let index = table.entries.firstIndex { $0.first > 0xE000 }!
        #expect(table.entries[index - 1].last < 0xE000)
        table.entries.insert(.init(first: 0xE000, last: 0xE000, advance: 0, left: 0, right: closer.right), at: index)
        return RowTextMetrics(table)
    }()

    static let texts = [
        "Allow apps to request to track your activity across other companies' apps and websites",
        "Sync over cellular data when Wi-Fi is unavailable; large downloads wait for Wi-Fi",
        "通知を受け取る方法を選んでください。設定はいつでも変更できます。",
        "Notifications: 通知を受け取る方法を選んでください。Settings 設定 (General) 「一般」",
        "Due 2024-05-01 well-known re-do -b a - c x--y",
        "Supercalifragilisticexpialidocious antidisestablishmentarianism A",
        "Cafe\u{301} na\u{308}ive e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301}e\u{301} re\u{301}sume\u{301}",
        "Family 👨‍👩‍👧 thumbs 👍🏽 flag 🇯🇵 \"quoted\"\t😀 and more 😀😀😀😀😀😀😀😀",
        "One\nTwo words here\n\nThree   spaced    words  ",
        "한국어 텍스트는 단어 사이에서 줄을 바꿉니다",
        "AVAWAYTo Ty Ta Vo LT yy",
    ]

    /// Every line, its start, end and width, at widths from narrower than a character to wider
    /// than most texts, and counting to a limit, agree between the two ways.
    @Test(arguments: texts) func carriedLinesAreTheLinesReadAgain(text: String) {
        for size in [13.0, 17] {
            for width in stride(from: 6.0, through: 420, by: 4.5) {
                #expect(carried.lines(text, fontSize: size, width: width) == readAgain.lines(text, fontSize: size, width: width),
                        "\(size) pt at \(width) points")
                #expect(carried.lineCount(text, fontSize: size, width: width, most: 3)
                    == readAgain.lineCount(text, fontSize: size, width: width, most: 3))
            }
        }
    }

    /// Each carried line is as wide as its text measured on its own, to the bit.
    @Test func carriedLinesAreAsWideAsTheirText() {
        for text in Self.texts {
            for width in stride(from: 40.0, through: 400, by: 30) {
                for line in carried.lines(text, fontSize: 17, width: width) {
                    #expect(line.width == carried.width(of: line.text(in: text), fontSize: 17))
                }
            }
        }
    }
}
