// SpecsTests.swift checks the shipped Specs: they check clean, and they say what the seed articles say.

import RowcSema
import RowcSource
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite("Specs/")
struct SpecsTests {
    func checked(_ relative: String) throws -> CheckedSpec {
        let file = SourceFile(path: relative, bytes: try Repository.read(relative))
        let (spec, diagnostics) = Checker.check(file)
        #expect(diagnostics.isEmpty)
        return spec
    }

    @Test("`rowc check Specs/` finds no problems, not even warnings")
    func checksClean() {
        let run = CapturedRun.rowc(["check", "--warnings-as-errors", "Specs/"])
        #expect(run.status == 0)
        #expect(run.err == "no problems in 5 files\n")
        #expect(run.out.isEmpty)
    }

    @Test("Preferences is localized: its catalog has German, Arabic and Japanese, in step with the spec")
    func preferencesIsLocalized() {
        let check = CapturedRun.rowc(["strings", "--check", "Specs/"])
        #expect(check.status == 0, "\(check.out)\(check.err)")
        #expect(check.out.isEmpty)
        let report = CapturedRun.rowc(["report", "--locale", "all", "--format", "json", "Specs/Preferences.rows"])
        #expect(report.status == 0)
        for locale in ["\"en\"", "\"de\"", "\"ar\"", "\"ja\""] {
            #expect(report.out.contains("\"locale\": \(locale)"), "\(locale)")
        }
        #expect(report.out.contains("\"direction\": \"rtl\""), "Arabic is laid out mirrored")
        // The finding the catalog is there to show: German's title and summary are too long to
        // share their line even at 440 points, so they stack, as `valueCell()` stacks them, where
        // English's share it.
        let german = CapturedRun.rowc(["report", "--locale", "de", "--width", "440", "Specs/Preferences.rows"])
        let english = CapturedRun.rowc(["report", "--width", "440", "Specs/Preferences.rows"])
        #expect(german.out.contains("  440  title      20    11    376      22  229.02\n       subtitle   20    33    376"))
        #expect(english.out.contains("  440  title         20    11  165.92      22  165.92\n       subtitle  193.92    11"))
    }

    @Test("CommonCells is the seed's table: its six rows, in order, as its cellForRowAtIndexPath fills them")
    func commonCells() throws {
        let spec = try checked("Specs/CommonCells.rows")
        #expect(spec.rows.map(\.title) == [
            "Title xxxxxxxx34r34253452345235324", "Title 45235345453453245", "Title", "Title", "Title", "Title",
        ])
        #expect(spec.rows.map(\.subtitle) == [
            nil, "Subheading 3453453453453452 fgfghffjjjfghjfghjfgjfghjfghj3452345234523", "Subheading", nil,
            "Subheading", nil,
        ])
        #expect(spec.rows.map(\.image) == [nil, nil, nil, nil, "per_printer", "per_printer"])
        #expect(spec.rows.map(\.hasArrow) == [true, true, false, false, true, true])
        #expect(spec.rows.map(\.style.name) == [
            "titleArrow", "titleSubtitleArrow", "titleSubtitle", "title", "imageTitleSubtitleArrow", "imageTitleArrow",
        ])
    }

    @Test("Staff's Person has the seed's three cell types")
    func staff() throws {
        let spec = try checked("Specs/Staff.rows")
        let person = try #require(spec.models.first { $0.name == "Person" })
        #expect(person.fields.map(\.name) == ["id", "avatar", "name", "spokenName"])
        // The spoken label is read, not shown: it adds no style.
        #expect(person.styleFields == [1, 2])
        #expect(person.possibleStyles.map(\.reuseIdentifier) == ["TitleCell", "ImageTitleCell", "ImageCell"])
    }

    @Test("Settings has several sections, images, arrows, subtitles and CJK text")
    func settings() throws {
        let spec = try checked("Specs/Settings.rows")
        #expect(spec.sections.count >= 5)
        #expect(spec.rows.contains { $0.image != nil && $0.hasArrow && $0.subtitle != nil })
        let cjk = spec.rows.compactMap(\.subtitle).filter { $0.unicodeScalars.contains { $0.value >= 0x3040 } }
        #expect(cjk.contains { $0.count > 30 })
    }
}
