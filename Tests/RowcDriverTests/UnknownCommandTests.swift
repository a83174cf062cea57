// UnknownCommandTests.swift checks what rowc says to a command or top-level option it does not know.

import RowcRunSupport
import RowcTestSupport
import Testing

@Suite("unknown commands")
struct UnknownCommandTests {
    @Test("a misspelt command gets the closest command on the first line, and exits 2", arguments: [
        (["chek", "Specs"], "rowc: error: unknown command `chek`; did you mean `check`? (see `rowc --help`)\n"),
        (["buidl"], "rowc: error: unknown command `buidl`; did you mean `build`? (see `rowc --help`)\n"),
        (["Report"], "rowc: error: unknown command `Report`; did you mean `report`? (see `rowc --help`)\n"),
        (["hlep"], "rowc: error: unknown command `hlep`; did you mean `help`? (see `rowc --help`)\n"),
        (["--verison"], "rowc: error: unknown option `--verison`; did you mean `--version`? (see `rowc --help`)\n"),
        (["help", "fmtt"], "rowc: error: unknown command `fmtt`; did you mean `fmt`?\n"),
    ])
    func suggestion(arguments: [String], message: String) {
        let run = CapturedRun.rowc(arguments)
        #expect(run == CapturedRun(status: 2, out: "", err: message))
    }

    @Test("a word close to no command gets no suggestion")
    func noSuggestion() {
        let run = CapturedRun.rowc(["compile", "Specs"])
        #expect(run == CapturedRun(status: 2, out: "", err: "rowc: error: unknown command `compile` (see `rowc --help`)\n"))
        // A command is never offered for an option, nor an option for a command.
        let option = CapturedRun.rowc(["--chek"])
        #expect(option.status == 2 && option.err.hasPrefix("rowc: error: unknown option `--chek`"), "\(option.err)")
        #expect(!option.err.contains("`check`"), "\(option.err)")
        let command = CapturedRun.rowc(["versoin"])
        #expect(command.err.contains("did you mean `version`?") && !command.err.contains("`--version`"), "\(command.err)")
    }
}
