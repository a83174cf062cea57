// ModelHoverTests.swift covers hover on a model, which lays out its shapes, and completion in its `sample` clause.

import RowcJSON
@testable import RowcServer
import Testing

@Suite struct ModelHoverTests {
    let uri = "file:///people.rows"
    static let spec = """
    model Person key:$id image:$avatar? title:$name subtitle:$role? sample name:"Kim Ji-woo" role:"Senior Product Designer, Seoul"
    model Message key:$id title:$sender arrow
    model Setting title:$label switch:$isOn sample 
    """


    @Test func hoverOnAModelShowsEachShapeLaidOut() throws {
        let client = Conversation.opened(uri, Self.spec)
        let text = try #require(client.hover(uri, 0, 8))
        #expect(text.contains("**model `Person`**"))
        #expect(text.contains("| shape | style | shows | height | truncated |"))
        // The role does not fit beside the name in the narrower cells, so it goes under it and the
        // row grows; beside the avatar at 320 it is cut even there.
        #expect(text.contains(#"| with avatar, role | `imageTitleSubtitle` | image "avatar", title "Kim Ji-woo", subtitle "Senior Product Designer, Seoul" | 44–59 | subtitle at 320 |"#))
        #expect(text.contains(#"| with role, without avatar | `titleSubtitle` | title "Kim Ji-woo", subtitle "Senior Product Designer, Seoul" | 44–66 | no |"#))
        #expect(text.contains(#"| without avatar, role | `title` | title "Kim Ji-woo" | 44 | no |"#))
        #expect(text.contains("_Texts are the model's sample, or a field's name where it gives none._"))
        // A field named in the sample shows the model too; the word `sample` explains itself.
        #expect(try #require(client.hover(uri, 0, 72)).contains("| with avatar, role |"))
        #expect(try #require(client.hover(uri, 0, 68)).hasPrefix("**sample** — `sample field:value...` ends a model"))
        let message = try #require(client.hover(uri, 1, 8))
        #expect(message.contains(#"| always | `titleArrow` | title "sender" | 44 | no |"#))
        #expect(message.contains("give the model a `sample` clause"))
    }

    @Test func completionOffersSampleThenTheFields() {
        let client = Conversation.opened(uri, Self.spec)
        // Before the clause: the model's attributes, then `sample`; in it, the fields not yet given.
        #expect(client.completionLabels(uri, 1, 41).last == "sample")
        #expect(client.completionLabels(uri, 0, 67).contains("sample"))
        #expect(client.completionLabels(uri, 2, 47) == ["label", "isOn"])
        #expect(client.completionLabels(uri, 0, 126) == ["id", "avatar"])
    }
}
