// LayoutFeatures.swift reads GPOS's script and feature lists: which lookups a feature turns on for a script.

/// LayoutFeatures answers which lookups of a GPOS (or GSUB) table a feature reaches for a
/// script's default language system.
struct LayoutFeatures: Sendable {
    let table: FontBytes
    let scripts: [String: Int]
    let features: [(tag: String, offset: Int)]

    init(_ table: FontBytes) throws(FontError) {
        let scriptList = Int(try table.u16(4)), featureList = Int(try table.u16(6))
        var scripts: [String: Int] = [:]
        if scriptList != 0 {
            let count = Int(try table.u16(scriptList))
            try table.require(at: scriptList + 2, count: count, stride: 6)
            for index in 0..<count {
                let record = scriptList + 2 + index * 6
                scripts[try table.tag(record)] = scriptList + Int(try table.u16(record + 4))
            }
        }
        var features: [(String, Int)] = []
        if featureList != 0 {
            let count = Int(try table.u16(featureList))
            try table.require(at: featureList + 2, count: count, stride: 6)
            for index in 0..<count {
                let record = featureList + 2 + index * 6
                features.append((try table.tag(record), featureList + Int(try table.u16(record + 4))))
            }
        }
        self.table = table
        self.scripts = scripts
        self.features = features
    }

    /// scriptTag(for:) is the script whose language systems apply to `script`: itself, or as
    /// shapers fall back, 'DFLT', 'dflt', then 'latn'; nil when the table has none of them.
    func scriptTag(for script: String) -> String? {
        [script, "DFLT", "dflt", "latn"].first { scripts[$0] != nil }
    }

    /// lookups(feature:script:) are the indices of the lookups `feature` reaches in the
    /// default language system of `script` (after the fallback above), ascending, as shapers apply them.
    func lookups(feature: String, script: String) throws(FontError) -> [Int] {
        guard let tag = scriptTag(for: script), let scriptOffset = scripts[tag] else { return [] }
        let defaultLanguage = Int(try table.u16(scriptOffset))
        guard defaultLanguage != 0 else { return [] }
        let language = scriptOffset + defaultLanguage
        let required = Int(try table.u16(language + 2))
        let count = Int(try table.u16(language + 4))
        try table.require(at: language + 6, count: count, stride: 2)
        var indices = required == 0xFFFF ? [] : [required]
        for index in 0..<count { indices.append(Int(try table.u16(language + 6 + index * 2))) }
        var lookups = Set<Int>()
        for index in indices {
            guard index < features.count else {
                throw table.error("script '\(tag)' names feature \(index); the feature list has \(features.count)", at: language)
            }
            guard features[index].tag == feature else { continue }
            let offset = features[index].offset
            let lookupCount = Int(try table.u16(offset + 2))
            try table.require(at: offset + 4, count: lookupCount, stride: 2)
            for lookup in 0..<lookupCount { lookups.insert(Int(try table.u16(offset + 4 + lookup * 2))) }
        }
        return lookups.sorted()
    }
}
