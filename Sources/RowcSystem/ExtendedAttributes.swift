// ExtendedAttributes.swift reads, writes and removes a path's extended attributes, on Linux, where rowc uses them.

import CSystem

/// Small values kept on a file or folder beside its contents (`user.` attributes). Only on
/// Linux: elsewhere there are none to read, and writing and removing do nothing, so a caller
/// treats them as a cache that is always empty.
public enum ExtendedAttributes {
    /// The value of attribute `name` on `path`, if it has one of at most `limit` bytes.
    public static func value(_ name: String, on path: String, limit: Int) -> [UInt8]? {
        #if os(Linux)
        var buffer = [UInt8](repeating: 0, count: limit)
        let n = buffer.withUnsafeMutableBytes { getxattr(path, name, $0.baseAddress, $0.count) }
        return n > 0 ? Array(buffer[0..<n]) : nil
        #else
        return nil
        #endif
    }

    /// Sets attribute `name` on `path` to `value`; quietly does nothing where that is not possible.
    public static func set(_ name: String, to value: [UInt8], on path: String) {
        #if os(Linux)
        _ = value.withUnsafeBytes { setxattr(path, name, $0.baseAddress, $0.count, 0) }
        #endif
    }

    /// Removes attribute `name` from `path`, if it is there.
    public static func remove(_ name: String, from path: String) {
        #if os(Linux)
        _ = removexattr(path, name)
        #endif
    }
}
