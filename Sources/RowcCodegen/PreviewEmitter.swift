// PreviewEmitter.swift writes a spec's Xcode preview: its sections, at the spec's sample values, in RowKit's `RowPreviews`.

import RowcNames
import RowcSema

/// Writes the `PreviewProvider` of a spec with sections, and the sample `Values` it shows them with.
enum PreviewEmitter {
    /// The preview, compiled only in a debug build where SwiftUI is, as RowKit's SwiftUI part is:
    /// `RowPreviews`, RowKit's, shows the sections in each host. Private: nothing calls a preview,
    /// so it stays out of the module's names and cannot clash with the app's; Xcode finds a
    /// private `PreviewProvider` as it finds an internal one, in the source. Its name is the spec's
    /// type name, which carries the build's type prefix, and SwiftUI's types are named through
    /// their module, so a spec or model named `View` does not hide them.
    static func write(_ spec: CheckedSpec, _ typeName: String, typePrefix: String, _ w: inout SwiftWriter) {
        guard !spec.sections.isEmpty else { return }
        w.line()
        w.line("#if DEBUG && canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)")
        w.line("import SwiftUI")
        w.line()
        w.doc(["The sections in Xcode's canvas, in each of RowKit's hosts" + (spec.takesValues ? ", at the spec's samples." : ".")])
        w.line("@available(iOS 16.0, *)")
        w.block("private struct \(SwiftNames.previewTypeName(of: typeName)): SwiftUI.PreviewProvider") { w in
            w.block("static var previews: some SwiftUI.View") { w in
                guard spec.takesValues else { return w.line("RowPreviews(\(typeName).sections)") }
                SpecEmitter.writeCall("RowPreviews(\(typeName).sections(", typeName + ".Values",
                                      sampleArguments(spec, typePrefix: typePrefix).map(CallArgument.code), suffix: "))", &w)
            }
        }
        w.line("#endif")
    }

    /// `Values(...)`'s arguments at the spec's samples: each field's sample, or else its name, as
    /// the report lays it out; each menu row's option `choice` picks (its first, by default); and a
    /// section of a model's rows one value of the model at its sample, or none for a model without one.
    static func sampleArguments(_ spec: CheckedSpec, typePrefix: String,
                                choice: (CheckedRow) -> CheckedAction? = { _ in nil }) -> [String] {
        let fields = spec.valueFields.map { SwiftLiteral.label($0.name) + ": " + SwiftLiteral.string($0.text) }
        let menus = spec.menuRows.map { row in
            let option = choice(row) ?? spec.actions[row.actions.choices[0]]
            return SwiftLiteral.label(row.name) + ": ." + SwiftLiteral.identifier(option.name)
        }
        let models = spec.sections.compactMap { section -> String? in
            guard let name = section.modelRows, let model = spec.models.first(where: { $0.name == name }) else { return nil }
            let values = model.sample.isEmpty ? "[]" : "[\(sampleValue(model, typeName: typePrefix + model.name))]"
            return SwiftLiteral.label(section.name!) + ": " + values
        }
        return fields + menus + models
    }

    /// `Person(id: "id", name: "Kim Ji-woo")`: each field its sample; a field without one its name,
    /// as the report shows it, off for a state, and nil, left out, for an optional one.
    private static func sampleValue(_ model: CheckedModel, typeName: String) -> String {
        let arguments = model.fields.indices.compactMap { f -> String? in
            let field = model.fields[f], label = SwiftLiteral.label(field.name) + ": "
            switch model.sample[f] {
            case .text(let text)?: return label + SwiftLiteral.string(text)
            case .state(let isOn)?: return label + (isOn ? "true" : "false")
            case nil: return field.isOptional ? nil : label + (field.isBool ? "false" : SwiftLiteral.string(field.name))
            }
        }
        return typeName + "(" + arguments.joined(separator: ", ") + ")"
    }
}
