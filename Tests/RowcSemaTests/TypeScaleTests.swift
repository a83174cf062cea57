// TypeScaleTests.swift checks Dynamic Type's sizes and styles, and the `title.style`/`subtitle.style` theme keys.

import RowKit
import RowcSema
import RowcSource
import Testing

@Suite("text sizes and styles")
struct TypeScaleTests {
    @Test("the sizes are SwiftUI's DynamicTypeSize names, large the default, the last five for accessibility")
    func sizes() {
        #expect(RowContentSize.allCases.map(\.rawValue) == [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ])
        #expect(RowContentSize.default == .large)
        #expect(RowContentSize.allCases.filter(\.isAccessibilitySize).count == 5)
        #expect(RowContentSize.allCases.enumerated().allSatisfy { $0.offset == $0.element.index })
    }

    /// Spot checks against the HIG's table, corner to corner, and headline as body.
    @Test func pointSizes() {
        #expect(RowTextStyle.body.pointSize(at: .xSmall) == 14 && RowTextStyle.body.pointSize(at: .accessibility5) == 53)
        #expect(RowTextStyle.caption2.pointSize(at: .xSmall) == 11 && RowTextStyle.caption2.pointSize(at: .accessibility5) == 40)
        #expect(RowTextStyle.subheadline.pointSize(at: .large) == 15 && RowTextStyle.footnote.pointSize(at: .xxLarge) == 17)
        #expect(RowTextStyle.callout.pointSize(at: .accessibility3) == 38 && RowTextStyle.caption1.pointSize(at: .xLarge) == 14)
        for size in RowContentSize.allCases {
            #expect(RowTextStyle.headline.pointSize(at: size) == RowTextStyle.body.pointSize(at: size))
        }
        #expect(RowTextStyle.allCases.filter(\.isSemibold) == [.headline])
    }

    @Test("every style grows with the size, and scales by exactly 1 at large")
    func scales() {
        for style in RowTextStyle.allCases {
            #expect(style.scale(at: .large) == 1)
            let sizes = RowContentSize.allCases.map { style.pointSize(at: $0) }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(style)")
        }
        #expect(Optional<RowTextStyle>.none.scale(at: .accessibility5) == 1)
        #expect(RowTextStyle.body.scale(at: .accessibility1) == 28.0 / 17)
    }

    @Test("the table's columns list each style once, in its column")
    func columns() {
        #expect(RowTextStyle.columns.flatMap { $0 }.sorted { $0.rawValue < $1.rawValue } == RowTextStyle.allCases.sorted { $0.rawValue < $1.rawValue })
        for (i, styles) in RowTextStyle.columns.enumerated() {
            #expect(styles.allSatisfy { $0.column == i })
        }
    }

    @Test("title.style and subtitle.style take a style or fixed; body and body in ios, body and subheadline in seed")
    func themeKeys() {
        #expect(RowTheme.default.titleStyle == .body && RowTheme.default.subtitleStyle == .body)
        #expect(RowTheme.seed.titleStyle == .body && RowTheme.seed.subtitleStyle == .subheadline)
        let (spec, diagnostics) = Checker.check(SourceFile(path: "t.rows", text: "theme title.style:headline subtitle.style:fixed\nrow a title:\"A\" subtitle:\"B\"\n"))
        #expect(diagnostics.isEmpty)
        #expect(spec.theme.titleStyle == .headline && spec.theme.subtitleStyle == nil)
        #expect(ThemeKey.named("subtitle.style")?.value(in: spec.theme) == "fixed")
    }

    @Test("an unknown style is E103 with the closest style as a fix-it")
    func unknownStyle() throws {
        let (_, diagnostics) = Checker.check(SourceFile(path: "t.rows", text: "theme title.style:bdy\nrow a title:\"A\"\n"))
        let d = try #require(diagnostics.first)
        #expect(diagnostics.count == 1 && d.code.id == "E103")
        #expect(d.message.contains("`title.style` takes a text style (`body`, `callout`"))
        #expect(d.fixIts.map(\.replacement) == ["body"])
        let (_, quoted) = Checker.check(SourceFile(path: "t.rows", text: "theme title.style:\"body\"\nrow a title:\"A\"\n"))
        #expect(quoted.map(\.code.id) == ["E103"])
    }
}
