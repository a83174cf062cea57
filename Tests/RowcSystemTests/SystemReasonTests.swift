// SystemReasonTests.swift checks that an errno reads in rowc's words: the system's text, lower-case first.

import RowcSystem
import Testing
#if canImport(Glibc)
import Glibc
#endif

@Suite("system reasons")
struct SystemReasonTests {
    @Test("the system's text with its first letter lower-case, whichever call failed")
    func lowerCaseFirst() {
        #expect(SystemReason.text(EACCES) == "permission denied")
        #expect(SystemReason.text(EFBIG) == "file too large")
        #expect(SystemReason.text(ENOENT) == "no such file or directory")
    }

    @Test("a first word in capitals, an abbreviation, is kept as it is")
    func abbreviationsKept() {
        #expect(SystemReason.text(EDOTDOT) == "RFS specific error")
    }
}
