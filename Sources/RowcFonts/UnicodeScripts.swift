// UnicodeScripts.swift: the script of a scalar, as the OpenType script tag whose kerning a shaper applies to it.

/// UnicodeScripts tells which script a scalar belongs to, for the scripts whose kerning a font
/// is likely to list separately. Shapers split text into runs of one script (characters of
/// no particular script, such as spaces, digits and punctuation, join the run around them) and
/// kern each run with its script's lookups; rowc resolves each pair of characters the same way.
/// The ranges are the Unicode blocks of each script (Unicode Standard, Scripts.txt), less
/// their few common characters; everything else counts as common.
public enum UnicodeScripts {
    // (first, last, OpenType script tag), ascending.
    static let ranges: [(first: UInt32, last: UInt32, tag: String)] = [
        (0x0041, 0x005A, "latn"), (0x0061, 0x007A, "latn"), (0x00AA, 0x00AA, "latn"), (0x00BA, 0x00BA, "latn"),
        (0x00C0, 0x00D6, "latn"), (0x00D8, 0x00F6, "latn"), (0x00F8, 0x024F, "latn"), (0x0250, 0x02AF, "latn"),
        (0x0370, 0x0373, "grek"), (0x0375, 0x0377, "grek"), (0x037A, 0x037D, "grek"), (0x037F, 0x037F, "grek"),
        (0x0384, 0x0384, "grek"), (0x0386, 0x0386, "grek"), (0x0388, 0x03E1, "grek"), (0x03F0, 0x03FF, "grek"),
        (0x0400, 0x0484, "cyrl"), (0x0487, 0x052F, "cyrl"),
        (0x0531, 0x058F, "armn"), (0x0591, 0x05FF, "hebr"), (0x0600, 0x060B, "arab"), (0x060D, 0x061A, "arab"),
        (0x061C, 0x061E, "arab"), (0x0620, 0x063F, "arab"), (0x0641, 0x064A, "arab"), (0x0656, 0x066F, "arab"),
        (0x0671, 0x06DC, "arab"), (0x06DE, 0x06FF, "arab"), (0x0E01, 0x0E3A, "thai"), (0x0E40, 0x0E5B, "thai"),
        (0x10A0, 0x10FA, "geor"), (0x10FC, 0x10FF, "geor"), (0x1100, 0x11FF, "hang"),
        (0x1D00, 0x1D25, "latn"), (0x1D26, 0x1D2A, "grek"), (0x1D2B, 0x1D2B, "cyrl"), (0x1D2C, 0x1D5C, "latn"),
        (0x1D62, 0x1D65, "latn"), (0x1D6B, 0x1D77, "latn"), (0x1D79, 0x1DBE, "latn"),
        (0x1E00, 0x1EFF, "latn"), (0x1F00, 0x1FFE, "grek"),
        (0x2C60, 0x2C7F, "latn"), (0x2DE0, 0x2DFF, "cyrl"), (0x2E80, 0x2FD5, "hani"),
        (0x3041, 0x3096, "kana"), (0x309D, 0x309F, "kana"), (0x30A1, 0x30FA, "kana"), (0x30FD, 0x30FF, "kana"),
        (0x3131, 0x318E, "hang"), (0x31F0, 0x31FF, "kana"), (0x3400, 0x4DBF, "hani"), (0x4E00, 0x9FFF, "hani"),
        (0xA640, 0xA69F, "cyrl"), (0xA722, 0xA787, "latn"), (0xA78B, 0xA7FF, "latn"), (0xA960, 0xA97F, "hang"),
        (0xAB30, 0xAB5A, "latn"), (0xAB5C, 0xAB64, "latn"), (0xAC00, 0xD7FF, "hang"), (0xF900, 0xFAFF, "hani"),
        (0xFB00, 0xFB06, "latn"), (0xFB13, 0xFB17, "armn"), (0xFB1D, 0xFB4F, "hebr"), (0xFB50, 0xFDFF, "arab"),
        (0xFE70, 0xFEFC, "arab"), (0xFF21, 0xFF3A, "latn"), (0xFF41, 0xFF5A, "latn"), (0xFF66, 0xFF6F, "kana"),
        (0xFF71, 0xFF9D, "kana"), (0xFFA0, 0xFFDC, "hang"), (0x1B000, 0x1B16F, "kana"), (0x20000, 0x3FFFF, "hani"),
    ]

    /// tag(of:) is the OpenType script tag of `scalar`'s script, or nil for a common one.
    public static func tag(of scalar: UInt32) -> String? {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].last < scalar { low = middle + 1 } else { high = middle }
        }
        return low < ranges.count && ranges[low].first <= scalar ? ranges[low].tag : nil
    }
}
