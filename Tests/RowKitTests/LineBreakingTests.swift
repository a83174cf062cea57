// LineBreakingTests.swift holds RowKit's line breaker to its rule: where lines may break, that each is full and fits, and that nothing is lost.

import RowKit
import Testing

@Suite struct LineBreakingTests {
    let m = RowTextMetrics.inter

    func texts(_ text: String, _ width: Double, size: Double = 17) -> [String] {
        m.lineTexts(text, fontSize: size, width: width)
    }

    /// Lines break at spaces, each as wide as fits; nothing is lost but the spaces a line breaks at.
    @Test func latinWrapsAtSpacesAndEachLineIsFull() {
        let text = "Nearby devices see this iPhone by its name, and anyone you share it with can use it."
        let lines = texts(text, 150, size: 13)
        #expect(lines.count > 1)
        #expect(lines.joined(separator: " ") == text)
        for line in lines { #expect(m.width(of: line, fontSize: 13) <= 150) }
        // Each line but the last is full: its next word would not fit on it.
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(m.width(of: line + " " + next.prefix { $0 != " " }, fontSize: 13) > 150)
        }
        #expect(texts("", 60).isEmpty)
        #expect(texts("Short", 300) == ["Short"])
    }

    /// A line's width is its shown text's, to the bit, and counting gives as many lines as breaking.
    @Test func widthsAreTheTextsAndCountingAgreesWithBreaking() {
        let text = "Show previews of messages when the phone is locked, so you can read them at a glance"
        for width in stride(from: 40.0, through: 400, by: 17) {
            let lines = m.lines(text, fontSize: 17, width: width)
            #expect(m.lineCount(text, fontSize: 17, width: width) == lines.count)
            for line in lines { #expect(line.width == m.width(of: line.text(in: text), fontSize: 17)) }
        }
    }

    /// Two words share a line exactly when their width fits it, to within `fitTolerance`, at
    /// widths a fraction of a font unit apart on either side of it: the most units a line holds
    /// is found without a division where the width is far from a whole number of units, and
    /// with the divisions that check it where it is near.
    @Test func twoWordsShareALineExactlyWhenTheyFit() {
        for text in ["Wi-Fi Calling", "Reading preferences", "AVAWAY To", "通知 設定"] {
            for size in [11.0, 13, 17, 23.5, 53] {
                let whole = m.width(of: text, fontSize: size)
                let unit = size / Double(m.unitsPerEm)
                for step in -40...40 {
                    let width = whole - RowTextMetrics.fitTolerance + Double(step) * unit / 9
                    for width in [width.nextDown, width, width.nextUp] {
                        let fits = whole <= width + RowTextMetrics.fitTolerance
                        #expect(m.lineCount(text, fontSize: size, width: width) == (fits ? 1 : 2), "\(text) at \(size) pt in \(width)")
                    }
                }
            }
        }
    }

    /// A table with tracking and one without kerning break as they measure: each line fits and
    /// is as wide as its text; counting stops where it is told to.
    @Test func trackedAndUnkernedTablesAndCountingToALimit() {
        var tracked = m.table
        tracked.tracking = [.init(size: 12, value: 0), .init(size: 17, value: -52)]
        var unkerned = m.table
        unkerned.kerning = []
        let text = "Allow apps to request to track your activity across other companies' apps and websites"
        for table in [RowTextMetrics(tracked), RowTextMetrics(unkerned)] {
            let lines = table.lines(text, fontSize: 15, width: 120)
            #expect(lines.count > 2)
            for line in lines {
                #expect(line.width == table.width(of: line.text(in: text), fontSize: 15) && line.width <= 120)
            }
        }
        #expect(m.lineCount(text, fontSize: 15, width: 120, most: 2) == 2)
        #expect(m.lineCount(text, fontSize: 15, width: 120) == m.lines(text, fontSize: 15, width: 120).count)
    }

    /// After a hyphen a line may break, except before a digit or after a hyphen that starts a word.
    @Test func linesBreakAfterHyphens() {
        // Where breaking by characters would keep "Wi-F" together.
        #expect(texts("Wi-Fi", m.width(of: "Wi-Fi", fontSize: 17) - 1) == ["Wi-", "Fi"])
        #expect(texts("Turn on Wi-Fi", m.width(of: "Turn on Wi-", fontSize: 17) + 1) == ["Turn on Wi-", "Fi"])
        // A date stays whole until it must break by characters.
        let date = texts("Due 2024-05-01", m.width(of: "Due 2024-05-", fontSize: 17) + 1)
        #expect(date == ["Due", "2024-05-01"])
        #expect(texts("a -b", m.width(of: "a -", fontSize: 17) + 1) == ["a", "-b"])
    }

    /// CJK text breaks between characters, but no line starts with closing punctuation.
    @Test func cjkBreaksBetweenCharactersKeepingPunctuation() {
        let text = "これらは設定でいつでも変更できます。"
        let lines = texts(text, 60, size: 13)
        #expect(lines.count > 1 && lines.joined() == text)
        for line in lines.dropFirst() { #expect(line.first != "。") }
        // At a width that ends a line right before the full stop, the stop takes the character before it along.
        let all = Array(text)
        let width = m.width(of: String(all.dropLast()), fontSize: 13) + 0.01
        #expect(texts(text, width, size: 13) == [String(all.dropLast(2)), String(all.suffix(2))])
        // Latin beside CJK may break there too.
        #expect(texts("設定Settings", m.width(of: "Settings", fontSize: 17)) == ["設定", "Settings"])
    }

    /// A word breaks inside only when it alone is wider than the line, and then by whole
    /// characters: a combining accent stays with its letter.
    @Test func overlongWordsBreakByCharacters() {
        let word = "Supercalifragilisticexpialidocious"
        let lines = texts("A " + word, 80)
        #expect(lines.first == "A")
        #expect(lines.dropFirst().joined() == word)
        for line in lines { #expect(m.width(of: line, fontSize: 17) <= 80) }
        // A word that fits a line of its own moves there whole.
        #expect(texts("A Supercalifragilistic", m.width(of: "Supercalifragilistic", fontSize: 17)) == ["A", "Supercalifragilistic"])
        let accented = String(repeating: "e\u{301}", count: 12)
        let broken = texts(accented, 40)
        #expect(broken.count > 1 && broken.joined() == accented)
        for line in broken { #expect(line.unicodeScalars.first != "\u{301}") }
        // A character wider than the line is a line of its own.
        #expect(texts("MW", 1) == ["M", "W"])
    }

    /// A line feed always ends a line; spaces before a break hang, unshown.
    @Test func lineFeedsEndLinesAndSpacesHang() {
        #expect(texts("One\nTwo", 300) == ["One", "Two"])
        #expect(texts("One\n\nTwo", 300) == ["One", "", "Two"])
        #expect(texts("Alpha    Beta", m.width(of: "Alpha", fontSize: 17) + 1) == ["Alpha", "Beta"])
    }
}
