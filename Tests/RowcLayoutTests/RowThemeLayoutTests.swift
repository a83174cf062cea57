// RowThemeLayoutTests.swift tests that the report lays a row out with the theme keys it writes for itself.

import RowKit
import RowcLayout
import RowcSema
import Testing

@Suite("rows laid out with their own theme keys")
struct RowThemeLayoutTests {
    static let source = """
    row server title:"Server" subtitle:"mastodon.social" subtitle.position:below
    row version title:"Version" subtitle:"2.4.1"
    row about title:"Open articles in full screen, without the toolbar or the tab bar" title.lines:0
    row narrow title:"Narrow" arrow inset.leading:40
    """

    @Test("a row's own subtitle position and line limit change only that row's frames")
    func ownKeys() throws {
        let spec = checkedSpec(Self.source)
        let analyzer = RowAnalyzer(spec: spec, metrics: .inter)
        let server = analyzer.analyze(spec.rows[0], width: 375), version = analyzer.analyze(spec.rows[1], width: 375)
        let serverTitle = try #require(server.frames.title), serverSubtitle = try #require(server.frames.subtitle)
        #expect(serverSubtitle.y >= serverTitle.y + serverTitle.height)
        #expect(serverSubtitle.x == serverTitle.x)
        #expect(server.height > version.height)
        #expect(version.frames.subtitle?.y == version.frames.title?.y)
        let about = analyzer.analyze(spec.rows[2], width: 375)
        #expect((about.title?.lines.count ?? 0) >= 2 && about.title?.truncated == false)
        #expect(about.diagnostics.isEmpty)
    }

    @Test("a row's own inset moves its title; the others keep the layout margin")
    func ownInset() throws {
        let spec = checkedSpec(Self.source)
        let analyzer = RowAnalyzer(spec: spec, metrics: .inter)
        #expect(analyzer.analyze(spec.rows[3], width: 375).frames.title?.x == 40)
        #expect(analyzer.analyze(spec.rows[1], width: 375).frames.title?.x == RowCellGeometry.compactMargin)
    }

    @Test("the report and RowKit's model layout agree on a row with its own keys")
    func agreesWithRowKit() throws {
        let spec = checkedSpec(Self.source)
        let analyzer = RowAnalyzer(spec: spec, metrics: .inter)
        for row in spec.rows {
            let model = RowModel(id: row.name, title: row.title, subtitle: row.subtitle,
                                 accessory: row.style.accessory, theme: spec.theme(of: row))
            let cell = RowCellGeometry(deviceWidth: 375, style: analyzer.list)
            let device = RowLayout.layout(for: model, width: cell.width, margin: cell.margin)
            let report = analyzer.analyze(row, width: 375)
            #expect(device.frames == report.frames, "\(row.name)")
            #expect(device.height == report.height, "\(row.name)")
        }
    }
}
