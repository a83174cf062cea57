// TextMateTokenizer.swift is a small TextMate grammar interpreter over NSRegularExpression, enough for rows.tmLanguage.json.

import Foundation
import RowcJSON

/// Reads a TextMate grammar (match rules, begin/end rules, captures, includes from the repository)
/// and gives each UTF-16 unit of a line its scope names, the way editors do: at each position the
/// rule matching earliest wins, ties going to the rule listed first; an open rule's end is tried first.
struct TextMateTokenizer {
    final class Rule {
        var match: NSRegularExpression?
        var begin: NSRegularExpression?
        var end: NSRegularExpression?
        var name: String?
        var captures: [Int: String] = [:]
        var beginCaptures: [Int: String] = [:]
        var endCaptures: [Int: String] = [:]
        var patterns: [Rule] = []
    }

    struct GrammarError: Error, CustomStringConvertible {
        let description: String
    }

    let scopeName: String
    let patterns: [Rule]

    init(json: JSON) throws {
        guard let scope = json["scopeName"]?.stringValue, let top = json["patterns"]?.arrayValue else {
            throw GrammarError(description: "no scopeName or patterns")
        }
        scopeName = scope
        let repository = json["repository"] ?? .object([])
        patterns = try top.flatMap { try Self.rules($0, repository: repository, depth: 0) }
    }

    /// The rules a pattern entry stands for: itself, or for an include or a group, the rules inside.
    static func rules(_ entry: JSON, repository: JSON, depth: Int) throws -> [Rule] {
        guard depth < 32 else { throw GrammarError(description: "includes nest too deep") }
        if let include = entry["include"]?.stringValue {
            guard include.hasPrefix("#"), let target = repository[String(include.dropFirst())] else {
                throw GrammarError(description: "unknown include \(include)")
            }
            return try rules(target, repository: repository, depth: depth + 1)
        }
        let inner = try (entry["patterns"]?.arrayValue ?? []).flatMap { try rules($0, repository: repository, depth: depth + 1) }
        if entry["match"] == nil && entry["begin"] == nil { return inner }
        let rule = Rule()
        rule.name = entry["name"]?.stringValue
        rule.patterns = inner
        rule.match = try entry["match"]?.stringValue.map(regex)
        rule.begin = try entry["begin"]?.stringValue.map(regex)
        rule.end = try entry["end"]?.stringValue.map(regex)
        rule.captures = captures(entry["captures"])
        rule.beginCaptures = captures(entry["beginCaptures"])
        rule.endCaptures = captures(entry["endCaptures"])
        return [rule]
    }

    static func regex(_ pattern: String) throws -> NSRegularExpression {
        try NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    }

    static func captures(_ json: JSON?) -> [Int: String] {
        guard case .object(let members)? = json else { return [:] }
        var result: [Int: String] = [:]
        for (key, value) in members {
            if let index = Int(key), let name = value["name"]?.stringValue { result[index] = name }
        }
        return result
    }

    /// The scopes of every UTF-16 unit of `line`; `stack` carries rules still open from earlier lines.
    func tokenize(_ line: String, stack: inout [Rule]) -> [[String]] {
        let text = line as NSString
        let length = text.length
        var scopes = [[String]](repeating: [], count: length)
        var pos = 0
        func base() -> [String] { [scopeName] + stack.compactMap(\.name) }
        func find(_ regex: NSRegularExpression, from start: Int) -> NSTextCheckingResult? {
            regex.firstMatch(in: line, options: [.withTransparentBounds, .withoutAnchoringBounds],
                             range: NSRange(location: start, length: length - start))
        }
        func paint(_ range: NSRange, _ names: [String]) {
            guard range.location != NSNotFound else { return }
            for i in range.location..<range.location + range.length { scopes[i] = names }
        }
        func name(_ template: String, _ match: NSTextCheckingResult) -> String {
            var result = template
            for group in stride(from: match.numberOfRanges - 1, through: 1, by: -1) where result.contains("$\(group)") {
                let range = match.range(at: group)
                result = result.replacingOccurrences(of: "$\(group)", with: range.location == NSNotFound ? "" : text.substring(with: range))
            }
            return result
        }
        func paint(_ match: NSTextCheckingResult, outer: [String], captures: [Int: String]) {
            paint(match.range, outer)
            for group in captures.keys.sorted() where group < match.numberOfRanges {
                let range = match.range(at: group)
                guard range.location != NSNotFound, range.length > 0 else { continue }
                for i in range.location..<range.location + range.length { scopes[i] = scopes[i] + [name(captures[group]!, match)] }
            }
        }
        while pos <= length {
            var best: (match: NSTextCheckingResult, rule: Rule?, isEnd: Bool)?
            if let open = stack.last, let end = open.end, let m = find(end, from: pos) { best = (m, nil, true) }
            for rule in stack.last?.patterns ?? patterns {
                guard let regex = rule.match ?? rule.begin, let m = find(regex, from: pos) else { continue }
                if best == nil || m.range.location < best!.match.range.location { best = (m, rule, false) }
            }
            guard let (match, rule, isEnd) = best else { break }
            paint(NSRange(location: pos, length: match.range.location - pos), base())
            let matchEnd = match.range.location + match.range.length
            if isEnd {
                paint(match, outer: base(), captures: stack.last!.endCaptures)
                stack.removeLast()
            } else if let rule, rule.begin != nil {
                let outer = base() + (rule.name.map { [name($0, match)] } ?? [])
                paint(match, outer: outer, captures: rule.beginCaptures)
                stack.append(rule)
            } else if let rule {
                paint(match, outer: base() + (rule.name.map { [name($0, match)] } ?? []), captures: rule.captures)
            }
            // An empty match that opens or closes nothing must still move on.
            if matchEnd == pos && !isEnd && rule?.begin == nil { pos += 1 } else { pos = max(matchEnd, pos) }
            if pos == length && stack.isEmpty { break }
            if matchEnd == length && isEnd && pos == length { break }
        }
        if pos < length { paint(NSRange(location: pos, length: length - pos), base()) }
        return scopes
    }
}
