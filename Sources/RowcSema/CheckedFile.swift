// CheckedFile.swift is checking's one entry point: a set of spec files, checked as every command sees them.

import RowcAssets
import RowcDiagnostics
import RowcSource
import RowcStrings
import RowcSystem
import RowcSyntax

/// One spec file after checking, with every diagnostic any command reports for it.
public struct CheckedFile: Sendable {
    public let file: SourceFile
    public let spec: CheckedSpec
    /// Syntax, semantics, the theme and the generated names, sorted as `DiagnosticBag` sorts.
    public private(set) var diagnostics: [Diagnostic]
    /// The name of the enum generated for the spec; nil when its file name gives none (E401, E402).
    public let typeName: String?

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// Adds a diagnostic found after checking, such as `rowc build`'s about an output file, in order.
    public mutating func append(_ diagnostic: Diagnostic) {
        var bag = DiagnosticBag()
        bag.append(contentsOf: diagnostics)
        bag.append(contentsOf: [diagnostic])
        diagnostics = bag.sorted()
    }
}

extension Checker {
    /// Checks `files` together, in parallel, as `rowc check`, `report`, `build` and the language
    /// server all do: each file's syntax, semantics and theme, and across the set the names the
    /// generated Swift takes from them (a clash is reported in the later file). The results come
    /// in the order of `files`. Later phases assume a file without errors is valid throughout.
    ///
    /// `assets` are the target's asset catalogs: images and colour sets are looked up in them
    /// (W502, W503) and colour sets give the theme their values. With `.none`, as when no
    /// catalog is known, nothing about assets is checked, and no time is spent on them.
    ///
    /// `strings` are the String Catalogs: a spec whose table one of them is has its texts checked
    /// against it (W601-W604); with `.none`, nothing about localization is checked.
    ///
    /// `typePrefix` is written before every generated type's name (`rowc build --type-prefix`):
    /// names are checked, and `CheckedFile.typeName` given, with it.
    public static func check(_ files: [SourceFile], assets: AssetCatalogs = .none, strings: StringCatalogs = .none,
                             typePrefix: String = "") -> [CheckedFile] {
        let checked = ParallelMap.map(files) { file in
            var result = check(Parser.parse(file), assets: assets)
            if strings.isKnown {
                var bag = DiagnosticBag()
                bag.append(contentsOf: result.diagnostics)
                bag.append(contentsOf: StringsCheck.diagnostics(for: result.spec, in: strings))
                result.diagnostics = bag.sorted()
            }
            return result
        }
        let names = NameCheck(specs: checked.map(\.spec), typePrefix: typePrefix)
        return checked.indices.map { i in
            var bag = DiagnosticBag()
            bag.append(contentsOf: checked[i].diagnostics)
            bag.append(contentsOf: names.diagnostics[i])
            return CheckedFile(file: files[i], spec: checked[i].spec, diagnostics: bag.sorted(), typeName: names.typeNames[i])
        }
    }

    /// `check(_:assets:strings:)` of `file` alone.
    public static func check(_ file: SourceFile, assets: AssetCatalogs = .none,
                             strings: StringCatalogs = .none) -> (spec: CheckedSpec, diagnostics: [Diagnostic]) {
        let checked = check([file], assets: assets, strings: strings)[0]
        return (checked.spec, checked.diagnostics)
    }
}
