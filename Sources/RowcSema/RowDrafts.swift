// RowDrafts.swift drafts a large file's rows on all cores, ahead of the pass in order that names them.

import Dispatch
import RowcSource
import RowcSyntax
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What adding a row checked as far as it can be alone needs besides the row (see `CheckerState.draftRow`).
struct RowDraft {
    /// The explicit name's span, or nil when the name is derived.
    var nameSpan: Span?
    /// The explicit name's hash in `NameTable`, computed while drafting.
    var nameHash: UInt32
    var keywordSpan: Span
    var reportedError: Bool
}

extension CheckerState {
    /// Below this many declarations a piece costs more to hand to another core than to check.
    static let minimumDeclarationsPerPiece = 1_000

    static let cores: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Pieces per core: cores take pieces as they come free, so a core that another process holds
    /// delays the file by at most one small piece, not by half of it.
    static let piecesPerCore = 4

    /// Every row declaration's row and what adding it needs, drafted concurrently in contiguous
    /// pieces; nil for a small file, or when drafting reported anything. Then rows are checked one by
    /// one in order, so diagnostics and their limit come out as ever. A draft reports only about its
    /// own row, so a clean file's drafts are exactly what checking its rows one by one would make.
    ///
    /// In a file without syntax errors, a row that drafts without a report always makes a row, so a
    /// piece's rows go straight to their places in the final array: after the rows of the row
    /// declarations before the piece. That array is the checked tree's, not a copy: a large file's
    /// rows are tens of megabytes, and fresh memory costs page faults.
    func draftRowsConcurrently(minimumPerPiece: Int) -> (rows: [CheckedRow], drafts: [RowDraft])? {
        let declarations = tree.declarations
        let pieces = min(Self.cores * Self.piecesPerCore, declarations.count / max(1, minimumPerPiece))
        // A syntax error can leave a row out without a report, and rows would not line up with row declarations.
        guard Self.cores > 1, pieces > 1, tree.diagnostics.isEmpty else { return nil }
        let bounds = (0...pieces).map { declarations.count * $0 / pieces }
        var rowsBefore = [0]
        for k in 0..<pieces {
            rowsBefore.append(rowsBefore[k] + declarations[bounds[k]..<bounds[k + 1]].count { $0.kind == .row })
        }
        let firstRow = rowsBefore
        let total = firstRow[pieces]
        let tree = self.tree
        var clean = true
        var rows: [CheckedRow] = []
        // RowDraft is plain data: its slots need no initializing before the pieces write them.
        let drafts = [RowDraft](unsafeUninitializedCapacity: total) { draftBuffer, draftCount in
            rows = [CheckedRow](unsafeUninitializedCapacity: total) { rowBuffer, rowCount in
                HugePages.advise(UnsafePointer(rowBuffer.baseAddress), count: total)
                let done = UnsafeMutableBufferPointer<Int>.allocate(capacity: pieces)
                done.initialize(repeating: 0)
                defer { done.deallocate() }
                nonisolated(unsafe) let rowsOut = rowBuffer, draftsOut = draftBuffer, doneOut = done
                DispatchQueue.concurrentPerform(iterations: pieces) { k in
                    // Piece k initializes rows firstRow[k]..<firstRow[k + 1] in order, and no others.
                    var worker = CheckerState(tree: tree, expectedRows: 0)
                    var next = firstRow[k]
                    for d in bounds[k]..<bounds[k + 1] where declarations[d].kind == .row {
                        guard let (row, draft) = worker.draftRow(declarations[d]), worker.diagnostics.isEmpty else { break }
                        rowsOut.initializeElement(at: next, to: row)
                        draftsOut[next] = draft
                        next += 1
                    }
                    doneOut[k] = next - firstRow[k]
                }
                clean = (0..<pieces).allSatisfy { done[$0] == firstRow[$0 + 1] - firstRow[$0] }
                if !clean {
                    for k in 0..<pieces {
                        rowBuffer[firstRow[k]..<(firstRow[k] + done[k])].deinitialize()
                    }
                }
                rowCount = clean ? total : 0
            }
            draftCount = clean ? total : 0
        }
        return clean ? (rows, drafts) : nil
    }
}
