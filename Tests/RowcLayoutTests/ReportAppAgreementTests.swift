// ReportAppAgreementTests.swift holds the report's layout of a spec's rows to the app's: RowAnalyzer against RowKit's RowModel entry.

import RowKit
import RowcLayout
import RowcSema
import Testing

@Suite struct ReportAppAgreementTests {
    /// `rowc report` (RowAnalyzer, measuring both labels with `RowLayout.naturalWidths`) and an app's
    /// cell (`RowLayout.frames(for:width:size:direction:)` on the row's RowModel, measuring only a
    /// title that shares its line) give the same frames and height, bit for bit: in each list style,
    /// the app given the cell's width and margin (`RowCellGeometry`) for the report's device width,
    /// at every text size, in both directions, at widths below a row's least width, zero, at both
    /// layout margins and wide; with the `ios` theme, whose insets are the margin, and a theme's own
    /// numbers and text styles, with labels that wrap, and with a team's table. fuzz-layout checks
    /// the same on random rows.
    @Test(arguments: [
        """
        row account symbol:"person.crop.circle" title:"Account" subtitle:"Signed in" arrow
        row wifi image:wifi title:"Wi-Fi" subtitle:"HomeNetwork-5G" switch:on
        row light title:"Light" check:on
        row photo image:photo
        row signOut title:"Sign Out" destructive
        """,
        """
        theme row.height:60 inset.leading:16 inset.trailing:16 image.width:32 image.height:32 image.gap:12
              arrow.width:9 arrow.height:15 arrow.gap:8 label.height:24 label.gap:12 label.minWidth:100
              title.font:17 title.style:footnote subtitle.font:15 subtitle.style:fixed
        row account image:person title:"Account" subtitle:"jane@example.com" arrow
        row sync symbol:"icloud" title:"Sync" subtitle:"Last synced a few minutes ago" check
        row about title:"About this phone"
        """,
        """
        theme title.lines:0 subtitle.lines:2
        row previews title:"Show previews of messages when the phone is locked" switch
        row server symbol:"server.rack" title:"Server" subtitle:"mastodon.social, one of the largest servers of the network" arrow
        row japanese title:"これらの設定はいつでも変更できます。通知を受け取る方法を選んでください。" check
        """,
    ])
    func reportAndAppAgree(source: String) {
        var tracked = RowTextMetrics.inter.table
        tracked.tracking = [.init(size: 12, value: 0), .init(size: 14, value: -20), .init(size: 17, value: -52)]
        for metrics in [RowTextMetrics.inter, RowTextMetrics(tracked)] {
            var spec = checkedSpec(source)
            spec.theme.textMetrics = metrics
            for list in RowListStyle.allCases {
            let analyzer = RowAnalyzer(spec: spec, metrics: metrics, list: list)
            for row in spec.rows {
                let model = RowModel(id: row.name, image: row.image == nil ? nil : "image", symbol: row.symbol, title: row.title,
                                     subtitle: row.subtitle, accessory: row.style.accessory, theme: spec.theme)
                #expect(model.style == row.style)
                for size in RowContentSize.allCases {
                    let minimum = analyzer.engine(at: size).minimumWidth(style: row.style, icon: model.icon)
                    for width in [0, minimum - 30, minimum, 320, 375, 414, 440, 1e6] {
                        let cell = RowCellGeometry(deviceWidth: width, style: list)
                        for direction in RowLayoutDirection.allCases {
                            let report = analyzer.analyze(row, width: width, size: size, direction: direction)
                            let app = RowLayout.frames(for: model, width: cell.width, margin: cell.margin, size: size,
                                                       direction: direction)
                            #expect(report.cell == cell)
                            #expect(report.frames == app, "\(row.name) at \(width) in \(list), \(size), \(direction)")
                            #expect(report.height == RowLayout.height(for: model, width: cell.width, margin: cell.margin, size: size))
                        }
                    }
                }
            }
            }
        }
    }
}
