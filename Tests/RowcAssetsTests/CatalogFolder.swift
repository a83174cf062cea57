// CatalogFolder.swift builds asset catalogs in a temporary folder for the reader's tests.

import Foundation

/// A temporary `.xcassets` folder whose files a test writes, removed when it is released.
final class CatalogFolder {
    let root: String
    let catalog: String

    init(_ name: String = "Assets.xcassets") throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-assets-\(UUID().uuidString)").path
        catalog = root + "/" + name
        try FileManager.default.createDirectory(atPath: catalog, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    /// Writes `text` to `relative` inside the catalog, making the folders on the way.
    func write(_ text: String, to relative: String) throws {
        try write(Array(text.utf8), to: relative)
    }

    func write(_ bytes: [UInt8], to relative: String) throws {
        let url = URL(fileURLWithPath: catalog + "/" + relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func folder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: catalog + "/" + relative, withIntermediateDirectories: true)
    }

    static let imageContents = #"{ "images" : [ { "idiom" : "universal", "filename" : "a.png" } ], "info" : { "author" : "xcode", "version" : 1 } }"#
    static let namespace = #"{ "info" : { "author" : "xcode", "version" : 1 }, "properties" : { "provides-namespace" : true } }"#

    /// A colour set's Contents.json with `light` and, when given, a dark colour: each the JSON of one `color`.
    static func colors(_ light: String, dark: String? = nil) -> String {
        var entries = [#"{ "color" : \#(light), "idiom" : "universal" }"#]
        if let dark {
            entries.append(#"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "color" : \#(dark), "idiom" : "universal" }"#)
        }
        return "{\n  \"colors\" : [\n    " + entries.joined(separator: ",\n    ") + "\n  ],\n  \"info\" : { \"author\" : \"xcode\", \"version\" : 1 }\n}\n"
    }

    static func srgb(_ r: String, _ g: String, _ b: String, alpha: String = "\"1.000\"", space: String = "srgb") -> String {
        #"{ "color-space" : "\#(space)", "components" : { "red" : \#(r), "green" : \#(g), "blue" : \#(b), "alpha" : \#(alpha) } }"#
    }
}
