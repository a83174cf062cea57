// swift-tools-version:6.0
// StaffList shows rowc in a package: the plugin turns Staff.rows into Swift at build time.
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
        .target(name: "StaffList", plugins: [.plugin(name: "RowcPlugin", package: "rowc")]),
        .testTarget(name: "StaffListTests", dependencies: ["StaffList"]),
    ]
)
