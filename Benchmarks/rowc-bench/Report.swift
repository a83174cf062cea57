// Report.swift prints the benchmark's results as a table, each figure beside its target.

/// One measured figure and, when there is one, the target it must meet.
struct Figure {
    let name: String
    /// Nil when the figure could not be measured; `note` says why.
    let value: Double?
    let unit: String
    /// For rates, the least acceptable value; for costs, the most.
    let target: Double?
    let higherIsBetter: Bool
    var note: String = ""

    init(name: String, value: Double?, unit: String, target: Double?, higherIsBetter: Bool, note: String = "") {
        self.name = name
        self.value = value
        self.unit = unit
        self.target = target
        self.higherIsBetter = higherIsBetter
        self.note = note
    }

    /// A figure this run could not measure, with the reason.
    static func unavailable(_ name: String, unit: String, target: Double?, higherIsBetter: Bool, why: String) -> Figure {
        Figure(name: name, value: nil, unit: unit, target: target, higherIsBetter: higherIsBetter, note: why)
    }

    var met: Bool? {
        guard let target, let value else { return nil }
        return higherIsBetter ? value >= target : value <= target
    }
}

enum Table {
    static func format(_ value: Double) -> String {
        if value >= 100 { return String(Int(value.rounded())).withThousandsSeparators }
        if value >= 10 { return String(format1: value) }
        return String(format2: value)
    }

    static func render(_ figures: [Figure]) -> String {
        let rows = figures.map { f -> [String] in
            let target = f.target.map { (f.higherIsBetter ? ">= " : "<= ") + format($0) + " " + f.unit } ?? ""
            let verdict = f.target == nil ? "" : f.value == nil ? "not measured" : f.met! ? "met" : "NOT MET"
            return [f.name, f.value.map { format($0) + " " + f.unit } ?? "n/a", target, verdict, f.note]
        }
        let header = ["measure", "median", "target", "", "notes"]
        let widths = (0..<header.count).map { c in ([header] + rows).map { $0[c].count }.max()! }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0 + String(repeating: " ", count: $1 - $0.count) }
                .joined(separator: "  ").trimmingTrailingSpaces
        }
        return ([line(header), line(widths.map { String(repeating: "-", count: $0) })] + rows.map(line))
            .joined(separator: "\n") + "\n"
    }
}

extension String {
    init(format1 value: Double) { self = String(Int((value * 10).rounded()) / 10) + "." + String(Int((value * 10).rounded()) % 10) }

    init(format2 value: Double) {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        self = String(hundredths / 100) + "." + (fraction < 10 ? "0" : "") + String(fraction)
    }

    var withThousandsSeparators: String {
        var out = ""
        for (i, c) in reversed().enumerated() {
            if i > 0 && i % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return String(out.reversed())
    }

    var trimmingTrailingSpaces: String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
