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

    /// Every row, drafted, by declaration index, drafted concurrently in contiguous pieces; nil for a
    /// small file, or when drafting reported anything. Then rows are checked one by one in order,
    /// so diagnostics and their limit come out as ever. A draft reports only about its own row, so
    /// a clean file's drafts are exactly what checking its rows one by one would make.
    func draftRowsConcurrently() -> [(CheckedRow, RowDraft)?]? {
        let declarations = tree.declarations
        let pieces = min(Self.cores, declarations.count / Self.minimumDeclarationsPerPiece)
        guard pieces > 1 else { return nil }
        let tree = self.tree
        var clean = true
        let drafts = [(CheckedRow, RowDraft)?](unsafeUninitializedCapacity: declarations.count) { buffer, count in
            buffer.initialize(repeating: nil)
            count = declarations.count
            let failed = UnsafeMutableBufferPointer<Bool>.allocate(capacity: pieces)
            failed.initialize(repeating: false)
            defer { failed.deallocate() }
            nonisolated(unsafe) let output = buffer, failures = failed
            DispatchQueue.concurrentPerform(iterations: pieces) { k in
                // Each piece writes only its own declarations' drafts and its own failure flag.
                var worker = CheckerState(tree: tree, expectedRows: 0)
                for d in (declarations.count * k / pieces)..<(declarations.count * (k + 1) / pieces)
                where declarations[d].kind == .row {
                    output[d] = worker.draftRow(declarations[d])
                    if !worker.diagnostics.isEmpty {
                        failures[k] = true
                        return
                    }
                }
            }
            clean = !failed.contains(true)
        }
        return clean ? drafts : nil
    }
}
