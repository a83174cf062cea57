// swift-tools-version:6.0
// StaffList shows rowc in a package: the plugin turns its specs into Swift at build time, and the
// target links RowKit, the runtime the generated code stands on.
import PackageDescription

let package = Package(
    name: "StaffList",
    platforms: [.iOS(.v15), .macOS(.v13)],
    products: [
        .library(name: "StaffList", targets: ["StaffList"]),
    ],
    dependencies: [
        .package(name: "rowc", path: "../.."),
    ],
    targets: [
        .target(name: "StaffList",
                dependencies: [.product(name: "RowKit", package: "rowc")],
                plugins: [.plugin(name: "RowcPlugin", package: "rowc")]),
        .testTarget(name: "StaffListTests", dependencies: ["StaffList", .product(name: "RowKit", package: "rowc")]),
    ]
)
