// LanguageFeatureTests.swift covers hover, completion and the document outline.

import RowKit
import RowcJSON
import RowcSema
@testable import RowcServer
import RowcSource
import Testing

@Suite struct LanguageFeatureTests {
    let uri = "file:///settings.rows"
    static let spec = """
    theme row.height:44
    section "Network"
    row wifi image:ic_wifi title:"Wi-Fi" arrow
    row title:"A very long title that cannot fit beside its subtitle" subtitle:"Subtitle text here" arrow
    model Person key:$id image:$avatar? title:$name
    row title:"快速"
    """

    /// Lines 6 to 11, half typed.
    static let typing = "\nro\nrow title:\"快\" \ntheme label.gap:4 \nmodel P title:$\n  subtitle:$na\ntheme row.height:"

    func client() -> Conversation { Conversation.opened(uri, Self.spec) }

    func hover(_ client: Conversation, _ line: Int, _ character: Int) -> String? { client.hover(uri, line, character) }

    @Test func hoverOnARowShowsStyleReuseIdentifierAndFrames() throws {
        let client = client()
        let text = try #require(hover(client, 2, 1))
        #expect(text.contains("**row `wifi`** — Image + Title + Arrow"))
        #expect(text.contains("reuse identifier: `ImageTitleArrowCell`"))
        #expect(text.contains("- VoiceOver reads: “Wi-Fi”, a button\n"))
        #expect(text.contains("- laid out in: plain list, cells 320, 375, 393, 402, 430, 440\n"))
        // ios: the 16-point margin, a 29-point image 16 before the title, the arrow 16 after it.
        #expect(text.contains("| 320 | 16, 7.5, 29×29 | 61, 11, 219×22 |  | 296, 15.5, 8×13 |"))
        // From 414 points the margin is 20.
        #expect(text.contains("| 430 | 20, 7.5, 29×29 | 65, 11, 321×22 |  | 402, 15.5, 8×13 |"))
        #expect(text.contains("No truncation"))
        #expect(!text.contains("At other text sizes"))
        let long = try #require(hover(client, 3, 0))
        // Too long to share the line, title and subtitle stack, each the room's width; the title
        // shows in full from 16 + 391.07 + 16 + 8 + 16 = 447.07.
        #expect(long.contains("- title truncated at width 320 (plain list, cell 320), text size large: its text needs 391.07 points, "
            + "the label has 264; it shows in full from cell width 447.07 [W301]"))
        #expect(long.contains("| 320 |  | 16, 11, 264×22 | 16, 33, 264×22 | 296, 26.5, 8×13 |"))
        // At 17 points the row truncates at every width from the smallest size.
        #expect(long.contains("At other text sizes:\n- title truncated at 320 from `xSmall`"))
        #expect(long.contains("- VoiceOver reads: “A very long title that cannot fit beside its subtitle”, then “Subtitle text here”, a button\n"))
        let range = client.result("textDocument/hover", at(uri, 2, 1))?["range"]
        #expect(range == RowcServerTests.range(2, 0, 2, 3))
    }

    @Test func hoverSaysWhatVoiceOverReads() throws {
        let checked = Checker.check(SourceFile(path: "spoken.rows", text: """
            row a image:i label:"Printer"
            row b image:i
            row c title:"Wi-Fi" label:"Wireless network" subtitle:"Home"
            model P key:$id image:$a? title:$n? label:$s?
            """))
        #expect(checked.spec.rows.map(RowHover.spoken) == [
            "“Printer”", "nothing; say what the image shows with `label:`", "“Wireless network”, then “Home”",
        ])
        let model = try #require(checked.spec.models.first)
        #expect(RowHover.field("$s?", of: model) == "**field `s`** of model `P`: optional, bound to `label`\n\nWhen it is nil VoiceOver reads the title.")
    }

    @Test func hoverOnAttributesAndKeywordsExplainsThem() throws {
        let client = client()
        #expect(try #require(hover(client, 2, 10)).hasPrefix("**image** — The image at the leading edge"))
        #expect(try #require(hover(client, 0, 8)).contains("height of every row"))
        #expect(try #require(hover(client, 1, 2)).contains("starts a group of rows"))
        #expect(try #require(hover(client, 4, 30)).contains("**field `avatar`** of model `Person`: optional, bound to `image`"))
        #expect(try #require(hover(client, 4, 8)).contains("possible styles"))
        #expect(hover(client, 1, 12) == nil, "a section title has nothing to explain")
    }

    func labels(_ client: Conversation, _ line: Int, _ character: Int) -> [String] { client.completionLabels(uri, line, character) }

    /// After `menu:`, as after `swipe:`, the spec's actions, in the order declared; hover explains the menu.
    @Test func completionAfterMenuOffersTheActions() throws {
        let spec = "action inApp title:\"In-App Browser\"\naction safari title:\"Safari\"\nrow browser title:\"Browser\" menu:"
        let client = Conversation.opened(uri, spec)
        #expect(labels(client, 2, 33) == ["inApp", "safari"])
        #expect(try #require(hover(client, 2, 30)).hasPrefix("**menu** — A menu that picks one of the options it names"))
    }

    /// After a section's `rows:`, the spec's models, in the order declared, wherever they are declared.
    @Test func completionAfterRowsOffersTheModels() {
        let spec = "section people \"People\" rows:\nmodel Person key:$id title:$name\nmodel Team key:$id title:$name\n"
        let client = Conversation.opened(uri, spec)
        #expect(labels(client, 0, 30) == ["Person", "Team"])
        #expect(labels(Conversation.opened(uri, "section people \"People\" rows:\n"), 0, 30).isEmpty)
    }

    @Test func completionOffersWhatFitsThePlace() {
        let client = client()
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", 2)])),
            ("contentChanges", [.object([("text", .string(Self.spec + Self.typing))])]),
        ]))
        #expect(labels(client, 6, 2) == ["row", "section", "model", "theme", "action"])
        // A row's own attributes, then the theme keys it may write for itself: all but `list.style`.
        #expect(labels(client, 7, 15) == ["image", "symbol", "subtitle", "label", "badge", "arrow", "switch", "check", "info", "accessory", "menu",
                                          "button", "destructive", "tappable", "table", "swipe", "leadingSwipe", "contextMenu"]
                + ThemeKey.all.map(\.name).filter { $0 != "list.style" })
        let themeKeys = labels(client, 8, 18)
        #expect(themeKeys.first == "list.style" && !themeKeys.contains("label.gap") && themeKeys.count == ThemeKey.all.count - 1)
        // `$na` on the continuation line below belongs to model P too.
        #expect(labels(client, 9, 15) == ["$na", "$id", "$avatar", "$name"])
        #expect(labels(client, 10, 14) == ["$id", "$avatar", "$name"])
        #expect(labels(client, 11, 17) == ["44"])
    }

    /// After a colour key, the default first, then UIKit's other semantic colours by name.
    @Test func colourKeysCompleteTheSemanticColours() {
        let client = client()
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", 2)])),
            ("contentChanges", [.object([("text", .string(Self.spec + "\ntheme subtitle.color:"))])]),
        ]))
        let line = Self.spec.split(separator: "\n", omittingEmptySubsequences: false).count
        let values = labels(client, line, 21)
        let defaultColor = RowColor.System.secondaryLabel.rawValue
        #expect(values == [defaultColor] + RowColor.System.allCases.map(\.rawValue).filter { $0 != defaultColor })
    }

    @Test func completionEditsCoverTheWordBeingTyped() throws {
        let client = client()
        client.notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", 2)])),
            ("contentChanges", [.object([("range", range(5, 14, 5, 14)), ("text", " sub")])]),
        ]))
        let items = try #require(client.result("textDocument/completion", at(uri, 5, 18))?["items"]?.arrayValue)
        let subtitle = try #require(items.first { $0["label"] == "subtitle" })
        // `row title:"快速" sub`: the word starts after 快速's closing quote and the space, in UTF-16 units.
        #expect(subtitle["textEdit"] == .object([("range", range(5, 15, 5, 18)), ("newText", "subtitle:")]))
    }

    /// A named section: hover on its name gives the generated case and id, the outline gives the
    /// name as its detail, and completion offers a section's attributes not yet written.
    @Test func namedSectionsInHoverOutlineAndCompletion() throws {
        let named = "section connectivity \"Connectivity\" footer:\"Radios.\" \nrow wifi title:\"Wi-Fi\"\nsection about\nrow version title:\"Version\"\n"
        let client = Conversation.opened(uri, named)
        #expect(try #require(hover(client, 0, 10))
                == "**section** `connectivity` — `Settings.Section.connectivity` in the generated code; its `RowSection.id` is `Settings.connectivity`, the same when sections move.")
        let symbols = try #require(client.result("textDocument/documentSymbol", .object([("textDocument", document(uri))]))?.arrayValue)
        #expect(symbols.map { $0["name"]?.stringValue ?? "" } == ["Connectivity", "section about"])
        #expect(symbols.map { $0["detail"]?.stringValue ?? "" } == ["section connectivity", "section about"])
        #expect(labels(client, 0, 53) == ["rows", "table"])
    }

    @Test func outlineNestsRowsInSections() throws {
        let client = client()
        let symbols = try #require(client.result("textDocument/documentSymbol", .object([("textDocument", document(uri))]))?.arrayValue)
        #expect(symbols.map { $0["name"]?.stringValue ?? "" } == ["theme", "Network", "Person"])
        let section = symbols[1]
        #expect(section["kind"] == 3)
        #expect(section["children"]?.arrayValue?.map { $0["name"]?.stringValue ?? "" }
                == ["wifi", "aVeryLongTitleThatCannotFitBesideItsSubtitle", "row3"])
        #expect(section["range"] == range(1, 0, 5, 14))
        #expect(section["children"]?.arrayValue?.first?["detail"] == "Image + Title + Arrow")
        #expect(symbols[2]["children"]?.arrayValue?.map { $0["name"]?.stringValue ?? "" } == ["$id", "$avatar?", "$name"])
        #expect(symbols[0]["children"]?.arrayValue?.first?["name"] == "row.height")
    }
}
