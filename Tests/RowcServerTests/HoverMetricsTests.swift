// HoverMetricsTests.swift: the hover measures with the rowc-metrics file beside a spec, as rowc report does.

import Foundation
import RowcLayout
@testable import RowcServer
import Testing

@Suite struct HoverMetricsTests {
    @Test func hoverFindsTheTableBesideTheSpec() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rowc-hover-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Specs"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spec = folder.appendingPathComponent("Specs/a.rows").path
        #expect(Workspace.metrics(forSpecAt: spec) == .inter)
        try "rowc-metrics 2\nunits-per-em 1000\ndefault 1000\n".write(to: folder.appendingPathComponent("rowc-metrics"),
                                                                    atomically: true, encoding: .utf8)
        let found = Workspace.metrics(forSpecAt: spec)
        #expect(found.unitsPerEm == 1000 && found.width(of: "Title", fontSize: 14) == 70)
        // A table that does not parse leaves the hover with the built-in one; the report says why.
        try "rowc-metrics 2\nnonsense\n".write(to: folder.appendingPathComponent("Specs/rowc-metrics"), atomically: true, encoding: .utf8)
        #expect(Workspace.metrics(forSpecAt: spec) == .inter)
    }
}
