// Arguments.swift parses a command's options and positional arguments against what the command declares.

import RowcDiagnostics

/// One option a command accepts.
struct OptionSpec: Sendable {
    let name: String
    /// The placeholder for its value (`FORMAT`), or nil for a flag.
    let value: String?
    let help: String
    /// For options with a fixed set of values.
    var choices: [String] = []
}

/// Parsed arguments: options by name (flags map to ""), positionals in order.
struct ParsedArguments {
    /// The last value of each option given.
    var options: [String: String] = [:]
    /// Every value of each option, in order, for options given more than once (`--assets`).
    var repeated: [String: [String]] = [:]
    var positionals: [String] = []

    func has(_ name: String) -> Bool { options[name] != nil }
    func value(_ name: String) -> String? { options[name] }
    func values(_ name: String) -> [String] { repeated[name] ?? [] }
}

extension ParsedArguments {
    /// Accepts `--name value`, `--name=value`, `-o value` and `--` before positionals that start with `-`.
    init(_ arguments: [String], command: String, options specs: [OptionSpec]) throws(UsageError) {
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" { onlyPositionals = true; continue }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let spec = specs.first(where: { $0.name == name }) else {
                let known = specs.map(\.name)
                let hint = closestNames(to: name, among: known).first.map { "; did you mean `\($0)`?" } ?? ""
                throw UsageError("unknown option `\(name)` for `rowc \(command)`\(hint) (see `rowc help \(command)`)")
            }
            guard let placeholder = spec.value else {
                if inlineValue != nil { throw UsageError("option `\(name)` takes no value") }
                options[name] = ""
                continue
            }
            var value = inlineValue
            if value == nil {
                guard index < arguments.count else {
                    throw UsageError("option `\(name)` needs a value: \(name) \(placeholder)")
                }
                value = arguments[index]
                index += 1
            }
            if !spec.choices.isEmpty && !spec.choices.contains(value!) {
                throw UsageError("`\(value!)` is not a valid value for \(name); use one of: \(spec.choices.joined(separator: ", "))")
            }
            options[name] = value
            repeated[name, default: []].append(value!)
        }
    }
}
