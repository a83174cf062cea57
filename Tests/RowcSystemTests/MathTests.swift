// MathTests.swift checks that RowcSystem's math gives the C library's results to the bit, the colour conversions' promise.

import RowcSystem
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

@Suite("math")
struct MathTests {
    @Test("pow equals the C library's bit for bit, over the colour curves' exponents and beyond")
    func powMatchesC() {
        let exponents = [2.4, 1 / 2.4, 2.2, 0.5, 3, -1.5, 0]
        for exponent in exponents {
            for k in 0...2_000 {
                let x = Double(k) / 1_000 - 0.5
                #expect(Math.pow(x, exponent).bitPattern == pow(x, exponent).bitPattern, "pow(\(x), \(exponent))")
            }
        }
    }
}
