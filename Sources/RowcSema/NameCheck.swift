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
    /// Written before every spec enum's and model struct's name (`rowc build --type-prefix RC`).
    private let typePrefix: String

    init(specs: [CheckedSpec], typePrefix: String = "") {
        self.typePrefix = typePrefix
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
        guard let spelled = TypeNames.typeName(forSpecAt: path) else {
            report(index, .invalidTypeName, SemaMessage.specNameUnusable(path, spelled: TypeNames.spelledName(forSpecAt: path)),
                   at: .empty(at: 0))
            return
        }
        let name = typePrefix + spelled
        guard typePrefix.isEmpty || SwiftNames.isUsableTypeName(name, forSpec: true) else {
            report(index, .typeNameCollision, SemaMessage.prefixedNameTaken(typePrefix, spelled, generated: name, of: SemaMessage.enumOwner(path)),
                   at: .empty(at: 0))
            return
        }
        if let owner = fileOwners[name.lowercased()] {
            report(index, .typeNameCollision,
                   SemaMessage.outputFileTaken(path, file: TypeNames.outputFile(forType: name), otherSpec: owner == path ? nil : owner),
                   at: .empty(at: 0))
            return
        }
        if let owner = owners[name] {
            report(index, .typeNameCollision, SemaMessage.enumNameTaken(path, name: name, owner: owner), at: .empty(at: 0))
            return
        }
        fileOwners[name.lowercased()] = path
        owners[name] = SemaMessage.enumOwner(path)
        typeNames[index] = name
    }

    private mutating func checkModelName(_ model: CheckedModel, _ index: Int, _ spec: CheckedSpec) {
        // Reserved names are the checker's to report (E209): such a model is not in `spec.models`.
        let name = typePrefix + model.name
        if !typePrefix.isEmpty, !SwiftNames.isUsableTypeName(name) {
            report(index, .typeNameCollision,
                   SemaMessage.prefixedNameTaken(typePrefix, model.name, generated: name, of: "model `\(model.name)`"), at: model.nameSpan)
        } else if let owner = owners[name] {
            report(index, .typeNameCollision, SemaMessage.modelNameOfType(model.name, owner: owner), at: model.nameSpan)
        } else {
            owners[name] = SemaMessage.modelOwner(model.name, in: spec.file.path)
        }
    }

    /// Only a name written with `row NAME` can hide a type: every derived name starts with a small letter.
    private mutating func checkRowName(_ name: String, at span: Span, _ index: Int) {
        if name == typeNames[index] {
            report(index, .hiddenName, SemaMessage.rowNameHidesGeneratedEnum(name), at: span)
        } else if SwiftNames.reservedTypeNames.contains(name) {
            report(index, .hiddenName, SemaMessage.rowNameHidesType(name), at: span)
        }
    }

    private mutating func checkFields(_ model: CheckedModel, _ index: Int) {
        for (f, field) in model.fields.enumerated() {
            if SwiftNames.reservedTypeNames.contains(field.name) {
                report(index, .hiddenName, SemaMessage.fieldNameHidesType(field.name), at: field.span)
            } else if field.name == "id" && model.key != f {
                report(index, .hiddenName, SemaMessage.idFieldNotKey(of: model.name), at: field.span)
            }
        }
    }
}
