// RowKitSwiftUITests.swift builds RowKit's SwiftUI part against the SDK's declarations, runs a program on its list, and holds its placements to RowLayout's frames.

import Foundation
import RowKit
import RowcTestSupport
import Testing

/// RowKit's SwiftUI part, compiled on Linux against Tests/Cases/build/SwiftUIStub.swift, a module
/// named SwiftUI with the iOS 17.4 SDK's declarations of what the part uses, beside the UIKit stub
/// it imports; and the pure logic its views call, run here directly.
@Suite struct RowKitSwiftUITests {
    /// The condition every file of the part is wrapped in.
    static let condition = "#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)"

    /// RowKit, its SwiftUI part included, builds in Swift 6 mode with warnings as errors against the
    /// stubs, and a program that uses the part's views type-checks: the part was compiled, not left out.
    @Test func swiftUIPartBuildsAgainstTheSDKsAPI() throws {
        try #require(Swiftc.path != nil, "swiftc compiles RowKit")
        let modules = try RowKitBuild.swiftUI.get()
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("""
            import RowKit
            import SwiftUI
            @MainActor func list(_ sections: [RowSection]) -> some View { RowList(sections) }
            @MainActor func row(_ row: RowModel) -> some View { RowView(row, cell: RowCellGeometry(width: 375, margin: 16)) }
            """, to: "use.swift")
        let check = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-parse-as-library"]
                                    + modules.searchArguments + [folder.appendingPath("use.swift")])
        #expect(check.status == 0, "\(check.output)")
    }

    /// Every file of the part is left out where SwiftUI or UIKit is not, and on watchOS and tvOS;
    /// each public type says it needs iOS 16, where SwiftUI's `Layout` begins, as this machine has
    /// no Apple SDK to check availability with.
    @Test func swiftUIPartIsWrappedAndSaysWhereItIsAvailable() throws {
        let files = RowKitBuild.sources(of: "RowKit").filter { $0.contains("/SwiftUI/") }
        #expect(files.count >= 4)
        var lines: [String] = []
        for file in files {
            let fileLines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
            #expect(fileLines.first { $0.hasPrefix("#if") } == Self.condition, "\(file)")
            #expect(fileLines.last == "#endif", "\(file)")
            #expect(fileLines.filter { $0.hasPrefix("#endif") }.count == 1, "\(file): one condition around the whole file")
            lines += fileLines
        }
        func availability(of declaration: String) -> String? {
            guard let index = lines.firstIndex(where: { $0.hasPrefix(declaration) }) else { return nil }
            return lines[..<index].last { !$0.hasPrefix("///") }
        }
        for declaration in ["@MainActor public struct RowView:", "@MainActor public struct RowList:", "@MainActor public struct RowPreviews:",
                            "public struct RowFramesLayout:", "public struct RowPartKey:"] {
            #expect(availability(of: declaration) == "@available(iOS 16.0, *)", "\(declaration)")
        }
        #expect(availability(of: "extension RowContentSize") == "@available(iOS 15.0, *)", "DynamicTypeSize is iOS 15's")
    }

    /// A program on the generated code of Tests/Cases/build/specs, run against the stubs: the list
    /// takes typed handlers and calls each only for its rows, the views build their bodies, the
    /// Layout lays out through `RowHostLayout`, and every Dynamic Type size and colour scheme maps.
    static let listChecks = """
        import RowKit
        import SwiftUI

        var heard: [String] = []
        let message = Message(id: "1", sender: "Kim", subject: "Lunch")
        let sections = Controls.sections + [RowSection(id: "inbox", title: "Inbox", rows: [message.row])]
        let list = RowList(sections)
            .onSelect(Controls.Row.self) { row in heard.append("select \\(row)") }
            .onToggle(Controls.Row.self) { row, isOn in heard.append("toggle \\(row) \\(isOn)") }
            .onInfo(Controls.Row.self) { row in heard.append("info \\(row)") }
            .onAction(Inbox.Action.self, Message.self) { action, message in heard.append("\\(action) \\(message.sender)") }
        let handlers = list.handlers
        handlers.select(Controls.Row.wifi.model)
        handlers.select(Controls.Row.version.model)
        handlers.toggle(Controls.Row.airplane.model, isOn: true)
        handlers.toggle(message.row, isOn: true)
        handlers.info(Controls.Row.help.model)
        handlers.perform(message.row.actions.trailing[0], on: message.row)
        handlers.perform(message.row.actions.leading[0], on: Controls.Row.wifi.model)
        precondition(heard == ["select wifi", "toggle airplane true", "info help", "delete Kim"], "\\(heard)")
        precondition(list.sections == sections, "the list shows the sections it was given")
        _ = list.body

        // Each row's view builds its body, and its Layout lays it out with RowHostLayout.
        let cell = RowCellGeometry(deviceWidth: 375, style: .plain)
        for row in sections.flatMap(\\.rows) {
            _ = RowView(row, cell: cell).body
            let layout = RowFramesLayout(row: row, cell: cell, size: .accessibility2)
            precondition(layout.layout(width: 320) == RowHostLayout(row: row, width: 320, margin: 16, size: .accessibility2))
            precondition(layout.layout(width: nil) == RowHostLayout(row: row, width: 375, margin: 16, size: .accessibility2),
                         "without a proposal, the cell's width")
        }
        precondition(RowPartKey.defaultValue == nil, "an untagged subview is placed nowhere")

        // SwiftUI's Dynamic Type sizes are RowKit's, in order and by name; and the appearances.
        precondition(DynamicTypeSize.allCases.map(RowContentSize.init) == RowContentSize.allCases, "sizes map in order")
        precondition(zip(DynamicTypeSize.allCases, RowContentSize.allCases).allSatisfy { "\\($0)" == $1.rawValue }, "by name")
        precondition(RowAppearance(ColorScheme.dark) == .dark && RowAppearance(ColorScheme.light) == .light, "appearances")
        // A pair shows its dark colour in dark mode; a fixed colour the same in both.
        let light = RowColor.RGBA(red: 0x29, green: 0x2E, blue: 0x31), dark = RowColor.RGBA(red: 0xE3, green: 0xE6, blue: 0xE8)
        let pair = RowColor.pair(light: light, dark: dark)
        precondition(pair.color(in: .dark) == RowColor.fixed(dark).color(in: .light)
                     && pair.color(in: .light) == RowColor.fixed(light).color(in: .dark), "pairs")
        precondition(pair.color(in: .dark) != pair.color(in: .light), "the appearances differ")
        """

    @Test func listRunsAgainstTheStubWithTypedHandlers() throws {
        try #require(Swiftc.path != nil, "swiftc compiles RowKit")
        let modules = try RowKitBuild.swiftUI.get()
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(Self.listChecks, to: "main.swift")
        let generated = ["Controls", "Inbox"].map { BuildCases.absolute("specs/Generated/\($0).swift") }
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-o", folder.appendingPath("list"),
                                       folder.appendingPath("main.swift")] + generated + modules.linkArguments)
        try #require(compile.status == 0, "\(compile.output)")
        let run = Swiftc.run(folder.appendingPath("list"), [])
        #expect(run.status == 0, "\(run.output)")
    }

    /// Rows of each shape the view places parts for.
    static let rows: [RowModel] = {
        var below = RowTheme.default
        below.subtitlePosition = .below
        var wrapping = RowTheme.seed
        (wrapping.titleLines, wrapping.subtitleLines) = (0, 2)
        var tiles = RowTheme.default
        tiles.symbolBackground = .system(.systemBlue)
        return [
            RowModel(id: "icon", image: "per_printer", title: "Printer", accessory: .arrow),
            RowModel(id: "beside", title: "Wi-Fi", subtitle: "Home-5G", accessory: .arrow),
            RowModel(id: "crowded", title: "Background App Refresh", subtitle: "Wi-Fi and mobile data, all day long"),
            RowModel(id: "below", symbol: "bell", title: "Notifications", subtitle: "Banners, sounds, badges", theme: below),
            RowModel(id: "switch", symbol: "airplane", title: "Airplane Mode", accessory: .switch, isOn: true),
            RowModel(id: "check", title: "English", accessory: .check, isOn: true),
            RowModel(id: "info", title: "Home Wi-Fi", subtitle: "Connected", accessory: .info),
            RowModel(id: "link", title: "Privacy Policy", accessory: .trailingSymbol, accessorySymbol: "arrow.up.right.square"),
            RowModel(id: "tile", symbol: "wifi", title: "Wi-Fi", accessory: .arrow, theme: tiles),
            RowModel(id: "button", title: "Sign Out", isButton: true, isDestructive: true),
            RowModel(id: "image", image: "per_printer", accessibilityLabel: "Printer"),
            RowModel(id: "wrap", title: "Show previews of messages when the phone is locked, so you can read them",
                     subtitle: "Applies to every conversation, including the ones you have muted", accessory: .switch,
                     theme: wrapping),
        ]
    }()

    /// The parts the SwiftUI row's Layout places, read through `RowHostLayout`, its one source of
    /// frames, are `RowLayout`'s frames of each row at several widths and text sizes: the leading
    /// element (or its tile, the glyph centred on it), each label as its lines stacked one line
    /// high in the label's frame, and the accessory; mirrored, they are the right-to-left frames.
    @Test(arguments: [320.0, 375.0, 430.0], [RowContentSize.xSmall, .large, .accessibility3])
    func placementsAreRowLayoutsFrames(width: Double, size: RowContentSize) throws {
        let margin = RowCellGeometry.layoutMargin(deviceWidth: width)
        for row in Self.rows {
            let host = RowHostLayout(row: row, width: width, margin: margin, size: size)
            let frames = RowLayout.frames(for: row, width: width, margin: margin, size: size)
            let layout = RowLayout.layout(for: row, width: width, margin: margin, size: size)
            #expect(host.layout == layout, "\(row.id)")
            let icon = frames.image ?? frames.symbol
            if row.theme.symbolBackground != nil, let icon {
                #expect(host.frame(of: .tile) == icon && host.frame(of: .icon) == RowIconTile.glyph(in: icon), "\(row.id)")
            } else {
                #expect(host.frame(of: .tile) == nil && host.frame(of: .icon) == icon, "\(row.id)")
            }
            let accessory = [frames.arrow, frames.switch, frames.check, frames.info, frames.trailingSymbol].compactMap { $0 }.first
            #expect(host.frame(of: .accessory) == accessory, "\(row.id)")
            for (label, lines, frame, part) in [("title", host.titleLines, frames.title, RowPart.title(line:)),
                                                ("subtitle", host.subtitleLines, frames.subtitle, RowPart.subtitle(line:))] {
                let placed = lines.indices.map { host.frame(of: part($0)) }
                #expect(placed.count == (frame == nil ? 0 : label == "title" ? layout.title.shown : layout.subtitle.shown),
                        "\(row.id) \(label)")
                #expect(host.frame(of: part(lines.count)) == nil, "\(row.id) \(label): no line past the last")
                guard let frame, let first = placed.first ?? nil, let last = placed.last ?? nil else { continue }
                // The lines tile the label's frame from its top, each as wide as the label.
                #expect(first.x == frame.x && first.y == frame.y && abs(last.maxY - frame.maxY) < 1e-9, "\(row.id) \(label)")
                #expect(placed.allSatisfy { $0?.width == frame.width && $0?.x == frame.x }, "\(row.id) \(label)")
            }
            // SwiftUI mirrors the Layout's left-to-right placements for a right-to-left language.
            let rtl = RowLayout.frames(for: row, width: width, margin: margin, size: size, direction: .rightToLeft)
            func mirrored(_ rect: RowRect?) -> RowRect? {
                rect.map { RowRect(x: width - $0.x - $0.width, y: $0.y, width: $0.width, height: $0.height) }
            }
            #expect(mirrored(host.frame(of: .accessory)) == [rtl.arrow, rtl.switch, rtl.check, rtl.info, rtl.trailingSymbol]
                .compactMap { $0 }.first, "\(row.id)")
            #expect(mirrored(host.frame(of: .title(line: 0))).map(\.x) == rtl.title.map { $0.x }, "\(row.id)")
        }
    }

    /// Each label shows the lines RowKit broke it into, as `RowCell` gives its label them: a title
    /// that wraps at 320 beside its subtitle shows its four lines, a subtitle limited to two its
    /// first line and the rest, and a one-line label its whole text.
    @Test func labelsShowRowKitsLines() throws {
        let row = try #require(Self.rows.last)
        let host = RowHostLayout(row: row, width: 320, margin: 16, size: .large)
        let title = try #require(host.layout.frames.title)
        let engine = RowLayout(theme: row.theme)
        #expect(host.titleLines == RowTextMetrics.inter.lineTexts(row.title!, fontSize: engine.titleFontSize, width: title.width))
        #expect(host.titleLines == ["Show previews of", "messages when the", "phone is locked, so", "you can read them"])
        #expect(host.layout.title.shown == 4)
        #expect(host.subtitleLines == ["Applies to", "every conversation, including the ones you have muted"] && host.layout.subtitle.isCut)
        let one = RowHostLayout(row: Self.rows[1], width: 375, margin: 16, size: .large)
        #expect(one.titleLines == ["Wi-Fi"] && one.subtitleLines == ["Home-5G"])
        #expect(RowHostLayout(row: Self.rows[10], width: 375, margin: 16, size: .large).titleLines.isEmpty, "an image alone")
    }

    /// What VoiceOver reads for the row, as `RowCell` reads it.
    @Test func accessibilityReadsAsTheCellDoes() {
        let delete = RowAction(id: "delete", title: "Delete", isDestructive: true), pin = RowAction(id: "pin", title: "Pin")
        let wifi = RowAccessibility(Self.rows[1], isOn: false)
        #expect(wifi.label == "Wi-Fi" && wifi.value == "Home-5G" && wifi.isButton && !wifi.isSelected && !wifi.offersInfo)
        let airplane = RowAccessibility(Self.rows[4], isOn: false)
        #expect(airplane.value == "off" && !airplane.isButton, "a switch reads the state it shows")
        #expect(RowAccessibility(Self.rows[6], isOn: false).value == "Connected" && RowAccessibility(Self.rows[6], isOn: false).offersInfo)
        #expect(RowAccessibility(Self.rows[5], isOn: true).isSelected, "a chosen option")
        #expect(RowAccessibility(Self.rows[10], isOn: false).label == "Printer", "the spoken label")
        let wrap = RowAccessibility(Self.rows[11], isOn: true)
        #expect(wrap.value == "Applies to every conversation, including the ones you have muted, on", "subtitle, then state")
        let actions = RowAccessibility(RowModel(id: "m", title: "Message", actions: RowActions(leading: [pin], trailing: [delete],
                                                                                           menu: [pin, delete])), isOn: false)
        #expect(actions.actions == [delete, pin] && !actions.isButton, "each action once")
    }

    private enum Shown: RowCase, Equatable {
        case wifi, airplane
        init?(_ row: RowModel) {
            switch row.id {
            case "beside": self = .wifi
            case "switch": self = .airplane
            default: return nil
            }
        }
    }

    private enum Chosen: String, RowActionCase {
        case delete
    }

    /// The list's handlers hear only their own rows, and a tap only on a row a tap does something for.
    @Test func handlersHearTheirOwnRows() {
        var heard: [String] = []
        var handlers = RowHandlers()
        handlers.onSelect(Shown.self) { heard.append("select \($0)") }
        handlers.onToggle(Shown.self) { heard.append("toggle \($0) \($1)") }
        handlers.onInfo(Shown.self) { heard.append("info \($0)") }
        handlers.onAction(Chosen.self, Shown.self) { heard.append("\($0) \($1)") }
        handlers.select(Self.rows[1])
        handlers.select(Self.rows[4])
        handlers.select(Self.rows[0])
        handlers.toggle(Self.rows[4], isOn: false)
        handlers.info(Self.rows[1])
        handlers.perform(RowAction(id: "delete", title: "Delete"), on: Self.rows[1])
        handlers.perform(RowAction(id: "pin", title: "Pin"), on: Self.rows[1])
        #expect(heard == ["select wifi", "toggle airplane false", "info wifi", "delete wifi"])
    }

    private enum Browser: String, RowChoiceCase {
        case inApp, safari
        static let rowID = "browser"
    }

    /// A menu row: its pick reaches the handler of its own options, VoiceOver reads the choice and
    /// offers the others as actions, and the host places the choice and the chevrons at RowKit's frames.
    @Test func menuRowsReachTheirOwnHandlerAndReadTheirChoice() {
        let inApp = RowAction(id: "inApp", title: "In-App Browser"), safari = RowAction(id: "safari", title: "Safari")
        let row = RowModel(id: "browser", title: "Browser", subtitle: "Safari", accessory: .trailingSymbol,
                           accessorySymbol: RowAccessory.menuSymbol, actions: RowActions(choices: [inApp, safari]), choice: "safari")
        var chosen: [Browser] = []
        var handlers = RowHandlers()
        handlers.onChoose(Browser.self) { chosen.append($0) }
        handlers.choose(inApp, in: row)
        handlers.choose(inApp, in: Self.rows[1])
        #expect(chosen == [.inApp], "only the menu row's own options")
        let speech = RowAccessibility(row, isOn: false)
        #expect(speech.value == "Safari" && speech.options == [inApp])
        let host = RowHostLayout(row: row, width: 375, margin: 16, size: .default)
        let frames = RowLayout.frames(for: row, width: 375)
        #expect(host.frame(of: .subtitle(line: 0)) == frames.subtitle && host.frame(of: .accessory) == frames.trailingSymbol)
    }

    /// A badge is placed on its capsule, RowKit's frame for it, at every size.
    @Test func badgesArePlacedOnTheirCapsules() {
        let row = RowModel(id: "u", title: "Software Update", subtitle: "12", isBadge: true, accessory: .arrow)
        for size in [RowContentSize.default, .accessibility3] {
            let host = RowHostLayout(row: row, width: 375, margin: 16, size: size)
            let capsule = RowLayout.frames(for: row, width: 375, size: size).subtitle
            #expect(host.frame(of: .subtitle(line: 0)) == capsule && host.subtitleLines == ["12"])
            #expect(capsule.map { $0.width >= $0.height && $0.width < 100 } == true, "a capsule, not the subtitle's room")
        }
    }
}
