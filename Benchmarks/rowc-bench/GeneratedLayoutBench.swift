// GeneratedLayoutBench.swift measures the generated `RowLayout`, once code generation provides it.

enum GeneratedLayoutBench {
    static func run(_ context: BenchContext, inputs: [LayoutInput]) -> [Figure] {
        let why = "rowc build is not on this branch yet: no generated RowLayout to measure"
        return [
            .unavailable("layout, solve only (generated RowLayout)", unit: "M rows/s", target: 50, higherIsBetter: true, why: why),
            .unavailable("layout, measure + solve (generated RowLayout)", unit: "M rows/s", target: 10, higherIsBetter: true,
                         why: why),
        ]
    }
}
