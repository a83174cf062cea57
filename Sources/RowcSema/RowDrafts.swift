// RowDrafts.swift drafts a large file's rows on all cores, ahead of the pass in order that names them.

import Dispatch
import RowcSystem
import RowcSyntax

extension CheckerState {
    /// Below this many declarations a piece costs more to hand to another core than to check.
    static let minimumDeclarationsPerPiece = 1_000

    /// Pieces per core: cores take pieces as they come free, so a core that another process holds
    /// delays the file by at most one small piece, not by half of it.
    static let piecesPerCore = 4

    /// Every row declaration's record, drafted concurrently in contiguous pieces, and what the
    /// pass in order must still visit; nil for a small file, or when drafting reported anything.
    /// Then rows are noted one by one in order, so diagnostics and their limit come out as ever. A
    /// draft reports only about its own row, so a clean file's drafts are exactly what checking
    /// its rows one by one would make.
    ///
    /// In a file without syntax errors, a row that drafts without a report always makes a row, so a
    /// piece's records go straight to their places in the final array: after the records of the row
    /// declarations before the piece.
    func draftRowsConcurrently(minimumPerPiece: Int) -> DraftedRows? {
        nonisolated(unsafe) let declarations = buffers.declarations
        let pieces = min(Cores.online * Self.piecesPerCore, declarations.count / max(1, minimumPerPiece))
        // A syntax error can leave a row out without a report, and rows would not line up with row declarations.
        guard Cores.online > 1, pieces > 1, tree.diagnostics.isEmpty else { return nil }
        let bounds = (0...pieces).map { Cores.share($0, of: pieces, declarations.count) }
        var rowsBefore = [0]
        for k in 0..<pieces {
            rowsBefore.append(rowsBefore[k] + declarations[bounds[k]..<bounds[k + 1]].count { $0.kind == .row })
        }
        let firstRow = rowsBefore
        let total = firstRow[pieces]
        let tree = self.tree
        nonisolated(unsafe) let buffers = self.buffers
        var clean = true
        let visits = UnsafeMutableBufferPointer<[DraftedRows.Visit]>.allocate(capacity: pieces)
        visits.initialize(repeating: [])
        defer {
            _ = visits.deinitialize()
            visits.deallocate()
        }
        // RowRecord is plain data: its slots need no initializing before the pieces write them.
        let records = [RowRecord](advisedCapacity: total) { buffer, count in
            let done = UnsafeMutableBufferPointer<Int>.allocate(capacity: pieces)
            done.initialize(repeating: 0)
            defer { done.deallocate() }
            nonisolated(unsafe) let output = buffer, doneOut = done, visitsOut = visits
            DispatchQueue.concurrentPerform(iterations: pieces) { k in
                // Piece k writes records firstRow[k]..<firstRow[k + 1] in order, and no others.
                var worker = CheckerState(tree: tree, buffers: buffers)
                var next = firstRow[k]
                var toVisit: [DraftedRows.Visit] = []
                for d in bounds[k]..<bounds[k + 1] {
                    guard declarations[d].kind == .row else {
                        let section = declarations[d].kind == .section ? SectionHeading(declarations[d], in: tree) : nil
                        toVisit.append(DraftedRows.Visit(declaration: Int32(d), rowsBefore: Int32(next), section: section))
                        continue
                    }
                    guard let record = worker.draftRow(d), worker.diagnostics.isEmpty else { break }
                    output[next] = record
                    // A derived name is given in the pass in order, once every explicit name is known.
                    if !record.flags.contains(.explicitName) {
                        toVisit.append(DraftedRows.Visit(declaration: Int32(d), rowsBefore: Int32(next)))
                    }
                    next += 1
                }
                doneOut[k] = next - firstRow[k]
                visitsOut[k] = toVisit
            }
            clean = (0..<pieces).allSatisfy { done[$0] == firstRow[$0 + 1] - firstRow[$0] }
            count = clean ? total : 0
        }
        return clean ? DraftedRows(records: records, visits: Array(visits.joined())) : nil
    }
}

/// Rows drafted on all cores (see `draftRowsConcurrently`).
struct DraftedRows {
    /// A declaration the pass in order visits, and how many rows come before it.
    struct Visit {
        var declaration: Int32
        var rowsBefore: Int32
        /// A section's title and span, read on the piece's core: read in the pass in order, one
        /// section after another, each waited for memory far from the last.
        var section: SectionHeading? = nil
    }

    /// Every row's record, in order.
    var records: [RowRecord]
    /// In file order: every declaration but the rows with explicit names, whose drafts are
    /// complete but for their names' claims, made on all cores.
    var visits: [Visit]
}

extension Checker {
    /// How many row declarations of `tree` the plain path (`draftPlainRow`) takes, or nil when the
    /// full check (`draftAnyRow`) drafts one of those rows differently or reports otherwise on it:
    /// the two must agree on every row the plain path takes. For tests and fuzzing.
    static func plainRowsTaken(_ tree: SyntaxTree) -> Int? {
        TreeBuffers.with(tree) { buffers in
            var taken = 0
            for (index, declaration) in tree.declarations.enumerated() where declaration.kind == .row {
                var plain = CheckerState(tree: tree, buffers: buffers)
                guard let record = plain.draftPlainRow(declaration, at: index) else { continue }
                var full = CheckerState(tree: tree, buffers: buffers)
                guard full.draftAnyRow(declaration, at: index) == record, full.diagnostics == plain.diagnostics else { return nil }
                taken += 1
            }
            return taken
        }
    }
}
