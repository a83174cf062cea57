// Cores.swift says how many cores the phases that split their work can use.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public enum Cores {
    /// The processors online, at least 1.
    public static let online: Int = max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// Where share `k` of `pieces` of `count` items starts, for work that cores take piece by
    /// piece as they come free: the later half of the shares are half the size of the earlier,
    /// so the last piece, done while the other cores wait, is short.
    public static func share(_ k: Int, of pieces: Int, _ count: Int) -> Int {
        let large = (pieces + 1) / 2, units = 2 * large + (pieces - large)
        let before = 2 * min(k, large) + max(0, k - large)
        return Int(Int64(count) * Int64(before) / Int64(units))
    }
}
