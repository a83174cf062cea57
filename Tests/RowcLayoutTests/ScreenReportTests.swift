// ScreenReportTests.swift checks the screen report's parts: the inferred list style, sections per locale.

import RowKit
@testable import RowcLayout
import RowcSema
import Testing

@Suite struct ScreenReportTests {
    /// Rows on a grouped background belong to a grouped table; any other, the default among
    /// them, to a plain one; a written `list.style` wins.
    @Test func theRowsBackgroundImpliesTheListStyle() {
        let row = "row wifi title:\"Wi-Fi\""
        #expect(checkedSpec(row).theme.listStyle == .plain)
        #expect(checkedSpec("theme background.color:secondarySystemGroupedBackground\n" + row).theme.listStyle == .grouped)
        #expect(checkedSpec("theme background.color:secondarySystemBackground\n" + row).theme.listStyle == .plain)
        #expect(checkedSpec("theme list.style:insetGrouped background.color:secondarySystemGroupedBackground\n" + row)
            .theme.listStyle == .insetGrouped)
        #expect(checkedSpec("theme background.color:secondarySystemGroupedBackground list.style:plain\n" + row)
            .theme.listStyle == .plain)
        #expect(RowListStyle.grouped.background == .systemGroupedBackground && RowListStyle.plain.background == .systemBackground)
    }

    /// An inset grouped list's cells are narrower than the device by the layout margin on each
    /// side, 16 points below 414 and 20 from it; `--list` overrides the theme.
    @Test func insetGroupedCellsAreInsetByTheMargin() {
        #expect(RowCellGeometry(deviceWidth: 375, style: .insetGrouped) == RowCellGeometry(width: 343, margin: 16))
        #expect(RowCellGeometry(deviceWidth: 413.5, style: .insetGrouped).margin == 16)
        #expect(RowCellGeometry(deviceWidth: 414, style: .insetGrouped) == RowCellGeometry(width: 374, margin: 20))
        #expect(RowCellGeometry(deviceWidth: 440, style: .plain) == RowCellGeometry(width: 440, margin: 20))
        #expect(RowCellGeometry(deviceWidth: 393, style: .grouped) == RowCellGeometry(width: 393, margin: 16))
        let spec = checkedSpec("theme list.style:insetGrouped\nrow wifi title:\"Wi-Fi\" arrow")
        let report = SpecReport(spec: spec, widths: [375, 430], direction: .leftToRight, metrics: .inter)
        let narrow = report.rows[0].layouts[0], wide = report.rows[0].layouts[1]
        #expect(narrow.cell.width == 343 && narrow.frames.title?.x == 16 && narrow.frames.arrow?.maxX == 343 - 16)
        #expect(wide.cell.width == 390 && wide.frames.title?.x == 20 && wide.frames.arrow?.maxX == 390 - 20)
        #expect(report.cellsDescription == "insetGrouped list, cells 343 at 375, 390 at 430")
        let plain = SpecReport(spec: spec, widths: [375], direction: .leftToRight, metrics: .inter, list: .plain)
        #expect(plain.rows[0].layouts[0].cell.width == 375 && plain.cellsDescription == "plain list, cells 375")
    }

    /// W301 names the list style and the cell's width.
    @Test func truncationNamesTheListStyleAndCellWidth() {
        let spec = checkedSpec("theme list.style:insetGrouped\nrow wifi title:\"A title far too long to fit in any cell of a phone\"")
        let report = SpecReport(spec: spec, widths: [320], direction: .leftToRight, metrics: .inter)
        let message = report.diagnostics.first { $0.code == .truncatedText }?.message ?? ""
        #expect(message.hasPrefix("title truncated at width 320 (insetGrouped list, cell 288), text size large"))
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
