// NameCheck.swift checks the names the generated Swift takes from a set of specs: type names, collisions, hidden names.

import RowcDiagnostics
import RowcNames
import RowcSource

/// The names generated from specs checked together: spec enums and model structs share a
/// module, and output files share a folder, so a clash between two specs is an error in
/// the later one (in the order of the paths).
struct NameCheck: Sendable {
    /// Per spec, the name of its enum, or nil when it cannot be generated.
    private(set) var typeNames: [String?]
    /// Per spec, the diagnostics about its names.
    private(set) var diagnostics: [[Diagnostic]]

    private var owners: [String: String] = [:]
    private var fileOwners: [String: String] = [:]

    init(specs: [CheckedSpec]) {
        typeNames = Array(repeating: nil, count: specs.count)
        diagnostics = Array(repeating: [], count: specs.count)
        for (index, spec) in specs.enumerated() {
            checkSpecName(spec, index)
            for model in spec.models { checkModelName(model, index, spec) }
            for (name, span) in spec.explicitRowNamesStartingUppercase() { checkRowName(name, at: span, index) }
            for model in spec.models { checkFields(model, index) }
        }
    }

    private mutating func report(_ index: Int, _ code: DiagnosticCode, _ message: String, at span: Span) {
        diagnostics[index].append(Diagnostic(code, message, at: span))
    }

    private mutating func checkSpecName(_ spec: CheckedSpec, _ index: Int) {
        let path = spec.file.path
        guard let name = TypeNames.typeName(forSpecAt: path) else {
            let message = TypeNames.spelledName(forSpecAt: path).map {
                "the file name of `\(path)` would name its enum `\($0)`, which Swift or the generated code already uses; rename the file"
            } ?? "the file name of `\(path)` gives no usable Swift type name for its enum; rename the file, as in `Settings.rows`"
            report(index, .invalidTypeName, message, at: .empty(at: 0))
            return
        }
        if let owner = fileOwners[name.lowercased()] {
            let clash = owner == path ? "" : " (`\(owner)`)"
            report(index, .typeNameCollision,
                   "`\(path)` would generate `\(TypeNames.outputFile(forType: name))`, as another spec\(clash) does; rename one of them",
                   at: .empty(at: 0))
            return
        }
        if let owner = owners[name] {
            report(index, .typeNameCollision, "`\(path)` would generate the enum `\(name)`, but \(owner) has that name; rename one of them",
                   at: .empty(at: 0))
            return
        }
        fileOwners[name.lowercased()] = path
        owners[name] = "the enum of `\(path)`"
        typeNames[index] = name
    }

    private mutating func checkModelName(_ model: CheckedModel, _ index: Int, _ spec: CheckedSpec) {
        // Reserved names are the checker's to report (E209): such a model is not in `spec.models`.
        if let owner = owners[model.name] {
            report(index, .typeNameCollision, "model `\(model.name)` has the name of \(owner); rename one of them", at: model.nameSpan)
        } else {
            owners[model.name] = "model `\(model.name)` in `\(spec.file.path)`"
        }
    }

    /// Only a name written with `row NAME` can hide a type: every derived name starts with a small letter.
    private mutating func checkRowName(_ name: String, at span: Span, _ index: Int) {
        if name == "Sections" || name == typeNames[index] {
            report(index, .hiddenName,
                   "row name `\(name)` would hide the generated \(name == "Sections" ? "enum of sections" : "enum itself"); rename the row",
                   at: span)
        } else if SwiftNames.reservedTypeNames.contains(name) {
            report(index, .hiddenName, "row name `\(name)` would hide the type `\(name)` from the generated code", at: span)
        }
    }

    private mutating func checkFields(_ model: CheckedModel, _ index: Int) {
        for (f, field) in model.fields.enumerated() {
            if SwiftNames.reservedTypeNames.contains(field.name) {
                report(index, .hiddenName, "field name `\(field.name)` would hide the type `\(field.name)` from the generated code",
                       at: field.span)
            } else if field.name == "id" && model.key != f {
                report(index, .hiddenName,
                       "field `id` must be the key of `\(model.name)`: the generated `id` is its identity; add `key:$id` or rename the field",
                       at: field.span)
            }
        }
    }
}
