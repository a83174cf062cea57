// AssetCheckTests.swift checks specs against asset catalogs: images (W502), colour sets as theme colours (W503, W304).

import RowKit
import RowcAssets
import RowcDiagnostics
@testable import RowcSema
import RowcSource
import Testing

@Suite struct AssetCheckTests {
    /// A catalog `Assets.xcassets` with these image sets and colour sets.
    static func catalogs(images: [String] = [], colors: [ColorSet] = []) -> AssetCatalogs {
        var catalog = AssetCatalog(path: "App/Assets.xcassets")
        catalog.imageSets = Set(images)
        for set in colors { catalog.colorSets[set.name] = set }
        return AssetCatalogs(catalogs: [catalog], files: [])
    }

    static func grey(_ v: Double) -> ColorSet.Value { .srgb(UnitColor(red: v, green: v, blue: v, alpha: 1)) }

    func check(_ text: String, _ assets: AssetCatalogs) -> (spec: CheckedSpec, diagnostics: [Diagnostic]) {
        Checker.check(SourceFile(path: "test.rows", text: text), assets: assets)
    }

    @Test("an image no catalog holds is W502, with the namespaced or closest names as fix-its")
    func images() throws {
        let assets = Self.catalogs(images: ["per_printer", "Icons/wifi"])
        let source = "row a image:per_printer title:\"A\"\nrow b image:wifi title:\"B\"\nrow c image:per_prnter title:\"C\"\nmodel M image:$i title:$t"
        let found = check(source, assets).diagnostics
        #expect(found.codes == ["W502", "W502"])
        #expect(found[0].message == "no image set `wifi` in `Assets.xcassets`; it is inside a namespace, as `Icons/wifi`")
        #expect(found[0].fixIts.map(\.replacement) == ["\"Icons/wifi\""])
        #expect(found[1].fixIts.map(\.replacement) == ["per_printer"])
        // With no catalog known, nothing is said about images.
        #expect(check(source, .none).diagnostics.isEmpty)
    }

    @Test("a sample's value for a field named `image` is no image name")
    func sampleItemIsNoImage() {
        let found = check(#"model M image:$avatar? title:$image sample image:"Kim" avatar:"nothing""#, Self.catalogs(images: ["x"]))
        #expect(found.diagnostics.isEmpty)
    }

    @Test("a row with an error gets no W502 besides")
    func oneMistake() {
        let found = check("row a image:nothing titel:\"A\"", Self.catalogs(images: ["x"])).diagnostics
        #expect(found.codes == ["E201"])
    }

    @Test("a colour set gives the theme its light and dark values, and the contrast check covers them")
    func colourSets() throws {
        let faint = ColorSet(name: "Faint", light: Self.grey(0.6), dark: Self.grey(0.2))
        let strong = ColorSet(name: "Strong", light: Self.grey(0.1), dark: Self.grey(0.9))
        let assets = Self.catalogs(colors: [faint, strong])
        let result = check("theme title.color:asset\"Faint\" subtitle.color:asset\"Strong\"\nrow a title:\"A\" subtitle:\"B\"", assets)
        #expect(result.diagnostics.codes == ["W304", "W304"])
        #expect(result.diagnostics[0].message.hasPrefix("title colour asset\"Faint\" (#999999) on background systemBackground (#FFFFFF)"))
        guard case .asset(let color) = result.spec.theme.subtitleColor else { Issue.record("not a colour set"); return }
        #expect(color == RowColor.Asset(name: "Strong", light: RowColor.RGBA(red: 26, green: 26, blue: 26), dark: RowColor.RGBA(red: 230, green: 230, blue: 230), isRead: true))
    }

    @Test("a reference to a UIKit colour takes that colour's values in each appearance")
    func references() {
        let link = ColorSet(name: "Link", light: .system("systemBlueColor"), dark: .system("systemBlueColor"))
        let result = check("theme title.color:asset\"Link\"\nrow a title:\"A\"", Self.catalogs(colors: [link]))
        #expect(result.spec.theme.titleColor.resolved(in: .light) == RowColor.System.systemBlue.light)
        #expect(result.spec.theme.titleColor.resolved(in: .dark) == RowColor.System.systemBlue.dark)
    }

    @Test("an unknown colour set is W503 with fix-its; its values, unknown, are the key's default and not judged")
    func unknownColourSet() throws {
        let assets = Self.catalogs(colors: [ColorSet(name: "BrandText", light: Self.grey(0.1), dark: Self.grey(0.9))])
        let result = check("theme title.color:asset\"BrandTxt\"\nrow a title:\"A\"", assets)
        #expect(result.diagnostics.codes == ["W503"])
        #expect(result.diagnostics[0].fixIts.map(\.replacement) == ["asset\"BrandText\""])
        guard case .asset(let color) = result.spec.theme.titleColor else { Issue.record("not a colour set"); return }
        #expect(!color.isRead && color.light == RowTheme.default.titleColor.resolved(in: .light))
        // No catalog known: no warning at all, and no contrast judged on the background either.
        let none = check("theme title.color:asset\"BrandTxt\" background.color:asset\"Paper\"\nrow a title:\"A\"", .none)
        #expect(none.diagnostics.isEmpty)
        #expect(none.spec.theme.titleColor.description == "asset\"BrandTxt\"")
    }

    @Test("an empty colour set name is E205; `asset` with a space is a name and a stray string")
    func forms() {
        #expect(check("theme title.color:asset\"\"\nrow a title:\"A\"", .none).diagnostics.codes == ["E205"])
        #expect(check("theme title.color:asset \"X\"\nrow a title:\"A\"", .none).diagnostics.codes.contains("E213"))
        #expect(check("row a title:asset\"X\"", .none).diagnostics.codes == ["E103"])
    }
}
