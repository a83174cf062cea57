// BuildStampTests.swift checks the no-op stamp of `rowc build`: the same answer as a full build, and no stale output.

import Foundation
import RowcRunSupport
import RowcTestSupport
import Testing

@Suite struct BuildStampTests {
    private let staff = "row first title:\"First\" arrow\n"
    private let settings = "section \"General\"\nrow about title:\"About\" subtitle:\"v1\"\n"

    private func project() -> (TemporaryFolder, [String]) {
        let folder = TemporaryFolder()
        folder.write(staff, to: "Specs/Staff.rows")
        folder.write(settings, to: "Specs/Settings.rows")
        return (folder, ["build", folder.appendingPath("Specs"), "-o", folder.appendingPath("Out")])
    }

    @Test func aBuildWithNothingToDoSaysWhatAFullOneWould() {
        let (folder, build) = project()
        defer { folder.remove() }
        #expect(CapturedRun.rowc(build).status == 0)
        let files = folder.files(in: "Out")
        let second = CapturedRun.rowc(build)
        let third = CapturedRun.rowc(build)
        #expect(second.status == 0 && second == third)
        #expect(second.err == "no problems in 2 files\n\(folder.appendingPath("Out")): 0 written, 2 unchanged\n")
        #expect(folder.files(in: "Out") == files, "the stamp is not a file in the output folder")
    }

    @Test func anEditedOutputIsWrittenAgain() {
        let (folder, build) = project()
        defer { folder.remove() }
        #expect(CapturedRun.rowc(build).status == 0)
        let generated = folder.read("Out/Staff.swift")
        folder.write((generated ?? "") + "// edited\n", to: "Out/Staff.swift")
        let again = CapturedRun.rowc(build)
        #expect(again.err.hasSuffix("1 written, 1 unchanged\n"), "\(again.err)")
        #expect(folder.read("Out/Staff.swift") == generated)
    }

    @Test func aChangedSpecIsBuiltAfterANoOp() {
        let (folder, build) = project()
        defer { folder.remove() }
        #expect(CapturedRun.rowc(build).status == 0)
        #expect(CapturedRun.rowc(build).err.hasSuffix("0 written, 2 unchanged\n"))
        folder.write(settings.replacingOccurrences(of: "v1", with: "v2"), to: "Specs/Settings.rows")
        #expect(CapturedRun.rowc(build).err.hasSuffix("1 written, 1 unchanged\n"))
        #expect(folder.read("Out/Settings.swift")?.contains("subtitle: v2") == true)
    }

    @Test func aBuildWithWarningsLeavesNoStamp() {
        let (folder, build) = project()
        defer { folder.remove() }
        folder.write("row title:\"中文\"\n", to: "Specs/Staff.rows")
        let first = CapturedRun.rowc(build)
        let second = CapturedRun.rowc(build)
        #expect(first.err.contains("warning"), "\(first.err)")
        #expect(second.err == first.err.replacingOccurrences(of: "2 written, 0 unchanged", with: "0 written, 2 unchanged"))
    }

    @Test func anEditedColourSetIsBuiltAfterANoOp() {
        let (folder, build) = project()
        defer { folder.remove() }
        let colors = { (red: String) in
            "{ \"colors\" : [ { \"color\" : { \"color-space\" : \"srgb\", \"components\" : { \"red\" : \"\(red)\", \"green\" : \"0\", \"blue\" : \"0\", \"alpha\" : \"1.000\" } }, \"idiom\" : \"universal\" } ] }"
        }
        folder.write("theme arrow.color:asset\"Accent\"\n" + staff, to: "Specs/Staff.rows")
        folder.write(colors("0x10"), to: "Specs/Assets.xcassets/Accent.colorset/Contents.json")
        #expect(CapturedRun.rowc(build).status == 0)
        #expect(CapturedRun.rowc(build).err.hasSuffix("0 written, 2 unchanged\n"))
        folder.write(colors("0x20"), to: "Specs/Assets.xcassets/Accent.colorset/Contents.json")
        #expect(CapturedRun.rowc(build).err.hasSuffix("1 written, 1 unchanged\n"))
        #expect(folder.read("Out/Staff.swift")?.contains("light: RowColor.RGBA(red: 0x20, green: 0x00, blue: 0x00)") == true)
    }
}
