// SpecFileTests.swift checks what a spec's generated file declares, and the doc comments it carries.

import RowcCodegen
import RowcSema
import RowcSource
import Testing

@Suite struct SpecFileTests {
    static func generated(_ text: String) -> String {
        let (spec, diagnostics) = Checker.check(SourceFile(path: "Spec.rows", text: text))
        #expect(diagnostics.allSatisfy { $0.code.id.hasPrefix("W") })
        return String(decoding: SwiftGenerator.specFilesUTF8(spec, typeName: "Spec", sourcePath: "Spec.rows")[0], as: UTF8.self)
    }

    /// Only what the spec documents gets a doc comment: no placeholder restating a row's style or
    /// a field's slot; a comment above a section goes on the section, not on its first row.
    @Test func docCommentsComeFromTheSpec() {
        let swift = Self.generated("""
            // The network.
            section "Network"
            row wifi title:"Wi-Fi" arrow
            // Opens Bluetooth settings.
            row bluetooth title:"Bluetooth"
            model Tag key:$id title:$label
            """)
        #expect(swift.contains("""
                    /// The network.
                    static let section0
            """))
        #expect(swift.contains("""
                public static let rows: [RowModel] = sections.flatMap(\\.rows)

                public static let wifi
            """))
        #expect(swift.contains("""
                /// Opens Bluetooth settings.
                public static let bluetooth
            """))
        #expect(swift.contains("}\n\npublic struct Tag"))
        #expect(swift.contains("""
                /// Identifies the value: unique among values, and the same when its other fields change.
                public var id: String
                /// Shown as the title.
                public var label: String
            """))
    }
}
