// Corpus.swift generates the benchmark's deterministic inputs: a large spec, the same rows as JSON, and many small specs.

/// SplitMix64: a tiny seeded generator, so every run and machine benchmarks the same bytes.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One generated row, kept as data so the spec and the JSON describe exactly the same rows.
struct CorpusRow: Codable {
    var name: String
    var image: String?
    var title: String
    var subtitle: String?
    var arrow: Bool
}

enum Corpus {
    static let words = """
        Wi-Fi Bluetooth Cellular Personal Hotspot Notifications Sounds Haptics Focus Screen Time General \
        Control Centre Display Brightness Accessibility Wallpaper Siri Search Privacy Security Battery \
        Storage Printer Connected Account Passwords Mail Contacts Calendar Notes Reminders Messages \
        FaceTime Safari Weather Translate Maps Compass Measure Shortcuts Health Photos Camera Books
        """.split(separator: " ").map(String.init)
    static let cjk = Array("設定通知一般画面表示壁紙電池容量隐私安全蓝牙无线网络蜂窝数据個人熱點專注模式螢幕使用時間")

    /// `count` rows: half with images, 40% with subtitles, about 10% CJK titles and 10% with escapes.
    static func rows(count: Int, seed: UInt64 = 42) -> [CorpusRow] {
        var rng = SeededGenerator(seed: seed)
        return (0..<count).map { i in
            var title: String
            if Int.random(in: 0..<10, using: &rng) == 0 {
                title = String((0..<Int.random(in: 3...10, using: &rng)).map { _ in cjk.randomElement(using: &rng)! })
            } else {
                title = (0..<Int.random(in: 1...4, using: &rng)).map { _ in words.randomElement(using: &rng)! }
                    .joined(separator: " ")
            }
            if Int.random(in: 0..<10, using: &rng) == 0 { title += " \"quoted\"\t\u{1F600}" }
            let image = Bool.random(using: &rng) ? "icon_\(Int.random(in: 0..<64, using: &rng))" : nil
            let subtitle = Int.random(in: 0..<10, using: &rng) < 4 ? words.randomElement(using: &rng)! : nil
            return CorpusRow(name: "row\(i)", image: image, title: title, subtitle: subtitle,
                             arrow: Int.random(in: 0..<10, using: &rng) < 6)
        }
    }

    /// The rows as a spec, a section every 100 rows.
    static func spec(_ rows: [CorpusRow]) -> String {
        var out = "// Generated benchmark corpus.\n"
        out.reserveCapacity(rows.count * 80)
        for (i, row) in rows.enumerated() {
            if i % 100 == 0 { out += "section \"Section \(i / 100)\"\n" }
            out += "row \(row.name)"
            if let image = row.image { out += " image:\(image)" }
            out += " title:\(quoted(row.title))"
            if let subtitle = row.subtitle { out += " subtitle:\(quoted(subtitle))" }
            if row.arrow { out += " arrow" }
            out += "\n"
        }
        return out
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case _ where scalar.value > 0xFFFF: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
