// CheckedInputs.swift reads the specs and asset catalogs a command names and checks them together.

import RowcAssets
import RowcDiagnostics
import RowcSema
import RowcSource
import RowcStrings

/// One file's diagnostics, as a command prints them: a spec's, or a catalog's Contents.json's.
typealias FileReport = (file: SourceFile, diagnostics: [Diagnostic])

/// A command's inputs after checking: the specs, checked with the catalogs found among the paths
/// or given with `--assets`, and the catalogs' own problems, which fail a command as a spec's do.
struct CheckedInputs {
    let results: [CheckedFile]
    let assets: AssetCatalogs
    let strings: StringCatalogs

    /// The `--assets` option, which `check`, `build` and `report` take.
    static let assetsOption = OptionSpec(
        name: "--assets", value: "DIR",
        help: "an asset catalog (.xcassets), or a folder holding some, to look images and colours up in; repeatable")

    /// The `--strings` option, which `check`, `build`, `report` and `strings` take.
    static let stringsOption = OptionSpec(
        name: "--strings", value: "FILE",
        help: "a String Catalog (.xcstrings) to look texts up in, besides those beside the specs or among the paths; repeatable")

    /// The `--type-prefix` option, which `check` and `build` take, so that both check the names a
    /// build generates.
    static let typePrefixOption = OptionSpec(
        name: "--type-prefix", value: "PREFIX",
        help: "write PREFIX before every generated enum's and model's name (`RC` gives `RCSettings`, `RCPerson`)")

    /// The prefix `--type-prefix` gives, "" without it: an ASCII letter, then ASCII letters and digits.
    static func typePrefix(_ arguments: ParsedArguments) throws(UsageError) -> String {
        guard let prefix = arguments.value(typePrefixOption.name) else { return "" }
        let isLetter = { (c: Character) in c.isASCII && c.isLetter }
        guard let first = prefix.first, isLetter(first), prefix.allSatisfy({ isLetter($0) || $0.isASCII && $0.isNumber }) else {
            throw UsageError("--type-prefix takes an ASCII letter followed by letters and digits, as `RC`, not `\(prefix)`")
        }
        return prefix
    }

    /// The spec paths, asset catalog paths and String Catalog paths `arguments` name.
    static func paths(_ arguments: ParsedArguments, for command: String) throws(UsageError)
        -> (specs: [String], catalogs: [String], strings: [String]) {
        let found = try SpecFiles.inputs(arguments.positionals, for: command)
        let given = try SpecFiles.catalogs(option: arguments.values(assetsOption.name))
        let catalogs = found.catalogs + given
        let strings = try SpecFiles.stringCatalogs(option: found.strings + arguments.values(stringsOption.name))
        // Named both ways is one catalog: `unique` sorts and keeps one spelling of each.
        return (found.specs, catalogs.count > 1 ? try SpecFiles.catalogs(option: catalogs) : catalogs, strings)
    }

    /// Reads and checks what `arguments` name.
    static func load(_ arguments: ParsedArguments, for command: String) throws(UsageError) -> CheckedInputs {
        let paths = try paths(arguments, for: command)
        return try load(specs: paths.specs, catalogs: CatalogReader.read(paths.catalogs), strings: StringCatalogs.read(paths: paths.strings),
                        typePrefix: typePrefix(arguments))
    }

    /// Reads the specs at `specs` and checks them with `catalogs` and `strings`, their type names with `typePrefix`.
    static func load(specs: [String], catalogs: AssetCatalogs, strings: StringCatalogs = .none,
                     typePrefix: String = "") throws(UsageError) -> CheckedInputs {
        let files = try specs.map { path throws(UsageError) in try SpecFiles.read(path) }
        return CheckedInputs(results: Checker.check(files, assets: catalogs, strings: strings, typePrefix: typePrefix),
                             assets: catalogs, strings: strings)
    }

    /// Every file with something to say, specs first (all of them, in order), then the catalogs'.
    var reports: [FileReport] { Self.reports(results, assets, strings) }

    static func reports(_ results: [CheckedFile], _ assets: AssetCatalogs, _ strings: StringCatalogs = .none) -> [FileReport] {
        results.map { ($0.file, $0.diagnostics) } + assets.files.map { ($0.file, $0.diagnostics) }
            + strings.files.map { ($0.file, $0.diagnostics) }
    }

    /// Whether a catalog has a problem that fails the command (an error, or a warning under `--warnings-as-errors`).
    func catalogsFail(warningsAsErrors: Bool) -> Bool {
        (assets.files + strings.files).contains { Command.fail($0.diagnostics, warningsAsErrors: warningsAsErrors) }
    }
}
