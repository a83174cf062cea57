// CodegenDiagnostics.swift is the catalogue of code generation's diagnostics (E4xx).

import RowcDiagnostics

extension DiagnosticCode {
    public static let invalidTypeName = DiagnosticCode(
        "E401", .error, "a spec file whose name cannot name a generated Swift type",
        help: "The generated enum is named after the file: start the name with an ASCII letter, use letters, digits, `-`, `_` or spaces, and avoid names rowc, Swift or UIKit already use.")
    public static let typeNameCollision = DiagnosticCode(
        "E402", .error, "two generated types, or two output files, with the same name",
        help: "Spec enums and model structs share one module: rename a file or a model. Output files must also differ in more than letter case.")
    public static let hiddenName = DiagnosticCode(
        "E403", .error, "a row or field name that would hide a name the generated code uses",
        help: "Rename it: a row or field cannot be named after a type of the generated code, and a model field named `id` must be its key.")
    public static let foreignOutput = DiagnosticCode(
        "E404", .error, "an output file exists and was not written by rowc",
        help: "rowc never overwrites a file without its generated header: move the file, or choose another output folder with -o.")
    public static let outputFailed = DiagnosticCode(
        "E405", .error, "an output file could not be written",
        help: "Check that the output folder is writable and the disk is not full.")

    /// Every code generation code, in code order.
    public static let codegenCatalogue: [DiagnosticCode] = [
        .invalidTypeName, .typeNameCollision, .hiddenName, .foreignOutput, .outputFailed,
    ]
}
