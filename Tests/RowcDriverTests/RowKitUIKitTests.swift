// RowKitUIKitTests.swift builds RowKit's UIKit part against the SDK's declarations and runs its cell.

import Foundation
import RowcTestSupport
import Testing

/// RowKit's UIKit part, compiled on Linux against Tests/Cases/build/UIKitStub.swift, a module named
/// UIKit with the iOS 17.4 SDK's declarations of what the part uses: it catches wrong labels,
/// optionals, overrides and actor isolation, which parsing cannot.
@Suite struct RowKitUIKitTests {
    /// RowKit, its UIKit part included, builds in Swift 6 mode with warnings as errors against the
    /// stub, and against the stub with the accessibility traits made constants, as newer SDKs
    /// declare them: the code must compile with either SDK.
    @Test(arguments: [false, true])
    func uiKitPartBuildsAgainstTheSDKsAPI(constantTraits: Bool) throws {
        try #require(Swiftc.path != nil, "swiftc compiles RowKit")
        let modules = try RowKitBuild.modules(uiKit: true, constantTraits: constantTraits)
        // The part was compiled, not left out: its types are in the module.
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write("import RowKit\nimport UIKit\n@MainActor func cell() -> UITableViewCell { RowCell(style: .default, reuseIdentifier: nil) }\n",
                     to: "use.swift")
        let check = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-typecheck", "-parse-as-library"]
                                    + modules.searchArguments + [folder.appendingPath("use.swift")])
        #expect(check.status == 0, "\(check.output)")
    }

    /// Every file of the part is left out where UIKit is not, and on watchOS, which has UIKit but
    /// no table views; each declaration says where what it uses exists (`UIImage(systemName:)`
    /// from iOS 13, `reconfigureItems` from 15), as this machine has no Apple SDK to check with.
    @Test func uiKitPartIsLeftOutOnWatchOSAndSaysWhereItIsAvailable() throws {
        let files = RowKitBuild.sources(of: "RowKit").filter { $0.contains("/UIKit/") }
        #expect(files.count >= 8)
        var lines: [String] = []
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            let fileLines = text.split(separator: "\n").map(String.init)
            #expect(fileLines.first { $0.hasPrefix("#if") } == "#if canImport(UIKit) && !os(watchOS)", "\(file)")
            #expect(fileLines.last == "#endif", "\(file)")
            lines += fileLines
        }
        func availability(of declaration: String) -> String? {
            guard let index = lines.firstIndex(where: { $0.hasPrefix(declaration) }) else { return nil }
            return lines[..<index].last { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }
        }
        #expect(availability(of: "open class RowCell:") == "@available(iOS 13.0, tvOS 13.0, *)")
        #expect(availability(of: "extension UITableView ") == "@available(iOS 13.0, tvOS 13.0, *)")
        #expect(availability(of: "open class RowDataSource:") == "@available(iOS 15.0, tvOS 15.0, *)")
        #expect(availability(of: "public final class RowContentView:") == "@available(iOS 13.0, tvOS 13.0, *)")
        #expect(availability(of: "public struct RowContentConfiguration ") == "@available(iOS 13.0, tvOS 13.0, *)")
        // The conformances, and the list's types, from iOS 14, when UIKit's protocols and list cells came.
        #expect(availability(of: "extension RowContentConfiguration: UIContentConfiguration") == "@available(iOS 14.0, tvOS 14.0, *)")
        #expect(availability(of: "extension RowContentView: UIContentView") == "@available(iOS 14.0, tvOS 14.0, *)")
        #expect(availability(of: "extension UICollectionViewListCell ") == "@available(iOS 14.0, tvOS 14.0, *)")
        #expect(availability(of: "extension UICollectionLayoutListConfiguration.Appearance ") == "@available(iOS 14.0, tvOS 14.0, *)")
        // The data source reconfigures items, from iOS 15; the delegate's menu of items is iOS 16's, tvOS 17's.
        #expect(availability(of: "open class RowListDataSource:") == "@available(iOS 15.0, tvOS 15.0, *)")
        #expect(availability(of: "    public func contextMenu(forItemsAt") == "    @available(iOS 16.0, tvOS 17.0, *)")
    }

    /// The stub keeps the iOS 17.4 SDK's mutable trait globals, which Swift 6 code may not read,
    /// and the variant of newer SDKs makes them readable: so the type-check above holds the
    /// generated code to both.
    @Test func theStubsTraitsAreTheSDKsMutableGlobals() throws {
        try #require(Swiftc.path != nil, "swiftc compiles the generated code")
        let read = "import UIKit\n@MainActor func traits() -> [UIAccessibilityTraits] { [.none, .button, .selected] }\n"
        for constantTraits in [false, true] {
            let folder = TemporaryFolder()
            defer { folder.remove() }
            try Swiftc.buildUIKitStub(in: folder, constantTraits: constantTraits)
            folder.write(read, to: "read.swift")
            let check = Swiftc.compiler(["-swift-version", "6", "-typecheck", "-parse-as-library", "-I", folder.path,
                                         folder.appendingPath("read.swift")])
            let refused = ["none", "button", "selected"].filter {
                check.output.contains("reference to static property '\($0)' is not concurrency-safe")
            }
            #expect(refused == (constantTraits ? [] : ["none", "button", "selected"]), "\(check.output)")
            #expect(check.status == (constantTraits ? 0 : 1), "\(check.output)")
        }
    }

    /// The cell run against the stub, which finds an image only in a bundle that holds it.
    static let cellChecks = """
        import RowKit
        import UIKit

        @MainActor func frames(of cell: RowCell) -> [CGRect] {
            [cell.rowImageView.frame, cell.titleLabel.frame, cell.subtitleLabel.frame]
        }

        // The stub's values of UIAccessibilityTraits.button and .selected, UIKit's, which this
        // program may not read from the SDK's mutable globals.
        let button = UIAccessibilityTraits(rawValue: 1)
        let selected = UIAccessibilityTraits(rawValue: 1 << 3)

        let row = RowModel(id: "r", image: "per_printer", title: "Title", subtitle: "Subtitle", accessory: .arrow)
        let mainBundleCell = RowCell(style: .default, reuseIdentifier: row.reuseIdentifier)
        mainBundleCell.row = row
        precondition(mainBundleCell.rowImageView.image == nil, "the main bundle holds no images")
        RowCell.imageBundle = Bundle(path: CommandLine.arguments[1])!
        let cell = RowCell(style: .default, reuseIdentifier: row.reuseIdentifier)
        cell.row = row
        precondition(cell.rowImageView.image != nil, "images come from RowCell.imageBundle")

        // In `ios` the cell lays the row out across its whole width at its layout margin, as the
        // report does, and UIKit draws the disclosure indicator, narrowing the content view.
        let layout = RowLayout.frames(for: row, width: 375, margin: 16)
        let reported = [layout.image, layout.title, layout.subtitle].map { $0!.cgRect }
        cell.bounds = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.contentView.frame = CGRect(x: 0, y: 0, width: 341, height: 44)
        cell.contentView.bounds = CGRect(x: 0, y: 0, width: 341, height: 44)
        cell.layoutSubviews()
        precondition(frames(of: cell) == reported, "at the theme's row height, the frames are the report's")
        precondition(cell.accessoryType == .disclosureIndicator && cell.arrowView.isHidden, "UIKit's disclosure indicator")
        cell.contentView.bounds.size.height = 60
        cell.layoutSubviews()
        precondition(frames(of: cell) == reported.map { $0.offsetBy(dx: 0, dy: 8) }, "in a taller row, centred")
        cell.contentView.bounds.size.height = 40
        cell.layoutSubviews()
        precondition(frames(of: cell) == reported.map { $0.offsetBy(dx: 0, dy: -2) }, "in a shorter row, centred")
        // A content view the accessory pushed along (as in right to left) takes the frames in its coordinates.
        cell.contentView.frame = CGRect(x: 34, y: 0, width: 341, height: 44)
        cell.contentView.bounds.size.height = 44
        cell.layoutSubviews()
        precondition(frames(of: cell) == reported.map { $0.offsetBy(dx: -34, dy: 0) }, "in the content view's coordinates")
        cell.contentView.frame.origin.x = 0
        // The wider phones' 20-point margin is the insets of `ios`.
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        cell.layoutSubviews()
        let wide = RowLayout.frames(for: row, width: 375, margin: 20)
        precondition(wide.image!.x == 20 && frames(of: cell) == [wide.image, wide.title, wide.subtitle].map { $0!.cgRect },
                     "at the cell's layout margin")
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        // The seed's cell draws its own chevron, at the report's frame; its insets are its own.
        let seedRow = RowModel(id: "r", image: "per_printer", title: "Title", subtitle: "Subtitle", accessory: .arrow, theme: .seed)
        cell.row = seedRow
        cell.contentView.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.contentView.bounds = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.layoutSubviews()
        let seed = RowLayout.frames(for: seedRow, width: 375)
        precondition(frames(of: cell) + [cell.arrowView.frame] == [seed.image, seed.title, seed.subtitle, seed.arrow].map { $0!.cgRect }
                     && !cell.arrowView.isHidden && cell.accessoryType == .none && seed.image!.x == 10, "the seed's own chevron")
        cell.row = row

        precondition(cell.rowView.isAccessibilityElement && !cell.isAccessibilityElement, "the row is one VoiceOver element")
        precondition(cell.rowView.accessibilityLabel == "Title" && cell.rowView.accessibilityValue == "Subtitle", "title, then subtitle")
        precondition(cell.rowView.accessibilityTraits == button, "a row with an arrow reads as a button")
        cell.row = RowModel(id: "i", image: "per_printer", accessibilityLabel: "Printer")
        precondition(cell.rowView.accessibilityLabel == "Printer" && cell.rowView.accessibilityValue == nil, "the spoken label")
        precondition(cell.rowView.accessibilityTraits == [], "a row without an arrow claims no trait")
        cell.row = RowModel(id: "s", title: "Wi-Fi", subtitle: "Home", accessibilityLabel: "Wireless network")
        precondition(cell.rowView.accessibilityLabel == "Wireless network" && cell.rowView.accessibilityValue == "Home",
                     "a spoken label replaces the title, not the subtitle")
        cell.row = RowModel(id: "h", image: "per_printer", subtitle: "Hidden")
        precondition(cell.rowView.accessibilityLabel == nil && cell.rowView.accessibilityValue == nil, "a subtitle not shown is not read")
        cell.prepareForReuse()
        precondition(cell.rowView.accessibilityLabel == nil && cell.rowView.accessibilityValue == nil, "a reused cell reads nothing old")

        // UIKit's twelve content size categories, in order, are rowc's twelve sizes; unspecified reads as large.
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        precondition(categories.map(RowContentSize.init) == RowContentSize.allCases, "sizes map in order")
        precondition(RowContentSize(.unspecified) == .large, "an unspecified size is large")
        // The stub's trait collection is at large: the cell asks for the theme's height there.
        cell.row = row
        let fitting = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .init(rawValue: 1000),
                                                   verticalFittingPriority: .init(rawValue: 1))
        precondition(fitting.height == CGFloat(RowLayout.height(for: row, size: .large)) && fitting.height == 44, "self-sizing height")
        precondition(RowLayout.height(for: row, size: .accessibility1) > 44, "rows grow at the accessibility sizes")

        // A title that wraps shows RowKit's lines, one paragraph each, as many lines as it has; the
        // row is as tall as its lines need at the cell's width.
        var wrappingTheme = RowTheme.seed
        wrappingTheme.titleLines = 0
        let wrapping = RowModel(id: "w", title: "Show previews of messages when the phone is locked, so you can read them",
                                accessory: .switch, theme: wrappingTheme)
        cell.row = wrapping
        let wrapped = RowLayout.layout(for: wrapping, width: 320)
        cell.bounds = CGRect(x: 0, y: 0, width: 320, height: CGFloat(wrapped.height))
        cell.contentView.bounds = cell.bounds
        cell.layoutSubviews()
        let lines = RowTextMetrics.inter.lineTexts(wrapping.title!, fontSize: RowLayout(theme: wrappingTheme).titleFontSize,
                                                   width: wrapped.frames.title!.width)
        precondition(lines.count == 3 && wrapped.title.shown == 3, "the title wraps to three lines at 320")
        precondition(cell.titleLabel.numberOfLines == 3 && cell.titleLabel.attributedText?.string == lines.joined(separator: "\\n"),
                     "the label shows RowKit's lines")
        precondition(cell.titleLabel.frame == wrapped.frames.title!.cgRect && cell.titleLabel.frame.height == 63, "three lines high")
        let wrappedFitting = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                          withHorizontalFittingPriority: .init(rawValue: 1000),
                                                          verticalFittingPriority: .init(rawValue: 1))
        precondition(wrappedFitting.height == CGFloat(wrapped.height) && wrapped.height > 44, "the row grows to hold its lines")

        // A switch row: the switch shows the row's state, reports a flip, and reads its state.
        let toggleRow = RowModel(id: "t", symbol: "airplane", title: "Airplane Mode", accessory: .switch, isOn: true)
        cell.row = toggleRow
        cell.bounds = CGRect(x: 0, y: 0, width: 375, height: 44)
        cell.contentView.bounds = cell.bounds
        cell.layoutSubviews()
        precondition(cell.switchControl.isOn && !cell.switchControl.isHidden && cell.checkView.isHidden, "the switch shows")
        precondition(cell.switchControl.frame == RowLayout.frames(for: toggleRow, width: 375).switch!.cgRect, "at its frame")
        precondition(cell.selectionStyle == .none, "a switch row shows no highlight")
        precondition(cell.rowView.accessibilityValue == "on", "a switch row reads its state")
        var flips: [Bool] = []
        cell.onToggle = { flips.append($0) }
        cell.switchControl.isOn = false
        cell.switchControl.sendActions(for: .valueChanged)
        precondition(flips == [false] && cell.rowView.accessibilityValue == "off", "a flip is reported and read")
        cell.prepareForReuse()
        precondition(cell.onToggle == nil, "a reused cell reports to no one")
        // A checkmark shows only when on, and a chosen row reads as selected.
        // In `ios` it is UIKit's checkmark; the seed's cell draws its own.
        cell.row = RowModel(id: "c", title: "English", accessory: .check, isOn: true)
        cell.layoutSubviews()
        precondition(cell.accessoryType == .checkmark && cell.checkView.isHidden && cell.switchControl.isHidden
                     && cell.selectionStyle == .default, "checked")
        precondition(cell.rowView.accessibilityTraits == [button, selected], "a chosen option")
        cell.row = RowModel(id: "u", title: "Deutsch", accessory: .check)
        cell.layoutSubviews()
        precondition(cell.accessoryType == .none && cell.checkView.isHidden && cell.rowView.accessibilityTraits == button, "unchecked")
        cell.row = RowModel(id: "c", title: "English", accessory: .check, isOn: true, theme: .seed)
        cell.layoutSubviews()
        precondition(cell.accessoryType == .none && !cell.checkView.isHidden, "the seed's checkmark")
        cell.row = RowModel(id: "v", title: "Version", subtitle: "2.4.1")
        precondition(cell.selectionStyle == .none && cell.rowView.accessibilityTraits == [], "an information row does nothing")
        // An info row: UIKit's info button at RowKit's frame in every theme, its tap and VoiceOver's action reported.
        for theme in [RowTheme.default, .seed] {
            let infoRow = RowModel(id: "i", title: "Home Wi-Fi", subtitle: "Connected", accessory: .info, theme: theme)
            cell.row = infoRow
            cell.bounds = CGRect(x: 0, y: 0, width: 375, height: 44)
            cell.contentView.bounds = cell.bounds
            cell.layoutSubviews()
            precondition(!cell.infoButton.isHidden && cell.infoButton.buttonType == .detailDisclosure, "the info button shows")
            precondition(cell.infoButton.frame == RowLayout.frames(for: infoRow, width: 375).info!.cgRect, "at its frame")
            precondition(cell.accessoryType == .none && cell.selectionStyle == .none, "the row itself does nothing")
            var infos = 0
            cell.onInfo = { infos += 1 }
            cell.infoButton.sendActions(for: .primaryActionTriggered)
            let action = cell.rowView.accessibilityCustomActions?.first
            precondition(action?.name == "More Info" && action?.perform() == true && infos == 2,
                         "a tap and VoiceOver's action both reach onInfo")
        }
        cell.prepareForReuse()
        precondition(cell.onInfo == nil, "a reused cell reports to no one")
        // A trailing symbol: the named symbol at its frame, in the arrow's colour; the row opens something.
        let link = RowModel(id: "l", title: "Privacy Policy", accessory: .trailingSymbol, accessorySymbol: "arrow.up.right.square")
        cell.row = link
        cell.layoutSubviews()
        precondition(!cell.trailingSymbolView.isHidden && cell.trailingSymbolView.image != nil && cell.infoButton.isHidden,
                     "the symbol shows, the info button does not")
        precondition(cell.trailingSymbolView.frame == RowLayout.frames(for: link, width: 375).trailingSymbol!.cgRect, "at its frame")
        precondition(cell.selectionStyle == .default && cell.rowView.accessibilityCustomActions == nil, "a link out can be tapped")
        // An image the bundle does not hold comes from the app's provider, and reaches only the row it was asked for.
        var asked: [String] = []
        RowCell.imageProvider = { name in
            asked.append(name)
            return name.hasPrefix("https://") ? UIImage(systemName: "person") : nil
        }
        cell.row = RowModel(id: "kim", image: "https://example.com/kim.png", title: "Kim")
        precondition(cell.rowImageView.image == nil, "no image until the provider returns")
        for _ in 0..<10 { await Task.yield() }
        precondition(asked == ["https://example.com/kim.png"] && cell.rowImageView.image != nil, "the provider's image shows")
        cell.row = RowModel(id: "lee", image: "https://example.com/lee.png", title: "Lee")
        cell.row = RowModel(id: "printer", image: "per_printer", title: "Printer")
        let printerImage = cell.rowImageView.image
        for _ in 0..<10 { await Task.yield() }
        precondition(asked == ["https://example.com/kim.png"] || asked.last == "https://example.com/lee.png", "asked for Lee at most")
        precondition(printerImage != nil && cell.rowImageView.image === printerImage, "the bundle's image, not Lee's, shows")
        RowCell.imageProvider = nil

        // A row's actions: swipe actions on each edge, a context menu, and VoiceOver's actions,
        // each telling the one handler which action was chosen.
        let delete = RowAction(id: "delete", title: "Delete", symbol: "trash", isDestructive: true)
        let pin = RowAction(id: "pin", title: "Pin", symbol: "pin")
        let share = RowAction(id: "share", title: "Share")
        let actions = RowActions(leading: [pin], trailing: [delete], menu: [share, delete])
        var chosen: [String] = []
        let trailing = actions.trailingSwipeConfiguration { chosen.append($0.id) }!
        precondition(trailing.actions.map { $0.title } == ["Delete"] && trailing.actions[0].style == .destructive
                     && trailing.actions[0].image != nil && trailing.performsFirstActionWithFullSwipe, "the trailing swipe")
        var completed: [Bool] = []
        trailing.actions[0].handler(trailing.actions[0], UIView()) { completed.append($0) }
        let leading = actions.leadingSwipeConfiguration { chosen.append($0.id) }!
        precondition(leading.actions.map { $0.title } == ["Pin"] && leading.actions[0].style == .normal, "the leading swipe")
        leading.actions[0].handler(leading.actions[0], UIView()) { completed.append($0) }
        precondition(RowActions(trailing: [delete]).leadingSwipeConfiguration { _ in } == nil, "no swipe on an edge without actions")
        precondition(RowActions().contextMenuConfiguration { _ in } == nil, "no menu without items")
        let menu = actions.contextMenuConfiguration { chosen.append($0.id) }!.actionProvider!([])!
        let items = menu.children.map { $0 as! UIAction }
        precondition(items.map { $0.title } == ["Share", "Delete"] && items[1].attributes == .destructive
                     && items[0].attributes == [] && items[0].image == nil, "the menu, destructive items in UIKit's style")
        items[0].perform()
        precondition(chosen == ["delete", "pin", "share"] && completed == [true, true], "each reports its action")

        cell.row = RowModel(id: "m", title: "Message", actions: actions)
        var spoken: [String] = []
        cell.onAction = { spoken.append($0.id) }
        let custom = cell.rowView.accessibilityCustomActions ?? []
        precondition(custom.map { $0.name } == ["Delete", "Pin", "Share"], "VoiceOver offers each action once")
        precondition(custom[2].perform() && spoken == ["share"], "and reports the one chosen")
        cell.row = RowModel(id: "n", title: "Notes")
        precondition(cell.rowView.accessibilityCustomActions == nil, "a row without actions offers none")
        cell.prepareForReuse()
        precondition(cell.onAction == nil, "a reused cell reports no action")

        // A menu row: the chosen option where the subtitle goes, the chevrons, and a button over
        // the row whose menu checks the chosen option and reports the one picked.
        let inApp = RowAction(id: "inApp", title: "In-App Browser"), safari = RowAction(id: "safari", title: "Safari", symbol: "safari")
        let browser = RowModel(id: "b", title: "Browser", subtitle: "Safari", accessory: .trailingSymbol,
                               accessorySymbol: RowAccessory.menuSymbol, actions: RowActions(choices: [inApp, safari]), choice: "safari")
        cell.row = browser
        cell.layoutSubviews()
        precondition(!cell.menuButton.isHidden && cell.menuButton.showsMenuAsPrimaryAction && cell.menuButton.frame == cell.contentView.bounds,
                     "a tap anywhere on the row opens the menu")
        precondition(cell.subtitleLabel.frame == RowLayout.frames(for: browser, width: 375).subtitle!.cgRect
                     && cell.subtitleLabel.text == "Safari" && !cell.trailingSymbolView.isHidden, "the choice and the chevrons, at RowKit's frames")
        let options = (cell.menuButton.menu?.children ?? []).map { $0 as! UIAction }
        precondition(options.map { $0.title } == ["In-App Browser", "Safari"] && options.map { $0.state } == [.off, .on]
                     && options[1].image != nil, "the options, the chosen one checked")
        var picked: [String] = []
        cell.onChoose = { picked.append($0.id) }
        options[0].perform()
        let spokenOptions = cell.rowView.accessibilityCustomActions ?? []
        precondition(cell.rowView.accessibilityValue == "Safari" && spokenOptions.map { $0.name } == ["In-App Browser"],
                     "VoiceOver reads the choice and offers the other options")
        precondition(spokenOptions[0].perform() && picked == ["inApp", "inApp"], "a pick from the menu or VoiceOver reaches onChoose")
        cell.prepareForReuse()
        precondition(cell.onChoose == nil, "a reused cell reports no choice")
        cell.row = RowModel(id: "n", title: "Notes")
        cell.layoutSubviews()
        precondition(cell.menuButton.isHidden && cell.menuButton.menu == nil, "other rows have no menu")

        // A badge: the subtitle's label on its capsule, at RowKit's frame, white on red, its text centred.
        let update = RowModel(id: "u", title: "Software Update", subtitle: "1", isBadge: true, accessory: .arrow)
        cell.row = update
        cell.layoutSubviews()
        let capsule = RowLayout.frames(for: update, width: 375).subtitle!
        precondition(cell.subtitleLabel.frame.width == capsule.cgRect.width && cell.subtitleLabel.frame.height == capsule.cgRect.height
                     && capsule.width == capsule.height, "one digit sits on a circle")
        precondition(cell.subtitleLabel.backgroundColor != nil && cell.subtitleLabel.clipsToBounds
                     && cell.subtitleLabel.layer.cornerRadius == CGFloat(capsule.height / 2) && cell.subtitleLabel.textAlignment == .center,
                     "drawn as a capsule")
        precondition(cell.rowView.accessibilityValue == "1", "VoiceOver reads the count as the row's value")
        cell.row = RowModel(id: "v", title: "Version", subtitle: "2.4.1")
        cell.layoutSubviews()
        precondition(cell.subtitleLabel.backgroundColor == nil && !cell.subtitleLabel.clipsToBounds
                     && cell.subtitleLabel.layer.cornerRadius == 0, "a subtitle is text again")
        """

    /// The content view in a list cell and a table cell, and the collection view's data source,
    /// run against the stub, called as UIKit calls them.
    static let listChecks = #"""
        import RowKit
        import UIKit

        /// The rows of one spec, by id, as a spec's generated `Row` enum reports them.
        struct Spec: RowCase {
            let id: String
            init?(_ row: RowModel) {
                guard row.id.hasPrefix("s.") else { return nil }
                id = row.id
            }
        }

        enum Act: String, RowActionCase {
            case delete, pin, share
        }

        /// A menu row's options, as a spec's generated enum for the row names them.
        enum Browser: String, RowChoiceCase {
            case inApp, safari
            static let rowID = "s.browser"
        }

        @MainActor func frames(of view: RowContentView) -> [CGRect] {
            [view.rowImageView.frame, view.titleLabel.frame, view.subtitleLabel.frame]
        }

        let row = RowModel(id: "s.r", image: "per_printer", title: "Title", subtitle: "Subtitle", accessory: .arrow)
        let report = RowLayout.frames(for: row, width: 375, margin: 16)
        let reported = [report.image, report.title, report.subtitle].map { $0!.cgRect }

        // In a list cell the row view is the cell's content view, which UIKit's disclosure indicator
        // narrows; the row is laid out across the whole cell, at the report's frames.
        let listCell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        listCell.show(RowContentConfiguration(row: row))
        let listView = listCell.contentView as! RowContentView
        precondition(listCell.accessories.map { $0.kind } == ["disclosureIndicator"] && listView.arrowView.isHidden,
                     "UIKit's disclosure indicator, not the drawn chevron")
        listView.frame = CGRect(x: 0, y: 0, width: 341, height: 44)
        listView.layoutSubviews()
        precondition(frames(of: listView) == reported, "the report's frames in a list cell")
        listView.frame.origin.x = 34
        listView.layoutSubviews()
        precondition(frames(of: listView) == reported.map { $0.offsetBy(dx: -34, dy: 0) }, "in the content view's coordinates")
        listView.frame = CGRect(x: 0, y: 0, width: 341, height: 60)
        listView.layoutSubviews()
        precondition(frames(of: listView) == reported.map { $0.offsetBy(dx: 0, dy: 8) }, "centred in a taller cell")
        listCell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 20)
        listView.frame.size.height = 44
        listView.layoutSubviews()
        let wide = RowLayout.frames(for: row, width: 375, margin: 20)
        precondition(frames(of: listView) == [wide.image, wide.title, wide.subtitle].map { $0!.cgRect }, "at the cell's layout margin")
        listCell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let fitting = listView.systemLayoutSizeFitting(CGSize(width: 341, height: 0), withHorizontalFittingPriority: .init(rawValue: 1000),
                                                       verticalFittingPriority: .init(rawValue: 1))
        precondition(fitting.height == CGFloat(RowLayout.height(for: row, width: 375)), "self-sizing across the cell")
        precondition(listView.isAccessibilityElement && listView.accessibilityLabel == "Title"
                     && listView.accessibilityValue == "Subtitle", "one VoiceOver element")
        // A cell given another row keeps its content view; a chosen option shows UIKit's checkmark in
        // `ios`, and the seed's draws its own.
        listCell.show(RowContentConfiguration(row: RowModel(id: "s.c", title: "English", accessory: .check, isOn: true)))
        precondition(listCell.contentView === listView && listCell.accessories.map { $0.kind } == ["checkmark"], "UIKit's checkmark")
        listCell.show(RowContentConfiguration(row: RowModel(id: "s.u", title: "Deutsch", accessory: .check)))
        precondition(listCell.accessories.isEmpty, "no checkmark when off")
        listCell.show(RowContentConfiguration(row: RowModel(id: "s.c", title: "English", accessory: .check, isOn: true, theme: .seed)))
        listView.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
        listView.layoutSubviews()
        precondition(listCell.accessories.isEmpty && !listView.checkView.isHidden, "the seed's own checkmark")

        // A table cell given the configuration shows the same view at the same frames.
        let tableCell = UITableViewCell(style: .default, reuseIdentifier: nil)
        tableCell.bounds = CGRect(x: 0, y: 0, width: 375, height: 44)
        tableCell.contentConfiguration = RowContentConfiguration(row: row)
        let tableView = tableCell.contentView as! RowContentView
        tableView.frame = CGRect(x: 0, y: 0, width: 341, height: 44)
        tableView.layoutSubviews()
        precondition(frames(of: tableView) == reported, "the report's frames in a table cell")
        // RowCell is a host of the same view: its views are the row view's, which fills its content view.
        let rowCell = RowCell(style: .default, reuseIdentifier: row.reuseIdentifier)
        rowCell.row = row
        precondition(rowCell.rowView.superview === rowCell.contentView && rowCell.titleLabel === rowCell.rowView.titleLabel
                     && rowCell.rowView.rowConfiguration.row == row, "RowCell hosts RowContentView")

        // The theme's background, clear while the cell is highlighted or selected; RowCell paints its own.
        var state = UICellConfigurationState(traitCollection: UITraitCollection())
        precondition(listView.backgroundColor != nil, "the content view paints the theme's background")
        state.isHighlighted = true
        listView.configuration = listView.rowConfiguration.updated(for: state)
        precondition(listView.backgroundColor == nil, "clear while highlighted")
        state.isHighlighted = false
        state.isSelected = true
        listView.configuration = listView.rowConfiguration.updated(for: state)
        precondition(listView.backgroundColor == nil, "clear while selected")
        state.isSelected = false
        listView.configuration = listView.rowConfiguration.updated(for: state)
        precondition(listView.backgroundColor != nil, "painted again")
        precondition(rowCell.rowView.backgroundColor == nil && rowCell.backgroundColor != nil, "RowCell paints the cell")

        // The data source, as UIKit calls it.
        let delete = RowAction(id: "delete", title: "Delete", symbol: "trash", isDestructive: true)
        let pin = RowAction(id: "pin", title: "Pin", symbol: "pin")
        let share = RowAction(id: "share", title: "Share")
        let sections = [
            RowSection(id: "a", title: "General", rows: [
                RowModel(id: "s.open", title: "Open", accessory: .arrow),
                RowModel(id: "s.wifi", title: "Wi-Fi", accessory: .switch, isOn: true),
                RowModel(id: "s.home", title: "Home", accessory: .info),
                RowModel(id: "s.version", title: "Version", subtitle: "2.4.1"),
            ]),
            RowSection(id: "b", footer: "Swipe a message", rows: [
                RowModel(id: "s.message", title: "Message", accessory: .arrow,
                         actions: RowActions(leading: [pin], trailing: [delete], menu: [share, delete])),
                RowModel(id: "other", title: "Not the spec's", accessory: .arrow),
                RowModel(id: "s.browser", title: "Browser", subtitle: "Safari", accessory: .trailingSymbol,
                         accessorySymbol: RowAccessory.menuSymbol,
                         actions: RowActions(choices: [RowAction(id: "inApp", title: "In-App Browser"), RowAction(id: "safari", title: "Safari")]),
                         choice: "safari"),
            ]),
        ]
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let dataSource = RowListDataSource(collectionView: collectionView)
        var heard: [String] = []
        dataSource.onSelect(Spec.self) { heard.append("select \($0.id)") }
        dataSource.onToggle(Spec.self) { heard.append("toggle \($0.id) \($1)") }
        dataSource.onInfo(Spec.self) { heard.append("info \($0.id)") }
        dataSource.onAction(Act.self, Spec.self) { heard.append("\($0.rawValue) \($1.id)") }
        dataSource.apply(sections, animatingDifferences: false)
        @MainActor func view(_ item: Int, _ section: Int) -> RowContentView {
            let cell = dataSource.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: section))
            return (cell as! UICollectionViewListCell).contentView as! RowContentView
        }
        precondition(view(0, 0).rowConfiguration.row?.id == "s.open" && dataSource.row(at: IndexPath(item: 3, section: 0))?.id == "s.version",
                     "each cell shows its row")
        // Taps: a row a tap does nothing for is neither highlighted nor selected; every tap is deselected.
        let open = IndexPath(item: 0, section: 0), version = IndexPath(item: 3, section: 0), other = IndexPath(item: 1, section: 1)
        precondition(dataSource.shouldSelectItem(at: open) && !dataSource.shouldSelectItem(at: version), "the selection rule")
        dataSource.didSelectItem(at: open, in: collectionView)
        dataSource.didSelectItem(at: version, in: collectionView)
        dataSource.didSelectItem(at: other, in: collectionView)
        precondition(collectionView.deselected == [open, version, other], "deselected")
        // A flipped switch is reported, and a cell made again shows the flip.
        let wifi = view(1, 0)
        wifi.switchControl.isOn = false
        wifi.switchControl.sendActions(for: .valueChanged)
        precondition(!view(1, 0).switchControl.isOn, "the flip is remembered")
        // Kept, as the collection view keeps its cells: a cell's controls hold it weakly.
        let home = view(2, 0)
        home.infoButton.sendActions(for: .primaryActionTriggered)
        // Actions: the swipes of the list configuration, the context menu, and VoiceOver's.
        let configuration = dataSource.listConfiguration(.insetGrouped)
        let message = IndexPath(item: 0, section: 1)
        let trailing = configuration.trailingSwipeActionsConfigurationProvider!(message)!
        trailing.actions[0].handler(trailing.actions[0], UIView()) { _ in }
        let leading = configuration.leadingSwipeActionsConfigurationProvider!(message)!
        leading.actions[0].handler(leading.actions[0], UIView()) { _ in }
        precondition(trailing.actions.map { $0.title } == ["Delete"] && trailing.actions[0].style == .destructive
                     && leading.actions.map { $0.title } == ["Pin"], "the swipes carry the row's actions")
        precondition(configuration.trailingSwipeActionsConfigurationProvider!(open) == nil
                     && configuration.leadingSwipeActionsConfigurationProvider!(open) == nil, "no swipe for a row without")
        let menu = dataSource.contextMenu(forItemsAt: [message])!.actionProvider!([])!
        precondition(menu.children.map { ($0 as! UIAction).title } == ["Share", "Delete"], "the menu carries the row's items")
        (menu.children[0] as! UIAction).perform()
        precondition(dataSource.contextMenu(forItemsAt: []) == nil && dataSource.contextMenu(forItemsAt: [message, open]) == nil
                     && dataSource.contextMenu(forItemsAt: [open]) == nil, "a menu for one row with items")
        let messageView = view(0, 1)
        precondition(messageView.accessibilityCustomActions!.map { $0.name } == ["Delete", "Pin", "Share"]
                     && messageView.accessibilityCustomActions![1].perform(), "VoiceOver's actions")
        precondition(heard == ["select s.open", "toggle s.wifi false", "info s.home", "delete s.message", "pin s.message",
                               "share s.message", "pin s.message"], "typed handlers hear each: \(heard)")
        // A menu row's pick reaches the handler of its row's options, typed.
        var chosen: [Browser] = []
        dataSource.onChoose(Browser.self) { chosen.append($0) }
        let browserView = view(2, 1)
        precondition(browserView.menuButton.menu?.children.count == 2, "the menu row's options")
        (browserView.menuButton.menu!.children[0] as! UIAction).perform()
        precondition(chosen == [.inApp], "the pick is heard: \(chosen)")
        // Headers and footers: the sections' texts, in the list's own style.
        @MainActor func text(_ kind: String, _ section: Int) -> String? {
            let view = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: IndexPath(item: 0, section: section))
            return ((view as! UICollectionViewListCell).contentConfiguration as! UIListContentConfiguration).text
        }
        precondition(text(UICollectionView.elementKindSectionHeader, 0) == "General" && text(UICollectionView.elementKindSectionHeader, 1) == nil
                     && text(UICollectionView.elementKindSectionFooter, 1) == "Swipe a message", "headers and footers")
        // Each list style is its list appearance, with headers and footers when sections have them.
        let appearances: [(RowListStyle, UICollectionLayoutListConfiguration.Appearance)] = [
            (.plain, .plain), (.grouped, .grouped), (.insetGrouped, .insetGrouped),
        ]
        for (style, appearance) in appearances {
            let configuration = dataSource.listConfiguration(style)
            precondition(configuration.appearance == appearance && configuration.headerMode == .supplementary
                         && configuration.footerMode == .supplementary, "\(style)")
        }
        // The list layout configures each section for itself: a header where it has a title, a
        // footer where it has one, and no empty one where it has none.
        final class Environment: NSObject, NSCollectionLayoutEnvironment {
            final class Container: NSObject, NSCollectionLayoutContainer { var contentSize: CGSize { CGSize(width: 375, height: 812) } }
            var container: any NSCollectionLayoutContainer { Container() }
            var traitCollection: UITraitCollection { UITraitCollection() }
        }
        let layout = dataSource.listLayout(.insetGrouped)
        @MainActor func modes(_ index: Int) -> (UICollectionLayoutListConfiguration.HeaderMode, UICollectionLayoutListConfiguration.FooterMode)? {
            layout.sectionProvider!(index, Environment())!.listConfiguration.map { ($0.headerMode, $0.footerMode) }
        }
        precondition(modes(0)! == (.supplementary, .none) && modes(1)! == (.none, .supplementary), "each section's own header and footer")
        precondition(layout.sectionProvider!(1, Environment())!.listConfiguration!.appearance == .insetGrouped
                     && layout.sectionProvider!(1, Environment())!.listConfiguration!.trailingSwipeActionsConfigurationProvider != nil,
                     "the list's appearance and swipes in every section")
        // Applied again: a row whose content changed is reconfigured, one whose style changed reloaded;
        // a switch the app now says is off, as the user flipped it, is reconfigured too.
        var changed = sections
        changed[0].rows[0].title = "Opened"
        changed[0].rows[1].isOn = false
        changed[0].rows[3].subtitle = nil
        dataSource.apply(changed)
        let snapshot = dataSource.snapshot()
        precondition(Set(snapshot.reconfiguredItemIdentifiers) == ["s.open", "s.wifi"] && snapshot.reloadedItemIdentifiers == ["s.version"],
                     "reconfigured or reloaded")
        precondition(!view(1, 0).switchControl.isOn, "the applied state")
        dataSource.apply([RowSection(id: "c", rows: [RowModel(id: "s.only", title: "Only")])])
        precondition(dataSource.listConfiguration(.plain).headerMode == .none && dataSource.listConfiguration(.plain).footerMode == .none,
                     "no headers or footers for sections without")
        """#

    @Test func uiKitCellRunsAgainstTheStub() throws {
        try Self.run(Self.cellChecks)
    }

    @Test func uiKitListRunsAgainstTheStub() throws {
        try Self.run(Self.listChecks)
    }

    /// Compiles `program` against RowKit and the stub and runs it with a bundle holding `per_printer.png`.
    static func run(_ program: String) throws {
        try #require(Swiftc.path != nil, "swiftc compiles RowKit")
        let modules = try RowKitBuild.modules(uiKit: true)
        let folder = TemporaryFolder()
        defer { folder.remove() }
        folder.write(program, to: "main.swift")
        folder.write("", to: "Images/per_printer.png")
        let compile = Swiftc.compiler(["-swift-version", "6", "-warnings-as-errors", "-o", folder.appendingPath("cell"),
                                       folder.appendingPath("main.swift")] + modules.linkArguments)
        try #require(compile.status == 0, "\(compile.output)")
        let run = Swiftc.run(folder.appendingPath("cell"), [folder.appendingPath("Images")])
        #expect(run.status == 0, "\(run.output)")
    }
}
