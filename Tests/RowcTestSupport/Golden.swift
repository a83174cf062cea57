// Golden.swift compares output with a recorded file, or records it when ROWC_RECORD=1.

import Foundation
import Testing

/// Golden files are recorded on purpose and reviewed like code: `ROWC_RECORD=1 swift test`
/// rewrites them; otherwise a difference fails the test with a diff.
public enum Golden {
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["ROWC_RECORD"] == "1" }

    /// Checks optional output: nil means the file must not exist (and is deleted when recording).
    public static func check(_ actual: String?, against relative: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if let actual {
            check(actual, against: relative, sourceLocation: sourceLocation)
        } else if isRecording {
            try? FileManager.default.removeItem(atPath: Repository.path(relative))
        } else if Repository.exists(relative) {
            Issue.record("\(relative) exists but the run printed no such output; delete it or record again",
                         sourceLocation: sourceLocation)
        }
    }

    /// Checks `actual` against the file at `relative` (from the repository root), or writes it when recording.
    public static func check(_ actual: String, against relative: String, sourceLocation: SourceLocation = #_sourceLocation) {
        if isRecording {
            do {
                try Repository.write(actual, to: relative)
            } catch {
                Issue.record("cannot record \(relative): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let expected = try? Repository.readText(relative) else {
            Issue.record("\(relative) is missing; record it with `ROWC_RECORD=1 swift test`", sourceLocation: sourceLocation)
            return
        }
        guard expected != actual else { return }
        let diff = unifiedDiff(expected: expected, actual: actual, expectedName: relative, actualName: "actual output")
        Issue.record("""
            output differs from \(relative); if the change is intended, record it with \
            `ROWC_RECORD=1 swift test` and review the new file:
            \(diff)
            """, sourceLocation: sourceLocation)
    }
}
