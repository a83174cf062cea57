// ScreenReportTests.swift checks the screen report's parts: the inferred list style, sections per locale.

import RowKit
@testable import RowcLayout
import RowcSema
import Testing

@Suite struct ScreenReportTests {
    /// Rows on a grouped background belong to a grouped table; any other, the default among
    /// them, to a plain one.
    @Test func theRowsBackgroundImpliesTheListStyle() {
        #expect(ListStyle.implied(by: RowTheme()) == .plain)
        var theme = RowTheme()
        theme.backgroundColor = .system(.secondarySystemGroupedBackground)
        #expect(ListStyle.implied(by: theme) == .grouped)
        theme.backgroundColor = .system(.secondarySystemBackground)
        #expect(ListStyle.implied(by: theme) == .plain)
        #expect(ListStyle.grouped.background == .systemGroupedBackground && ListStyle.plain.background == .systemBackground)
    }

    /// The report keeps each locale's sections, their headers and footers in that locale's text,
    /// and finds a row's layout by locale, size and width.
    @Test func sectionsAndLayoutsPerLocale() {
        let spec = checkedSpec("""
            row account title:"Account"
            section "Network" footer:"Shared by name."
            row wifi title:"Wi-Fi"
            row cell title:"Cellular"
            """)
        let upper = ReportLocale(code: "up", isRightToLeft: false, tables: StringTables(specTable: "test", hasTable: { _ in true })) { key, _, _ in
            key.uppercased()
        }
        let report = SpecReport(spec: spec, widths: [320, 390], sizes: [.large, .xxLarge], direction: .leftToRight,
                                metrics: .inter, locales: [.unlocalized, upper])
        #expect(report.sections[0].map(\.title) == [nil, "Network"])
        #expect(report.sections[0].map(\.footer) == [nil, "Shared by name."])
        #expect(report.sections[1].map(\.title) == [nil, "NETWORK"] && report.sections[1][1].footer == "SHARED BY NAME.")
        #expect(report.sections[1].map(\.rows) == [0..<1, 1..<3])
        let layout = report.layout(of: report.rows[1], locale: 1, size: 1, width: 0)
        #expect(layout.width == 320 && layout.size == .xxLarge && layout.locale == "up" && layout.title?.text == "WI-FI")
    }
}
