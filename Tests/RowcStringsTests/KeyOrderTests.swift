// KeyOrderTests.swift checks the order keys are written in: the fixtures' orders, keys in many scripts, and the fast path against Foundation.

import Foundation
@testable import RowcStrings
import RowcTestSupport
import Testing

@Suite("the order of keys")
struct KeyOrderTests {
    /// Foundation's own comparison, which JSONSerialization's `.sortedKeys` makes, written here
    /// apart from KeyOrder's so the tests do not hold KeyOrder to itself.
    static func foundationPrecedes(_ a: String, _ b: String) -> Bool {
        a.compare(b, options: [.numeric, .caseInsensitive, .forcedOrdering], range: a.startIndex..<a.endIndex,
                  locale: NSLocale.system) == .orderedAscending
    }

    @Test("the order of single ASCII characters is Foundation's")
    func asciiOrderIsFoundations() {
        let representatives = (UInt8(0x20)...0x7E).filter { !(0x41...0x5A).contains($0) && !(0x31...0x39).contains($0) }
        let ordered = representatives.sorted { Self.foundationPrecedes(String(UnicodeScalar($0)), String(UnicodeScalar($1))) }
        #expect(String(decoding: ordered, as: UTF8.self) == KeyOrder.order)
    }

    /// Keys as real catalogs have them: words in many scripts, typographic punctuation, emoji,
    /// format specifiers and numbers, some equal but for case or accents.
    static func realisticKeys(count: Int, seed: UInt64) -> [String] {
        var random = SeededGenerator(seed: seed)
        let words = ["Cancel", "cancel", "Can’t add", "Can't add", "Done", "don’t", "“Quoted”", "\"Quoted\"", "«Guillemets»", "‹one›",
                     "• Item", "·", "Middle·dot", "A\u{A0}B", "A B", "Item 2", "Item 10", "item 02", "école", "Ecole", "Straße",
                     "Æther", "Øre", "ñ", "Ωmega", "Привет", "привет", "Ёлка", "مرحبا", "שלום", "नमस्ते", "สวัสดี", "안녕",
                     "アプリ", "あいう", "日本語", "设置", "設定", "中文", "👍", "🎉 Party", "👨‍👩‍👧", "%@", "%lld items", "%#@count@",
                     "—", "–", "…", "‘single’", "„low“", "¿Qué?", "¡Hola!", "€5", "$5", "#1", "@home", "(a)", "[b]", "x_y", "x-y", "x.y"]
        return (0..<count).map { _ in
            (0..<Int.random(in: 1...3, using: &random)).map { _ in words.randomElement(using: &random)! }.joined(separator: " ")
        }
    }

    @Test("keys in many scripts with punctuation are sorted as Foundation sorts them")
    func manyScriptsAgree() {
        var seen = Set<String>()
        let keys = Self.realisticKeys(count: 3_000, seed: 0x0BDE_0603).filter { seen.insert($0).inserted }
        let foundation = keys.sorted(by: Self.foundationPrecedes)
        var random = SeededGenerator(seed: 0x0BDE_0604)
        #expect(KeyOrder.sorted(keys.shuffled(using: &random)) == foundation)
        // Keys added to a sorted catalog go where Foundation puts them, and the others stay put.
        let added = Array(foundation.shuffled(using: &random).prefix(40))
        let kept = foundation.filter { !added.contains($0) }
        #expect(KeyOrder.sorted(kept + added) == foundation)
        var disagreements: [String] = []
        for _ in 0..<20_000 {
            let a = keys.randomElement(using: &random)!, b = keys.randomElement(using: &random)!
            if a != b && KeyOrder.precedes(a, b) != Self.foundationPrecedes(a, b) { disagreements.append("\(a.debugDescription) \(b.debugDescription)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) pairs, such as \(disagreements.prefix(8))")
    }

    @Test("the orders found in catalogs Xcode wrote")
    func observed() {
        // liamnichols/xcstrings-tool's Localizable.xcstrings fixture, and a catalog with punctuation keys.
        let orders = [
            ["continue", "Empty", "Empty.Comment", "Key", "my_snake_case", "my.snake_case.with-multiple-separators", "myDeviceVariant", "myPlural", "mySubstitute"],
            [" ", "!\n", "%@", "%@ sent you a message!", "%@, %@", "%@/10", "0km", "500km", "About me", "Dinner preferences", "Dinner Preferences",
             "DinnerConnect", "Ensure", "ERROR", "Experiment"],
            ["sourceLanguage", "strings", "version"],
            ["argNum", "formatSpecifier", "variations"],
            ["comment", "extractionState", "localizations", "shouldTranslate"],
            ["stringUnit", "substitutions", "variations"],
            // Xcode keeps a typographic apostrophe's key before the plain word it starts like.
            ["Can’t add", "Cancel", "Done"],
        ]
        for order in orders {
            #expect(KeyOrder.sorted(order.reversed()) == order)
            #expect(order.shuffled().sorted(by: Self.foundationPrecedes) == order)
        }
    }

    @Test("numbers by value, case only as a tie-break (lowercase first), accents after case, other scripts after Latin")
    func rules() {
        let order = ["ecole", "Ecole", "école", "Item 2", "Item 9", "Item 10", "item 10a", "Item 100", "Zebra", "مرحبا", "アプリ", "日本語"]
        #expect(KeyOrder.sorted(order.reversed()) == order)
    }

    @Test("the single characters the fast path ranks are all different to Foundation")
    func ranksAreDistinct() {
        let characters = (UInt8(0x20)...0x7E).filter { !(0x41...0x5A).contains($0) && !(0x31...0x39).contains($0) }.map { String(UnicodeScalar($0)) }
        for (i, a) in characters.enumerated() {
            for b in characters[(i + 1)...] {
                #expect(a.compare(b, options: [.numeric, .caseInsensitive], range: nil, locale: NSLocale.system) != .orderedSame, "\(a) \(b)")
            }
        }
    }

    @Test("the fast path agrees with Foundation on random keys")
    func fastPathAgrees() {
        var random = SeededGenerator(seed: 0x0BDE_0601)
        let alphabet = Array(" !\"#$%&'()*+,-./0123456789:;<=>?@ABCZabcz[\\]^_`{|}~\u{1}\t\néÄ日")
        // Biased towards digits, case and shared prefixes, where orders are subtle.
        let common = Array("aA0 1._-")
        func key() -> String {
            String((0..<Int.random(in: 0...8, using: &random)).map { _ in
                Bool.random(using: &random) ? common.randomElement(using: &random)! : alphabet.randomElement(using: &random)!
            })
        }
        var decided = 0
        for _ in 0..<40_000 {
            let a = key(), b = Bool.random(using: &random) ? key() : String(a.prefix(Int.random(in: 0...a.count, using: &random))) + key()
            guard let fast = KeyOrder.fastPrecedes(a, b) else { continue }
            decided += 1
            #expect(fast == Self.foundationPrecedes(a, b), "\(a.debugDescription) \(b.debugDescription)")
        }
        #expect(decided > 20_000)
    }
}
