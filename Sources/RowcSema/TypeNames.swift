// TypeNames.swift names the Swift types and files generated from spec files.

import RowcNames

/// How spec files and declarations become Swift type names.
public enum TypeNames {
    /// The enum generated from the spec at `path`: the file's base name in UpperCamelCase
    /// (`staff-list.rows` -> `StaffList`), or nil when it gives no valid identifier (see
    /// `spelledName(forSpecAt:)`) or one that Swift or the generated code already uses.
    public static func typeName(forSpecAt path: String) -> String? {
        spelledName(forSpecAt: path).flatMap { SwiftNames.isUsableTypeName($0, forSpec: true) ? $0 : nil }
    }

    /// The file's base name in UpperCamelCase, or nil when it gives no identifier: a name must
    /// start with an ASCII letter and hold only ASCII letters, digits, `-`, `_`, `.` and spaces.
    static func spelledName(forSpecAt path: String) -> String? {
        var base = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
        if base.hasSuffix(".rows") { base = base.dropLast(5) }
        let separators: Set<Character> = ["-", "_", ".", " "]
        guard let first = base.first, first.isASCII, first.isLetter,
              base.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) || separators.contains($0) }) else { return nil }
        return SwiftNames.upperCamelCase(String(base))
    }

    /// The file a spec's Swift goes to, in the output folder.
    public static func outputFile(forType name: String) -> String { name + ".swift" }

    /// The table file a build given a team's text measuring table writes (`SwiftGenerator.metricsFile`).
    public static let metricsFile = "RowMetrics.swift"
}
