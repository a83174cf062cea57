// Help.swift holds the usage text of rowc and of each command.

/// What `rowc --help` and `rowc help COMMAND` print.
enum Help {
    static let version = "rowc \(Version.current)"

    static let overview = """
    rowc: a compiler for table-view row specs.

    Usage: rowc COMMAND [OPTIONS] PATH...

    Commands:
    \(Command.all.map { "  " + $0.name.padding(8) + $0.summary }.joined(separator: "\n"))

    PATH is a .rows file or a folder searched recursively for them.
    Exit status: 0 success; 1 problems in the input (errors, or what --check or
    --warnings-as-errors fails on); 2 bad arguments, or files rowc cannot read or write.

    Options:
      -h, --help    Show this help, or a command's with `rowc help COMMAND`.
      --version     Print the version.

    """

    static func text(for command: Command) -> String {
        var text = "Usage: rowc \(command.usage)\n\n\(command.description)\n"
        if !command.options.isEmpty {
            text += "\nOptions:\n"
            for option in command.options {
                let left = option.name + (option.value.map { " " + $0 } ?? "")
                text += "  " + left.padding(24) + option.help + "\n"
            }
        }
        return text
    }
}

extension String {
    /// The string padded with spaces to `width`, or followed by two spaces when longer.
    func padding(_ width: Int) -> String {
        count < width ? self + String(repeating: " ", count: width - count) : self + "  "
    }
}
