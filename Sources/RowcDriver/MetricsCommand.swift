// MetricsCommand.swift implements `rowc metrics`: a metrics table made from a font file.

import RowcFonts
import RowcLayout

extension Command {
    static let metrics = Command(
        name: "metrics",
        summary: "Make a metrics table from a TrueType or OpenType font, for --metrics.",
        usage: "metrics FONT [-o TABLE] [--face INDEX|NAME] [--variation AXIS=VALUE,...|INSTANCE]",
        description: """
        Reads FONT (.ttf, .otf, or one face of a .ttc collection) and writes the table `rowc report`,
        `rowc build` and the language server measure text with: every character's advance, the
        kerning between pairs of characters (GPOS pair adjustment through the 'kern' feature, or
        the 'kern' table), the tracking by point size ('trak') and the font's name and version.
        The table holds measurements only, never the font's outlines.

        A variable font is measured at its default instance unless --variation names another:
        axis values such as wght=600,opsz=17, or a named instance such as SemiBold.
        The table goes to TABLE, replaced in one step, or to standard output without -o.
        A font that cannot be read (truncated, offsets outside the file, a table missing)
        is reported naming the table, nothing is written, and the exit status is 1.
        """,
        options: [
            OptionSpec(name: "-o", value: "TABLE", help: "write the table to this file (default: standard output)"),
            OptionSpec(name: "--face", value: "FACE", help: "the face of a collection, by index from 0 or by name (default: 0)"),
            OptionSpec(name: "--variation", value: "LIST",
                       help: "a variable font's instance: AXIS=VALUE,... or an instance's name (default: the default instance)"),
        ],
        run: { arguments, console throws(UsageError) in
            guard arguments.positionals.count == 1, let path = arguments.positionals.first else {
                throw UsageError(arguments.positionals.isEmpty ? "metrics needs a font file, as in `rowc metrics Inter.ttf -o inter.rowc-metrics`"
                                 : "metrics reads one font; got \(arguments.positionals.count) paths")
            }
            let instance = try instanceChoice(arguments.value("--variation"))
            let output = arguments.value("-o")
            if output?.isEmpty == true { throw UsageError("-o takes the table's path, not an empty one") }
            let font = try SpecFiles.read(path, as: "a font")
            let text: String
            do {
                let face = try FontFace(bytes: font.bytes, face: arguments.value("--face"), instance: instance)
                text = try FontTable.make(face).text
            } catch {
                console.err("rowc: error: \(path): \(error)\n")
                return ExitCode.failure
            }
            guard let output else {
                console.out(text)
                return ExitCode.success
            }
            if let problem = write(Array(text.utf8), to: output) {
                console.err("rowc: error: \(problem)\n")
                return ExitCode.usage
            }
            return ExitCode.success
        })

    /// The instance `--variation` asks for: `wght=600,opsz=17`, or a named instance.
    static func instanceChoice(_ text: String?) throws(UsageError) -> InstanceChoice {
        guard let text else { return .defaultInstance }
        guard text.contains("=") else {
            guard !text.isEmpty else { throw UsageError("--variation needs axis values such as wght=600, or an instance's name") }
            return .named(text)
        }
        var values: [String: Double] = [:]
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let parts = item.split(separator: "=", omittingEmptySubsequences: false)
            let tag = parts.first.map { ReportOptions.trimmingSpaces($0) } ?? ""
            guard parts.count == 2, (1...4).contains(tag.utf8.count), let value = Double(ReportOptions.trimmingSpaces(parts[1])),
                  value.isFinite else {
                throw UsageError("--variation: `\(item)` is not AXIS=VALUE; write axis values such as wght=600,opsz=17")
            }
            // Tags are four bytes; a shorter one is padded with spaces, as 'ital' is not but 'GR  ' would be.
            let padded = tag + String(repeating: " ", count: 4 - tag.utf8.count)
            guard values[padded] == nil else { throw UsageError("--variation gives axis `\(tag)` twice") }
            values[padded] = value
        }
        return .coordinates(values)
    }

    /// Writes `bytes` to `path` in one step, a new file or over an old one; nil, or what went wrong.
    private static func write(_ bytes: [UInt8], to path: String) -> String? {
        if FileSystem.kind(path) == .file {
            do {
                try FileReplacement.replace(path, with: bytes)
                return nil
            } catch {
                return error.message
            }
        }
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.utf8.index(after: $0)...]) } ?? path
        return OutputFolder(path: folder.isEmpty ? "/" : folder).write(bytes, to: name)
    }
}
