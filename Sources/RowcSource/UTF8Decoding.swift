// UTF8Decoding.swift validates and decodes UTF-8 one sequence at a time, over raw bytes.

/// Small, allocation-free UTF-8 helpers shared by the lexer and position mapping.
public enum UTF8Decoding {
    /// The length a sequence starting with `lead` claims: 1 for ASCII and for bytes that cannot start one.
    @inline(__always)
    public static func sequenceLength(lead: UInt8) -> Int {
        switch lead {
        case 0xC2...0xDF: return 2
        case 0xE0...0xEF: return 3
        case 0xF0...0xF4: return 4
        default: return 1
        }
    }

    /// Whether `bytes[i..<i+length]` is a well-formed sequence (no overlongs, no surrogates, at most U+10FFFF).
    @inlinable
    public static func isValidSequence<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at i: Int, length: Int) -> Bool
    where Bytes.Index == Int {
        decode(bytes, at: i, length: length) != nil
    }

    /// The scalar encoded at `bytes[i..<i+length]`, or nil when the sequence is malformed.
    /// Generic and inlinable so the lexer, which reads an unsafe buffer, pays no call per character.
    @inlinable
    public static func decode<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes, at i: Int, length: Int) -> Unicode.Scalar?
    where Bytes.Index == Int {
        guard i + length <= bytes.endIndex else { return nil }
        let b0 = UInt32(bytes[i])
        switch length {
        case 1:
            return b0 < 0x80 ? Unicode.Scalar(b0) : nil
        case 2:
            let b1 = UInt32(bytes[i + 1])
            guard b1 & 0xC0 == 0x80 else { return nil }
            return Unicode.Scalar((b0 & 0x1F) << 6 | (b1 & 0x3F))
        case 3:
            let b1 = UInt32(bytes[i + 1]), b2 = UInt32(bytes[i + 2])
            guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80 else { return nil }
            if b0 == 0xE0 && b1 < 0xA0 { return nil }      // overlong
            if b0 == 0xED && b1 >= 0xA0 { return nil }     // surrogate
            return Unicode.Scalar((b0 & 0x0F) << 12 | (b1 & 0x3F) << 6 | (b2 & 0x3F))
        case 4:
            let b1 = UInt32(bytes[i + 1]), b2 = UInt32(bytes[i + 2]), b3 = UInt32(bytes[i + 3])
            guard b1 & 0xC0 == 0x80, b2 & 0xC0 == 0x80, b3 & 0xC0 == 0x80 else { return nil }
            if b0 == 0xF0 && b1 < 0x90 { return nil }      // overlong
            if b0 == 0xF4 && b1 >= 0x90 { return nil }     // above U+10FFFF
            return Unicode.Scalar((b0 & 0x07) << 18 | (b1 & 0x3F) << 12 | (b2 & 0x3F) << 6 | (b3 & 0x3F))
        default:
            return nil
        }
    }

    /// The offset of the first byte that is not part of well-formed UTF-8, if any.
    public static func firstInvalid(_ bytes: [UInt8]) -> Int? {
        var i = 0
        while i < bytes.count {
            if bytes[i] < 0x80 { i += 1; continue }
            let length = sequenceLength(lead: bytes[i])
            guard length > 1, isValidSequence(bytes, at: i, length: length) else { return i }
            i += length
        }
        return nil
    }
}
