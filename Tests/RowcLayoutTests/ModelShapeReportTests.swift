// ModelShapeReportTests.swift checks that the report lays each model's shapes out as it lays out rows.

import RowKit
@testable import RowcLayout
import RowcSema
import Testing

@Suite struct ModelShapeReportTests {
    /// Each shape in each locale, size and width; a model's constant text is localized, its
    /// fields' sample text is data and stays as written; truncations name the model and fields.
    @Test func shapesAreLaidOutLikeRows() throws {
        let spec = checkedSpec("""
            row about title:"About"
            model Person key:$id image:$avatar? title:$name subtitle:"Senior Product Designer, Seoul" sample name:"Kim Ji-woo"
            """)
        let upper = ReportLocale(code: "up", isRightToLeft: false, tables: StringTables(specTable: "test", hasTable: { _ in true })) { key, _, _ in
            key.uppercased()
        }
        let report = SpecReport(spec: spec, widths: [320, 440], sizes: [.large, .xxLarge], direction: .leftToRight,
                                metrics: .inter, locales: [.unlocalized, upper])
        #expect(report.rows.count == 1)
        #expect(report.shapes.map(\.name) == ["Person with avatar", "Person without avatar"])
        #expect(report.shapes.map(\.row.style.name) == ["imageTitleSubtitle", "titleSubtitle"])
        #expect(report.shapes.allSatisfy { $0.layouts.count == 2 * 2 * 2 && $0.line == 2 })
        let layout = report.layout(of: report.shapes[0], locale: 1, size: 1, width: 0)
        #expect(layout.title?.text == "Kim Ji-woo" && layout.subtitle?.text == "SENIOR PRODUCT DESIGNER, SEOUL")
        let truncation = try #require(layout.diagnostics.first)
        #expect(truncation.code == .truncatedText)
        #expect(truncation.message.hasPrefix("model `Person` with avatar: subtitle truncated at width 320"))
        // The report's diagnostics and tally count the shapes' layouts with the rows'.
        #expect(report.diagnostics.contains { $0.message == truncation.message })
        let tally = ReportTally([report])
        #expect(tally.layouts == 3 * 8 && tally.summary.hasPrefix("1 row, 2 model shapes in 1 file, 24 layouts: "))
    }
}
