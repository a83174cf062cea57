// Math.swift gives the C library's floating-point functions that the standard library lacks.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The colour conversions need powers with fractional exponents, which Swift's standard library
/// does not offer; these call the C library's, so results are the same to the bit as before.
public enum Math {
    /// `x` raised to `y`: pow(3).
    @inlinable
    public static func pow(_ x: Double, _ y: Double) -> Double {
        #if canImport(Glibc)
        Glibc.pow(x, y)
        #else
        Darwin.pow(x, y)
        #endif
    }
}
