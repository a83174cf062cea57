// Suggestions.swift finds the closest known names to a misspelled one, for did-you-mean fix-its.

/// The candidates within a small edit distance of `name`, closest first (ties keep candidate order).
public func closestNames(to name: String, among candidates: [String], limit: Int = 4) -> [String] {
    let lowered = name.lowercased()
    let maxDistance = max(1, min(3, lowered.count / 3 + 1))
    let length = lowered.unicodeScalars.count
    return candidates
        // Names whose lengths differ by more than the distance allowed cannot be close; skipping them
        // keeps a 5 MB word from costing an edit distance per candidate.
        .filter { abs($0.unicodeScalars.count - length) <= maxDistance }
        .map { ($0, editDistance(lowered, $0.lowercased())) }
        .filter { $0.1 <= maxDistance && $0.1 < max(lowered.count, $0.0.count) }
        .enumerated()
        .sorted { ($0.element.1, $0.offset) < ($1.element.1, $1.offset) }
        .prefix(limit)
        .map(\.element.0)
}

/// The Damerau–Levenshtein (optimal string alignment) distance: transposed letters count one edit.
public func editDistance(_ a: String, _ b: String) -> Int {
    let x = Array(a.unicodeScalars), y = Array(b.unicodeScalars)
    if x.isEmpty { return y.count }
    if y.isEmpty { return x.count }
    var previous2 = [Int](repeating: 0, count: y.count + 1)
    var previous = Array(0...y.count)
    var current = [Int](repeating: 0, count: y.count + 1)
    for i in 1...x.count {
        current[0] = i
        for j in 1...y.count {
            let cost = x[i - 1] == y[j - 1] ? 0 : 1
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] {
                current[j] = min(current[j], previous2[j - 2] + 1)
            }
        }
        (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[y.count]
}
