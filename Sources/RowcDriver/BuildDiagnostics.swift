// BuildDiagnostics.swift is the catalogue of `rowc build`'s diagnostics about its outputs (E404, E405), which the build raises (BuildPlan, BuildCommand) and words (BuildMessages).

import RowcDiagnostics

extension DiagnosticCode {
    public static let foreignOutput = DiagnosticCode(
        "E404", .error, "an output file exists and was not written by rowc",
        help: "rowc never overwrites a file without its generated header: move the file, or choose another output folder with -o.")
    public static let outputFailed = DiagnosticCode(
        "E405", .error, "an output file could not be written",
        help: "Check that the output folder is writable and the disk is not full.")

    /// Every code of the build's outputs, in code order.
    public static let buildCatalogue: [DiagnosticCode] = [
        .foreignOutput, .outputFailed,
    ]
}
