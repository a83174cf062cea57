// CoresTests.swift checks how work is cut into shares for the cores, and that there is a core to count.

import RowcSystem
import Testing

@Suite("cores")
struct CoresTests {
    @Test("at least one core is online")
    func online() {
        #expect(Cores.online >= 1)
    }

    @Test("shares cover the file in order, the later half of them half the size of the earlier")
    func shares() {
        for pieces in [2, 3, 7, 32, 33] {
            let count = 1_000_003
            let starts = (0...pieces).map { Cores.share($0, of: pieces, count) }
            #expect(starts.first == 0 && starts.last == count)
            let large = (pieces + 1) / 2
            let unit = Double(count) / Double(2 * large + pieces - large)
            for (k, size) in zip(starts, starts.dropFirst()).map({ $1 - $0 }).enumerated() {
                #expect(abs(Double(size) - unit * (k < large ? 2 : 1)) <= 1, "share \(k) of \(pieces): \(size)")
            }
        }
    }
}
