// ThemeAnalysisTests.swift checks the theme checks of checking: elements taller than the row, fonts taller than labels.

import RowcDiagnostics
import RowcSema
import RowcSource
import Testing

@Suite struct ThemeAnalysisTests {
    /// The spec checked from `source`.
    func checkedSpec(_ source: String) -> CheckedSpec { check(source).spec }

    @Test func elementTallerThanTheRowIsAnError() throws {
        let spec = checkedSpec("theme row.height:30 image.height:32\n" + Self.everyElement)
        let diagnostics = spec.themeDiagnostics
        let d = try #require(diagnostics.first)
        #expect(d.code == .elementTallerThanRow)
        #expect(d.severity == .error)
        #expect(spec.file.text(d.span) == "image.height")
        #expect(d.message == "`image.height` 32 is more than `row.height` 30: the image cannot fit in the row at any width")
        #expect(d.notes.map { spec.file.text($0.span) } == ["row.height"])
        // The label (21) still fits in 30 and the arrow (13) too: one error, not three.
        #expect(diagnostics.count { $0.code == .elementTallerThanRow } == 1)
    }

    /// A row that shows all four elements, so the theme must make room for each.
    static let everyElement = "row all image:i title:\"T\" subtitle:\"S\" arrow"

    @Test("the theme is checked only for the elements the spec's rows and models show")
    func onlyShownElementsAreChecked() {
        func codes(_ source: String) -> [String] {
            checkedSpec(source).themeDiagnostics.map { $0.code.id }
        }
        // Image rows have no labels, so a 21-point label in an 18-point row is no error.
        #expect(codes("theme row.height:18 image.height:16\nrow a image:pic arrow") == [])
        // Title rows have no image: only the label is too tall for 20.
        let titles = checkedSpec("theme row.height:20\nrow a title:\"A\"").themeDiagnostics
        #expect(titles.map(\.message).allSatisfy { $0.contains("label") })
        #expect(titles.count == 1)
        // A model's slots count as shown, and so does the subtitle font only where a subtitle is.
        #expect(codes("theme row.height:20\nmodel Person image:$photo") == ["E301"])
        #expect(codes("theme subtitle.font:20\nrow a title:\"A\"") == [])
        #expect(codes("theme subtitle.font:20\nrow a title:\"A\" subtitle:\"B\"") == ["W303"])
    }

    @Test func aShortRowIsReportedAtRowHeight() throws {
        let spec = checkedSpec("theme row.height:20\n" + Self.everyElement)
        let codes = spec.themeDiagnostics.map(\.code)
        // image 21 and label 21 do not fit in 20; the arrow's 13 does.
        #expect(codes == [.elementTallerThanRow, .elementTallerThanRow])
    }

    @Test func aFontTallerThanItsLabelIsClipped() throws {
        let spec = checkedSpec("theme title.font:20\n" + Self.everyElement)
        let d = try #require(spec.themeDiagnostics.first)
        #expect(d.code == .textTallerThanLabel)
        #expect(d.severity == .warning)
        #expect(spec.file.text(d.span) == "title.font")
        // 20 x 1.19 = 23.8 > 21
        #expect(d.message.contains("needs a line about 23.8 points high"))
        #expect(checkedSpec("row a title:\"A\"").themeDiagnostics.isEmpty)
    }

    @Test("theme diagnostics are among the spec's diagnostics, as every command reports them")
    func themeDiagnosticsAreTheSpecs() {
        let (spec, diagnostics) = check("theme row.height:20\n" + Self.everyElement)
        #expect(diagnostics.codes == ["E301", "E301"])
        #expect(spec.themeDiagnostics == diagnostics)
    }
}
