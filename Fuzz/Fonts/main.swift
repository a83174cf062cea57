// main.swift (fuzz-fonts): any bytes as a font file through the reader and `rowc metrics`' table making.
//
// Invariants, beyond "no crash and no hang": a font either reads or fails with a FontError; a
// font that reads gives a table that parses back as the same table, and measures every string
// of a small corpus without trapping.

import FuzzHarness
import RowKit
import RowcFonts

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzFonts(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = FuzzHarness.bytes(data, size)
    guard let selector = input.first else { return 0 }
    // The first byte picks the face and instance, so collections and variable fonts are reached.
    let bytes = Array(input.dropFirst())
    let face = selector & 3 == 0 ? nil : String(selector & 3 - 1)
    let instance: InstanceChoice = switch selector >> 2 & 3 {
    case 1: .coordinates(["wght": Double(selector >> 4) * 60 + 100])
    case 2: .named("Bold")
    default: .defaultInstance
    }
    let table: RowMetricsTable
    do {
        // A small font can claim to kern tens of thousands of glyphs with each other; a budget of
        // 10,000 pairs keeps each run short (the corpus drifts towards inputs that spend all of
        // it) and still reaches the refusal past it.
        table = try FontTable.make(try FontFace(bytes: bytes, face: face, instance: instance), pairBudget: 10_000)
    } catch {
        if error.message.isEmpty { FuzzHarness.fail("a font error without a message", input: input) }
        return 0
    }
    let text = table.text
    guard let parsed = try? RowTextMetrics(parsing: text) else {
        FuzzHarness.fail("the table rowc wrote does not parse:\n\(text.prefix(2000))", input: input)
    }
    if parsed != RowTextMetrics(table) { FuzzHarness.fail("the table reads back differently", input: input) }
    for sample in ["AVATAR", "Wi-Fi", "\u{41F}\u{440}\u{438}", "\u{65E5}\u{672C}", "\u{1F600}", ""] {
        let width = parsed.width(of: sample, fontSize: 17)
        if !width.isFinite { FuzzHarness.fail("width of \(sample) is \(width)", input: input) }
    }
    return 0
}

FuzzHarness.main(fuzzFonts)
