// TextTable.swift lines up columns of text for the text report.

/// Rows of cells printed in columns: each column as wide as its widest cell, numbers
/// right-aligned so their digits line up, words left-aligned. Lines that are not
/// table rows (warnings) are indented to start under a column.
struct TextTable {
    enum Alignment { case left, right }

    private enum Line {
        case cells([String])
        /// Free text starting where column `column` starts.
        case text(String, column: Int)
    }

    let alignments: [Alignment]
    private var lines: [Line] = []

    init(_ alignments: [Alignment]) {
        self.alignments = alignments
    }

    mutating func add(_ cells: [String]) { lines.append(.cells(cells)) }
    mutating func addText(_ text: String, fromColumn column: Int = 0) { lines.append(.text(text, column: column)) }

    /// The table, each line indented by `indent` and ended by a newline; trailing spaces trimmed.
    func render(indent: String) -> String {
        var widths = [Int](repeating: 0, count: alignments.count)
        for case .cells(let cells) in lines {
            for (i, cell) in cells.enumerated() { widths[i] = max(widths[i], cell.count) }
        }
        var out = ""
        for line in lines {
            switch line {
            case .text(let text, let column):
                let start = widths[..<column].reduce(0) { $0 + $1 + 2 }
                out += indent + String(repeating: " ", count: start) + text + "\n"
            case .cells(let cells):
                var row = ""
                for (i, cell) in cells.enumerated() {
                    let pad = String(repeating: " ", count: widths[i] - cell.count)
                    if i > 0 { row += "  " }
                    row += alignments[i] == .right ? pad + cell : cell + pad
                }
                while row.last == " " { row.removeLast() }
                out += indent + row + "\n"
            }
        }
        return out
    }
}
