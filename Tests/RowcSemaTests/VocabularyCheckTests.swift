// VocabularyCheckTests.swift holds the checker to the vocabulary: each attribute takes, in each place, the values its kind says.

import RowcSema
import RowcSyntax
import Testing

@Suite("the checker against the vocabulary")
struct VocabularyCheckTests {
    /// Values a kind takes, and values it refuses.
    static func values(_ kind: ValueKind, of spelling: String) -> (taken: [String], refused: [String]) {
        // A symbol's string must have a symbol's form, or W007 warns.
        if spelling == "symbol" || spelling == "accessory", case .asset = kind {
            return ([":name", ":\"person.crop\""], [":12", ":$f", ":\"\""])
        }
        if spelling == "symbol" || spelling == "accessory" { return ([":$f", ":name", ":\"person.crop\""], [":12"]) }
        return switch kind {
        case .flag: ([""], [":\"x\"", ":name"])
        case .string: ([":\"Text\"", ":verbatim\"ACME\""], [":name", ":12", ":$f", ":\"\"", ":verbatim\"\""])
        case .asset: ([":name", ":\"a name\""], [":12", ":$f", ":\"\"", ":verbatim\"a name\""])
        case .name: ([":Common", ":\"Common\""], [":12", ":$f", ":\"\"", ":verbatim\"Common\"", ":\"Common.xcstrings\""])
        case .field: ([":$f"], [":\"Text\"", ":name"])
        case .fieldOrString: ([":$f", ":\"Text\"", ":verbatim\"ACME\""], [":name", ":12"])
        case .fieldOrAsset: ([":$f", ":name", ":\"a name\""], [":12"])
        case .state: (["", ":on", ":off"], [":maybe", ":\"on\"", ":12", ":$f"])
        case .fieldOrState: (["", ":on", ":off", ":$f"], [":maybe", ":12", ":$f?"])
        // The declarations below declare the actions `a` and `b`.
        case .names: ([":a,b", ":b,a"], [":c", ":a,c", ":\"a\"", ":12", ":$f", ":a.b", ""])
        case .model: ([":M"], [":12", ":$f", ":\"M\"", ":Nope", ""])
        }
    }

    /// A declaration in `place` with `key` and what else it needs to be valid.
    static func declaration(_ place: Place, _ key: String, _ value: String) -> String? {
        let actions = Vocabulary.attribute(key)?.use(in: place)?.value == .names ? "action a title:\"A\"\naction b title:\"B\"\n" : ""
        return switch place {
        case .row: actions + "row r " + (key == "title" ? "image:icon" : "title:\"T\"") + " \(key)\(value)"
        case .model: actions + "model M " + (key == "title" ? "image:$i" : "title:$t") + " \(key)\(value)"
        // Named, with a model, for `rows:M`.
        case .section: "section s \"S\" \(key)\(value)\nrow r title:\"T\"\nmodel M title:$t"
        case .action: "action x " + (key == "title" ? "" : "title:\"X\" ") + "\(key)\(value)\nrow r title:\"R\" swipe:x"
        case .theme: nil
        }
    }

    @Test("each attribute takes the values of its kind and refuses others", arguments: Vocabulary.attributes.map(\.spelling))
    func kinds(spelling: String) throws {
        let attribute = try #require(Vocabulary.attribute(spelling))
        for use in attribute.uses {
            let (taken, refused) = Self.values(use.value, of: spelling)
            for value in taken {
                guard let text = Self.declaration(use.place, spelling, value) else { continue }
                #expect(check(text).diagnostics.isEmpty, "`\(text)`")
            }
            for value in refused {
                guard let text = Self.declaration(use.place, spelling, value) else { continue }
                #expect(check(text).diagnostics.contains { $0.severity == .error }, "`\(text)`")
            }
        }
    }

    @Test("an attribute is unknown where the table does not place it")
    func places() {
        for (attribute, _) in Vocabulary.attributes(in: .model) where attribute.use(in: .row) == nil {
            let text = "row r title:\"T\" \(attribute.spelling):$f"
            #expect(check(text).diagnostics.codes.contains("E201"), "`\(text)`")
        }
    }
}
