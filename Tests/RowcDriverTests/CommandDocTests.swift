// CommandDocTests.swift keeps the commands' usage lines true to their options, in the help and in grammar.md.

import Foundation
@testable import RowcDriver
import Testing

@Suite("command usage")
struct CommandDocTests {
    @Test("each command's usage names every option it accepts", arguments: Command.all.map(\.name))
    func usageNamesEveryOption(name: String) throws {
        let command = try #require(Command.named(name))
        for option in command.options {
            #expect(command.usage.contains("[\(option.name)"), "`rowc \(name)` usage lacks \(option.name)")
        }
    }

    @Test("grammar.md shows `rowc check` and `rowc build` with the usage their help prints", arguments: ["check", "build"])
    func grammarShowsTheUsage(name: String) throws {
        let command = try #require(Command.named(name))
        let grammar = try String(contentsOfFile: "grammar.md", encoding: .utf8)
        #expect(grammar.contains("```\nrowc \(command.usage)\n```\n"), "grammar.md's `rowc \(name)` usage differs from its help")
        #expect(Help.text(for: command).hasPrefix("Usage: rowc \(command.usage)\n"))
    }
}
