// PointFormat.swift rounds and prints lengths in points the one way every report uses.

/// Lengths as reports show them: rounded half away from zero to two decimals, without
/// trailing zeros, never `-0`. `181.4`, `11.5`, `282`.
public enum PointFormat {
    /// `value` rounded to hundredths; the nearest double to the decimal it prints as.
    public static func rounded(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        let hundredths = (value * 100).rounded()
        return hundredths == 0 ? 0 : hundredths / 100
    }

    /// `value` with at most two decimals: `"181.4"`, `"-3.25"`, `"0"`.
    public static func string(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        let hundredths = (value * 100).rounded()
        guard abs(hundredths) < 1e15 else { return String(value) }
        let n = Int(hundredths)
        let sign = n < 0 ? "-" : ""
        let whole = abs(n) / 100, fraction = abs(n) % 100
        if fraction == 0 { return sign + String(whole) }
        let digits = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0" : "") + String(fraction)
        return sign + String(whole) + "." + digits
    }
}
