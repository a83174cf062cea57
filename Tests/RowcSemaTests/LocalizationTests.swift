// LocalizationTests.swift checks what sema knows of localization: verbatim text, tables, the texts a spec localizes, pseudolanguages and W601-W604.

import RowcDiagnostics
import RowcSema
import RowcSource
import RowcStrings
import Testing

@Suite struct LocalizationTests {
    static func spec(_ text: String, path: String = "Settings.rows", strings: StringCatalogs = .none)
        -> (spec: CheckedSpec, diagnostics: [Diagnostic]) {
        Checker.check(SourceFile(path: path, text: text), strings: strings)
    }

    /// Catalogs parsed from JSON texts, by path.
    static func catalogs(_ files: [String: String]) -> StringCatalogs {
        var catalogs: [StringCatalog] = []
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            let parsed = StringCatalog.parse(SourceFile(path: path, text: text))
            #expect(parsed.diagnostics.isEmpty, "\(path): \(parsed.diagnostics.map(\.message))")
            if let catalog = parsed.catalog { catalogs.append(catalog) }
        }
        return StringCatalogs(catalogs: catalogs, files: [])
    }

    @Test func verbatimTextIsAStringThatIsNotLocalized() throws {
        let (spec, diagnostics) = Self.spec("""
            section verbatim"ACME" footer:"Shown to all."
            row brand title:verbatim"Rowc Cloud" subtitle:"Version \\"2\\"" label:verbatim"Rowc"
            model Plan key:$id title:verbatim"Pro" subtitle:$price?
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let row = try #require(spec.rows.first)
        #expect(row.title == "Rowc Cloud" && row.subtitle == "Version \"2\"" && row.label == "Rowc")
        #expect(row.verbatim == [.title, .label])
        #expect(spec.sections[0].title == "ACME" && spec.sections[0].verbatim == [.title])
        #expect(spec.models[0].verbatim == [.title])
        let texts = spec.localizableStrings(tables: StringTables(specTable: "Settings") { _ in true })
        #expect(texts.map(\.key) == ["Shown to all.", "Version \"2\""])
        #expect(texts.map(\.slot) == [.footer, .subtitle])
    }

    @Test func verbatimWhereANameGoesIsE217WithAFixIt() {
        for text in ["row a image:verbatim\"logo\" title:\"A\"", "row a symbol:verbatim\"wifi\" title:\"A\"",
                     "row a title:\"A\" table:verbatim\"Common\""] {
            let diagnostics = Self.spec(text).diagnostics
            #expect(diagnostics.map(\.code.id) == ["E217"], "\(text): \(diagnostics.map(\.message))")
            #expect(diagnostics.first?.fixIts.first?.replacement == "", "\(text)")
        }
        // An empty verbatim string is as empty as any other.
        #expect(Self.spec("row a title:verbatim\"\"").diagnostics.map(\.code.id).contains("E205"))
    }

    @Test func theTableRuleIsDeclaredThenTheSpecsOwnThenLocalizable() {
        #expect(StringTables(specTable: "Settings") { $0 == "Settings" || $0 == "Localizable" }.defaultTable == "Settings")
        #expect(StringTables(specTable: "Settings") { $0 == "Localizable" }.defaultTable == "Localizable")
        #expect(StringTables(specTable: "Settings") { _ in false }.defaultTable == nil)
        #expect(StringTables(specTable: "Settings") { _ in false }.table(declared: "Common") == "Common")
        #expect(StringTables.specTable(path: "Specs/Settings.rows") == "Settings")
        let (spec, _) = Self.spec("row a title:\"A\" table:Common\nsection \"S\" table:\"Shared\"\nrow b title:\"B\"\n")
        let texts = spec.localizableStrings(tables: StringTables(specTable: "Settings") { _ in false })
        #expect(texts.map { "\($0.table):\($0.key)" } == ["Common:A", "Shared:S"])
        let fix = Self.spec("row a title:\"A\" table:\"A.xcstrings\"").diagnostics.first?.fixIts.first?.replacement
        #expect(fix == "A" || fix == "\"A\"", "\(fix ?? "no fix-it")")
    }

    @Test func pseudolanguagesTransformAsGrammarSays() {
        #expect(Pseudolanguage.doubleLength.apply(to: "Sounds") == "Sounds Sounds")
        #expect(Pseudolanguage.bounded.apply(to: "Sounds") == "[# Sounds #]")
        #expect(Pseudolanguage.accented.apply(to: "Wi-Fi Sounds bfmpqvx") == "Ŵî-Fî Šöüñďš bfmpqvx")
        #expect(Pseudolanguage.rightToLeft.apply(to: "Sounds") == "Sounds")
        #expect(Pseudolanguage.rightToLeft.isRightToLeft && !Pseudolanguage.bounded.isRightToLeft)
        #expect(WritingDirection.isRightToLeft("ar") && WritingDirection.isRightToLeft("he-IL") && WritingDirection.isRightToLeft("ur_PK"))
        #expect(!WritingDirection.isRightToLeft("de") && !WritingDirection.isRightToLeft("ja") && !WritingDirection.isRightToLeft("arn"))
    }

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Fine" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Gut" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "良い" } }
              }
            },
            "Half" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Halb" } }
              }
            },
            "Brand" : {
              "shouldTranslate" : false
            },
            "Count" : {
              "localizations" : {
                "de" : { "stringUnit" : { "state" : "translated", "value" : "Zahl %d" } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : "数" } }
              }
            }
          },
          "version" : "1.0"
        }
        """

    @Test func textsAreCheckedAgainstTheirCatalogOncePerKey() {
        let strings = Self.catalogs(["Specs/Settings.xcstrings": Self.catalog])
        let (_, diagnostics) = Self.spec("""
            row a title:"Fine" subtitle:"Half" arrow
            row b title:"Half"
            row c title:"Brand" subtitle:"Missing"
            row d title:"Count"
            row e title:verbatim"Not looked up"
            row f title:"Elsewhere" table:Other
            """, path: "Specs/Settings.rows", strings: strings)
        let found = diagnostics.map { "\($0.code.id) \($0.message)" }
        #expect(diagnostics.map(\.code.id) == ["W602", "W601", "W603", "W604"], "\(found)")
        #expect(diagnostics[0].message == "`Half` has no finished translation in de (needs_review), ja (Settings.xcstrings)")
        #expect(diagnostics[1].message.contains("`Missing`") && diagnostics[1].message.contains("Settings.xcstrings"))
        #expect(diagnostics[2].message.contains("the de translation of `Count` holds `%d`"))
        #expect(diagnostics[3].message.contains("`Other.xcstrings`"))
    }

    @Test func aPluralSubstitutionStandsForTheSourcesArgument() {
        // A real catalog's shape: the source writes `%lld`, German varies it by plural through a
        // substitution whose `%arg` is the same argument. W603 is for the translation's `%@` alone.
        let strings = Self.catalogs(["Specs/Settings.xcstrings": """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "%lld items" : {
                  "localizations" : {
                    "de" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
                      "substitutions" : {
                        "count" : {
                          "argNum" : 1,
                          "formatSpecifier" : "lld",
                          "variations" : {
                            "plural" : {
                              "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg Element" } },
                              "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg Elemente" } }
                            }
                          }
                        }
                      }
                    },
                    "fr" : {
                      "stringUnit" : { "state" : "translated", "value" : "%#@count@ de %@" },
                      "substitutions" : {
                        "count" : {
                          "formatSpecifier" : "qd",
                          "variations" : {
                            "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg éléments" } } }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "version" : "1.0"
            }
            """])
        let (_, diagnostics) = Self.spec("row a title:\"%lld items\"\n", path: "Specs/Settings.rows", strings: strings)
        #expect(diagnostics.map(\.code.id) == ["W603"], "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.message.contains("the fr translation of `%lld items` holds `%@`") == true, "\(diagnostics.map(\.message))")
        #expect(FormatSpecifiers.arguments(of: "%2$#@count@ %#@other@ %arg", substitutions: ["count": "ld", "other": "%@"]) == ["%2$ld", "%@"])
    }

    @Test func aSpecWithNoCatalogIsNotLocalizedChecked() {
        let strings = Self.catalogs(["Specs/Other.xcstrings": Self.catalog])
        #expect(Self.spec("row a title:\"Missing\"", path: "Specs/Settings.rows", strings: strings).diagnostics.isEmpty)
    }
}
