// CatalogReaderTests.swift reads catalogs built on disk: sets, namespaces, colours, and every way a catalog can be broken.

import Foundation
@testable import RowcAssets
import RowcDiagnostics
import RowcSource
import Testing

@Suite("reading asset catalogs")
struct CatalogReaderTests {
    /// Each diagnostic as `file:line:column CODE`, the file relative to the catalog.
    func problems(_ catalogs: AssetCatalogs, in folder: CatalogFolder) -> [String] {
        catalogs.files.flatMap { file in
            file.diagnostics.map { d in
                let at = file.file.location(of: d.span.start)
                return "\(file.file.path.replacingOccurrences(of: folder.catalog, with: "")):\(at.line):\(at.column) \(d.code.id)"
            }
        }
    }

    @Test("image, symbol and colour sets are found by name, with namespaces")
    func setsAndNamespaces() throws {
        let folder = try CatalogFolder()
        try folder.write(#"{ "info" : { "author" : "xcode", "version" : 1 } }"#, to: "Contents.json")
        try folder.write(CatalogFolder.imageContents, to: "per_printer.imageset/Contents.json")
        try folder.write(CatalogFolder.namespace, to: "Icons/Contents.json")
        try folder.write(CatalogFolder.imageContents, to: "Icons/wifi.imageset/Contents.json")
        try folder.write(CatalogFolder.imageContents, to: "Icons/Small/dot.imageset/Contents.json")
        // A group without a namespace adds nothing to its children's names.
        try folder.folder("Plain/bluetooth.imageset")
        try folder.write("{}", to: "gear.badge.symbolset/Contents.json")
        try folder.write(CatalogFolder.colors(CatalogFolder.srgb("1", "1", "1")), to: "Brand.colorset/Contents.json")
        try folder.folder("AppIcon.appiconset")
        let catalogs = CatalogReader.read([folder.catalog])
        #expect(problems(catalogs, in: folder).isEmpty)
        #expect(catalogs.isKnown)
        for name in ["per_printer", "Icons/wifi", "Icons/dot", "bluetooth"] { #expect(catalogs.hasImageSet(named: name), "\(name)") }
        for name in ["wifi", "Small/dot", "Icons/Small/dot", "AppIcon", "Plain/bluetooth"] { #expect(!catalogs.hasImageSet(named: name), "\(name)") }
        #expect(catalogs.hasSymbolSet(named: "gear.badge"))
        #expect(!catalogs.hasSymbolSet(named: "per_printer"))
        #expect(catalogs.colorSet(named: "Brand") != nil)
        #expect(AssetCatalogs.none.isKnown == false)
    }

    @Test("a name found only inside a namespace suggests the namespaced name first; misspellings suggest the closest")
    func suggestions() throws {
        let folder = try CatalogFolder()
        try folder.write(CatalogFolder.namespace, to: "Icons/Contents.json")
        try folder.folder("Icons/wifi.imageset")
        try folder.folder("wifi_off.imageset")
        try folder.folder("per_printer.imageset")
        let catalogs = CatalogReader.read([folder.catalog])
        #expect(catalogs.closestImageSets(to: "wifi").first == "Icons/wifi")
        #expect(catalogs.closestImageSets(to: "per_prnter") == ["per_printer"])
        #expect(catalogs.closestImageSets(to: "Icons/wfii") == ["Icons/wifi"])
        #expect(catalogs.closestImageSets(to: "settings").isEmpty)
    }

    @Test("colours in every component form Xcode writes, light and dark, converted to sRGB")
    func colours() throws {
        let folder = try CatalogFolder()
        try folder.write(CatalogFolder.colors(CatalogFolder.srgb(#""0x29""#, #""46""#, #""0.192""#),
                                              dark: CatalogFolder.srgb("0.89", "0.9", "0.91", alpha: "1")), to: "Text.colorset/Contents.json")
        try folder.write(CatalogFolder.colors(#"{ "color-space" : "gray-gamma-22", "components" : { "white" : "0.500", "alpha" : "1.000" } }"#),
                         to: "Gray.colorset/Contents.json")
        try folder.write(CatalogFolder.colors(CatalogFolder.srgb("1", "0", "0", space: "display-p3")), to: "P3Red.colorset/Contents.json")
        try folder.write(CatalogFolder.colors(#"{ "platform" : "ios", "reference" : "systemBlueColor" }"#), to: "Link.colorset/Contents.json")
        let catalogs = CatalogReader.read([folder.catalog])
        #expect(problems(catalogs, in: folder).isEmpty)
        let text = try #require(catalogs.colorSet(named: "Text"))
        guard case .srgb(let light)? = text.light, case .srgb(let dark)? = text.dark else { Issue.record("no colours"); return }
        #expect(abs(light.red - 0x29 / 255.0) < 1e-9 && abs(light.green - 46 / 255.0) < 1e-9 && abs(light.blue - 0.192) < 1e-9)
        #expect(light.alpha == 1)
        #expect(abs(dark.red - 0.89) < 1e-9)
        // Gray Gamma 2.2's 0.5 is 0.218 linear, which sRGB encodes as about 0.5029.
        guard case .srgb(let gray)? = catalogs.colorSet(named: "Gray")?.light else { Issue.record("no gray"); return }
        #expect(abs(gray.red - 0.5029) < 0.001 && gray.red == gray.blue)
        // Display P3's red lies outside sRGB: it clamps to sRGB's red.
        guard case .srgb(let red)? = catalogs.colorSet(named: "P3Red")?.light else { Issue.record("no red"); return }
        #expect(red.red == 1 && red.green == 0 && red.blue == 0)
        #expect(catalogs.colorSet(named: "Link")?.light == .system("systemBlueColor"))
        #expect(catalogs.colorSet(named: "Link")?.dark == .system("systemBlueColor"))
    }

    @Test("Display P3's white stays white and its mid grey stays grey")
    func displayP3Conversion() {
        let white = ColorSpace.displayP3.srgb((1, 1, 1))
        #expect(abs(white.0 - 1) < 1e-6 && abs(white.1 - 1) < 1e-6 && abs(white.2 - 1) < 1e-6)
        let grey = ColorSpace.displayP3.srgb((0.5, 0.5, 0.5))
        #expect(abs(grey.0 - 0.5) < 1e-6 && abs(grey.1 - 0.5) < 1e-6)
    }

    @Test("a new Xcode project's catalog reads clean: AccentColor with no colour picked is the system's default")
    func xcodeTemplate() throws {
        let folder = try CatalogFolder()
        // Xcode's iOS app template, as its files are laid out (a BOM, as some editors add one, changes nothing).
        try folder.write(#"{\#n  "info" : {\#n    "author" : "xcode",\#n    "version" : 1\#n  }\#n}\#n"#, to: "Contents.json")
        try folder.write(#"{\#n  "colors" : [\#n    {\#n      "idiom" : "universal"\#n    }\#n  ],\#n  "info" : {\#n    "author" : "xcode",\#n    "version" : 1\#n  }\#n}\#n"#,
                         to: "AccentColor.colorset/Contents.json")
        try folder.write([0xEF, 0xBB, 0xBF] + Array(#"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ], "info" : { "author" : "xcode", "version" : 1 } }"#.utf8),
                         to: "AppIcon.appiconset/Contents.json")
        // One appearance picked, the other left to the system.
        try folder.write(#"{ "colors" : [ { "color" : \#(CatalogFolder.srgb("1", "0", "0")), "idiom" : "universal" }, { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "idiom" : "universal" } ] }"#,
                         to: "Half.colorset/Contents.json")
        let catalogs = CatalogReader.read([folder.catalog])
        #expect(problems(catalogs, in: folder).isEmpty)
        #expect(catalogs.colorSet(named: "AccentColor") == ColorSet(name: "AccentColor", light: .systemDefault, dark: .systemDefault))
        #expect(catalogs.colorSet(named: "Half")?.dark == .systemDefault)
        #expect(catalogs.colorSet(named: "Half")?.light.map { if case .srgb = $0 { true } else { false } } == true)
    }

    @Test("a Contents.json that is not JSON, not UTF-8 or not shaped as Xcode writes it is reported at its line and column")
    func malformedContents() throws {
        let folder = try CatalogFolder()
        try folder.write("{\n  \"colors\" : [\n    { \"color\" : }\n  ]\n}\n", to: "Broken.colorset/Contents.json")
        try folder.write([0x7B, 0x0A, 0x20, 0x22, 0xC3, 0x28, 0x22, 0x3A, 0x31, 0x7D], to: "Bytes.colorset/Contents.json")
        try folder.write("{\n  \"colors\" : \"red\"\n}\n", to: "Kind.colorset/Contents.json")
        try folder.write(CatalogFolder.colors(CatalogFolder.srgb("\"2.5\"", "0", "0")), to: "Range.colorset/Contents.json")
        try folder.write(CatalogFolder.colors(CatalogFolder.srgb("\"lots\"", "0", "0")), to: "Word.colorset/Contents.json")
        try folder.write(CatalogFolder.colors(#"{ "color-space" : "cmyk", "components" : {} }"#), to: "Space.colorset/Contents.json")
        try folder.write(CatalogFolder.colors(#"{ "components" : { "red" : 1 } }"#), to: "NoSpace.colorset/Contents.json")
        try folder.write("[1, 2]", to: "Array.imageset/Contents.json")
        try folder.write(#"{ "properties" : { "provides-namespace" : "yes" } }"#, to: "Group/Contents.json")
        try folder.folder("Empty.colorset")
        let catalogs = CatalogReader.read([folder.catalog])
        #expect(problems(catalogs, in: folder) == [
            "/Array.imageset/Contents.json:1:1 E502",
            "/Broken.colorset/Contents.json:3:17 E501",
            "/Bytes.colorset/Contents.json:2:3 E501",
            "/Empty.colorset:1:1 E502",
            "/Group/Contents.json:1:43 E502",
            "/Kind.colorset/Contents.json:2:14 E502",
            "/NoSpace.colorset/Contents.json:3:17 E502",
            "/Range.colorset/Contents.json:3:68 E502",
            "/Space.colorset/Contents.json:3:35 E502",
            "/Word.colorset/Contents.json:3:68 E502",
        ])
        // A set that cannot be read still exists: an image naming it is found.
        #expect(catalogs.colorSet(named: "Broken")?.light == nil)
        #expect(catalogs.hasImageSet(named: "Array"))
    }

    @Test("links to folders are not followed, so a loop ends; deep nesting stops with one error")
    func hostileFolders() throws {
        let folder = try CatalogFolder()
        try folder.folder("Real/inside.imageset")
        try FileManager.default.createSymbolicLink(atPath: folder.catalog + "/Real/Loop", withDestinationPath: folder.catalog)
        try FileManager.default.createSymbolicLink(atPath: folder.catalog + "/linked.imageset", withDestinationPath: folder.catalog + "/Real/inside.imageset")
        let deep = Array(repeating: "d", count: CatalogReader.maxDepth + 3).joined(separator: "/")
        try folder.folder(deep + "/bottom.imageset")
        let catalogs = CatalogReader.read([folder.catalog])
        let found = problems(catalogs, in: folder)
        #expect(found.filter { $0.hasSuffix("W501") }.count == 2)
        #expect(found.filter { $0.hasSuffix("E503") }.count == 1)
        #expect(catalogs.hasImageSet(named: "inside"))
        #expect(!catalogs.hasImageSet(named: "linked") && !catalogs.hasImageSet(named: "bottom"))
    }

    @Test("an unreadable folder or Contents.json is an error, and the rest is still read")
    func unreadable() throws {
        guard getuid() != 0 else { return }  // root reads everything
        let folder = try CatalogFolder()
        try folder.folder("Locked/hidden.imageset")
        try folder.write(CatalogFolder.colors(CatalogFolder.srgb("1", "1", "1")), to: "Shut.colorset/Contents.json")
        try folder.folder("open.imageset")
        chmod(folder.catalog + "/Locked", 0)
        chmod(folder.catalog + "/Shut.colorset/Contents.json", 0)
        defer { chmod(folder.catalog + "/Locked", 0o755) }
        let catalogs = CatalogReader.read([folder.catalog])
        #expect(problems(catalogs, in: folder) == ["/Locked:1:1 E503", "/Shut.colorset/Contents.json:1:1 E503"])
        #expect(catalogs.files.first?.diagnostics.first?.message == "cannot be read (permission denied)")
        #expect(catalogs.hasImageSet(named: "open"))
    }

    @Test("a folder that is no catalog at all reads as a catalog with nothing in it and one error")
    func missingCatalog() {
        let catalogs = CatalogReader.read(["/nonexistent/None.xcassets"])
        #expect(catalogs.isKnown)
        #expect(catalogs.files.map(\.diagnostics.first?.code) == [.unreadableCatalog])
    }
}

@Suite("finding asset catalogs")
struct CatalogSearchTests {
    @Test("catalogs are found below a folder, never inside one another, hidden folders and links skipped")
    func search() throws {
        let folder = try CatalogFolder("App/Resources/Assets.xcassets")
        try FileManager.default.createDirectory(atPath: folder.root + "/App/Preview.xcassets/Inner.xcassets", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.root + "/.build/Old.xcassets", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.root + "/App/Loop", withDestinationPath: folder.root)
        let found = CatalogSearch.catalogs(under: folder.root + "/")
        #expect(found == [folder.root + "/App/Preview.xcassets", folder.root + "/App/Resources/Assets.xcassets"])
    }
}
