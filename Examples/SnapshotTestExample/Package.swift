// swift-tools-version: 6.1
// A user's package: table code and a snapshot test of it, depending on
// TableSnap by path (from elsewhere, use TableSnap's repository URL).
import PackageDescription

let package = Package(
    name: "SnapshotTestExample",
    dependencies: [
        .package(name: "TableSnap", path: "../.."),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
    ],
    targets: [
        .target(name: "FruitList", dependencies: [.product(name: "TableKit", package: "TableSnap")]),
        .testTarget(name: "FruitListTests", dependencies: [
            "FruitList",
            .product(name: "TableSnapTesting", package: "TableSnap"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        // Unchanged UIKit files (import UIKit, @objc, #selector, overrides in
        // extensions) in UIKit/, compiled on Linux through TableSnap's plugin.
        .testTarget(name: "SettingsScreenTests", dependencies: [
            .product(name: "TableSnapUIKit", package: "TableSnap"),
            .product(name: "TableSnapTesting", package: "TableSnap"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["UIKit", "__Snapshots__"], plugins: [.plugin(name: "UIKitSources", package: "TableSnap")]),
        // Screens ported from app code (TableSnap's own test corpus): those in
        // UIKit/ are app files as they are, compiled through the plugin.
        .testTarget(name: "UIKitPortsTests", dependencies: [
            .product(name: "TableSnapUIKit", package: "TableSnap"),
            .product(name: "TableSnapTesting", package: "TableSnap"),
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["UIKit", "__Snapshots__"], plugins: [.plugin(name: "UIKitSources", package: "TableSnap")]),
    ]
)
