// DiagnosticLimit.swift caps how many diagnostics one phase reports for one file, and sums up the rest.

import RowcSource

/// Stops one phase from reporting more than `perPhase` diagnostics for a file. A file of 50 MB
/// of stray characters would otherwise give 25 million diagnostics: gigabytes of memory and of
/// output, where the first few hundred already say what is wrong. What is left out is counted
/// and reported once, at the place where reporting stopped, with the severity of the worst
/// left out, so the exit status stays what it would have been.
public struct DiagnosticLimit: Sendable {
    public static let perPhase = 1000

    /// How many are reported before the rest are counted.
    public let capacity: Int
    private var reported = 0
    private var dropped = 0
    private var droppedError = false
    private var firstDropped: Span?

    /// A limit of `capacity`: `perPhase` for a phase, fewer where a person reads them as they
    /// come (the language server publishes 100).
    public init(capacity: Int = perPhase) { self.capacity = capacity }

    /// Appends `diagnostic` to `list`, or counts it when `capacity` have been reported already.
    public mutating func append(_ diagnostic: Diagnostic, to list: inout [Diagnostic]) {
        guard reported >= capacity else {
            reported += 1
            list.append(diagnostic)
            return
        }
        dropped += 1
        droppedError = droppedError || diagnostic.severity == .error
        if firstDropped == nil { firstDropped = diagnostic.span }
    }

    /// Appends `kept`, what `other`, a limit of the same capacity, let through of the part of the
    /// input after this one's, and counts what `other` left out: as if this limit had seen that
    /// part itself. Of a file's pieces, each reported apart, joined in order.
    public mutating func append(contentsOf kept: [Diagnostic], of other: DiagnosticLimit, to list: inout [Diagnostic]) {
        for diagnostic in kept { append(diagnostic, to: &list) }
        // `other` left some out only after letting `capacity` through, which this limit has now seen.
        guard other.dropped > 0 else { return }
        dropped += other.dropped
        droppedError = droppedError || other.droppedError
        if firstDropped == nil { firstDropped = other.firstDropped }
    }

    /// One diagnostic saying how many were left out, or nil when none were.
    public func summary(_ code: DiagnosticCode) -> Diagnostic? {
        guard let at = firstDropped else { return nil }
        let what = droppedError ? "error" : "warning"
        return Diagnostic(code, "\(dropped) more \(what)\(dropped == 1 ? "" : "s") not reported after the first \(capacity); fix these and check again",
                          at: at, severity: droppedError ? .error : .warning)
    }
}
