// FuzzCorpus.swift picks the inputs of the front-end fuzzer's corpus that tests replay, where fuzzing ran.

import Foundation

/// The corpus Fuzz/run.sh grows in .build-fuzz, which exists only where fuzzing ran (CI fuzzes
/// before it tests). It holds thousands of inputs, megabytes in all, so tests replay a bounded
/// sample: the first 100 by name of at most 64 KiB, enough to keep a debug run to seconds.
public enum FuzzCorpus {
    public static let frontEnd: [String] = {
        let folder = Repository.path(".build-fuzz/corpus/frontend")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { folder + "/" + $0 }.filter { path in
            ((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? .max) <= 65_536
        }.prefix(100).map { $0 }
    }()
}
