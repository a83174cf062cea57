// JSONWriter.swift serializes JSON values compactly or indented, byte for byte the same on every run.

extension JSON {
    /// The value as JSON text: compact on one line, or indented by two spaces per level.
    public func serialized(pretty: Bool = false) -> String {
        String(decoding: serializedUTF8(pretty: pretty), as: UTF8.self)
    }

    /// The value as UTF-8 JSON text, for writing to a file or a pipe without a String in between.
    public func serializedUTF8(pretty: Bool = false) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out, pretty: pretty, indent: 0)
        return out
    }

    // Bytes, not a String: appending to a String checks and updates its UTF-8 state on every
    // call, which made serializing diagnostics cost more than finding them.
    private func write(to out: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: out.append(contentsOf: "null".utf8)
        case .bool(let b): out.append(contentsOf: (b ? "true" : "false").utf8)
        case .int(let i): out.append(contentsOf: String(i).utf8)
        case .double(let d): out.append(contentsOf: JSON.format(d).utf8)
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out.append(contentsOf: "[]".utf8); return }
            out.append(UInt8(ascii: "["))
            for (i, item) in items.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, indent + 1) }
                item.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out.append(contentsOf: "{}".utf8); return }
            out.append(UInt8(ascii: "{"))
            for (i, (key, value)) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                if pretty { newline(&out, indent + 1) }
                JSON.writeString(key, to: &out)
                out.append(UInt8(ascii: ":"))
                if pretty { out.append(UInt8(ascii: " ")) }
                value.write(to: &out, pretty: pretty, indent: indent + 1)
            }
            if pretty { newline(&out, indent) }
            out.append(UInt8(ascii: "}"))
        }
    }

    private func newline(_ out: inout [UInt8], _ indent: Int) {
        out.append(UInt8(ascii: "\n"))
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * indent))
    }

    /// Integral values print without a fraction; others in Swift's shortest round-trip form.
    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        if d == d.rounded(), abs(d) < 1e15 { return String(Int(d)) }
        return "\(d)"
    }

    /// How a string's characters are escaped.
    public enum Escaping: Sendable {
        /// rowc's own output: quotes, backslashes, control characters and DEL, with `\n`, `\r`
        /// and `\t` short and the others as `\u00XX`.
        case rowc
        /// Foundation's `JSONSerialization` with `.withoutEscapingSlashes`, as Xcode writes String
        /// Catalogs: quotes, backslashes and control characters, `\b` and `\f` short too; DEL as it is.
        case foundation
    }

    /// `s` quoted, its characters escaped as `escaping` says. Everything else is copied as UTF-8
    /// in runs: a String's bytes are always valid UTF-8, so no scalar is split.
    public static func writeString(_ s: String, to out: inout [UInt8], escaping: Escaping = .rowc) {
        out.append(UInt8(ascii: "\""))
        var s = s
        let escapesDelete = escaping == .rowc
        s.withUTF8 { bytes in
            var runStart = 0
            for (i, byte) in bytes.enumerated() where byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F && escapesDelete {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<i]))
                runStart = i + 1
                switch byte {
                case 0x22: out.append(contentsOf: #"\""#.utf8)
                case 0x5C: out.append(contentsOf: #"\\"#.utf8)
                case 0x08 where escaping == .foundation: out.append(contentsOf: #"\b"#.utf8)
                case 0x0C where escaping == .foundation: out.append(contentsOf: #"\f"#.utf8)
                case 0x0A: out.append(contentsOf: #"\n"#.utf8)
                case 0x0D: out.append(contentsOf: #"\r"#.utf8)
                case 0x09: out.append(contentsOf: #"\t"#.utf8)
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out.append(contentsOf: #"\u00"#.utf8)
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0xF)])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
        out.append(UInt8(ascii: "\""))
    }
}
