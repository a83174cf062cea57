// SpecParts.swift decides how many files a spec's Swift is spread over, and which rows go in each.

import RowcSema

/// A large spec's rows are spread over several files, because the Swift compiler type-checks
/// the files of a target in parallel, one batch per core, and a single file's declarations on
/// one core. The number of files depends only on the spec's size in bytes, so that a build
/// system which must name a command's outputs before running it (a SwiftPM build-tool plugin)
/// can name them from the file's size alone.
public enum SpecParts {
    /// Bytes of spec per generated file: about 2,000 rows of the usual length.
    public static let bytesPerPart = 131_072

    /// How many files a spec of `specBytes` bytes is generated into: one up to `bytesPerPart`.
    public static func count(specBytes: Int) -> Int {
        max(1, (specBytes + bytesPerPart - 1) / bytesPerPart)
    }

    /// The files of type `name`, in part order: `Name.swift`, then `Name+Rows2.swift` and so on.
    public static func outputFiles(forType name: String, parts: Int) -> [String] {
        [TypeNames.outputFile(forType: name)] + (2..<max(2, parts + 1)).map { "\(name)+Rows\($0).swift" }
    }

    /// Whether `file` is one of the extra parts of type `name`, whatever their number.
    public static func isExtraPart(_ file: String, ofType name: String) -> Bool {
        guard file.hasPrefix(name + "+Rows"), file.hasSuffix(".swift") else { return false }
        let number = file.dropFirst(name.count + 5).dropLast(6)
        return !number.isEmpty && number.allSatisfy { $0 >= "0" && $0 <= "9" }
    }

    /// `rowCount` rows cut into `parts` runs in order, whose lengths differ by at most one.
    static func rowRanges(rowCount: Int, parts: Int) -> [Range<Int>] {
        (0..<parts).map { rowCount * $0 / parts ..< rowCount * ($0 + 1) / parts }
    }
}
