// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TableSnap",
    products: [
        .library(name: "TableKit", targets: ["TableKit"]),
        .library(name: "Mockup", targets: ["Mockup"]),
        .library(name: "Review", targets: ["Review"]),
        .library(name: "TableSnapTesting", targets: ["TableSnapTesting"]),
        .library(name: "TableSnapUIKit", targets: ["TableSnapUIKit"]),
        .executable(name: "tablesnap", targets: ["tablesnap"]),
        .plugin(name: "UIKitSources", targets: ["UIKitSources"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // Combine for app code on Linux: TableSnapUIKit re-exports it (see Combine.swift there).
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
        // `swift package generate-documentation`: the DocC catalogues beside the sources.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // pkg-config's flags for pangocairo include "-pthread", which SwiftPM
        // refuses with a warning in every package that depends on this one;
        // cairo's and harfbuzz's do not, and CGraphics reaches Pango's headers
        // by a link (see CGraphics.h).
        .systemLibrary(name: "CCairo", pkgConfig: "cairo"),
        .systemLibrary(name: "CHarfBuzz", pkgConfig: "harfbuzz"),
        .target(name: "CGraphics", dependencies: ["CCairo", "CHarfBuzz"]),
        .target(name: "Canvas", dependencies: ["CGraphics"]),
        .target(name: "Layout"),
        .target(name: "TableKit", dependencies: ["Canvas", "Layout"]),
        // Mockup reads YAML through libyaml's events (the CYaml module Yams
        // builds and links), to bound what aliases expand to; see YAMLComposer.
        .target(name: "Mockup", dependencies: ["TableKit", "CSystemCalls", .product(name: "Yams", package: "Yams")]),
        .target(name: "CSystemCalls"),
        // What a reviewer looks at, apart from what a mockup is: review sheets,
        // redlines (--annotate), verify, diff and the HTML report.
        .target(name: "Review", dependencies: ["Mockup", "TableKit"]),
        .target(name: "TableSnapTesting", dependencies: ["TableKit", "Mockup", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .target(name: "TableSnapUIKit", dependencies: ["TableKit", .product(name: "OpenCombineShim", package: "OpenCombine")]),
        .executableTarget(
            name: "tablesnap",
            dependencies: ["Mockup", "Review", "CSystemCalls", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .executableTarget(name: "tablesnap-bench", dependencies: ["Mockup", "CGraphics"]),
        // Unchanged UIKit files compiled on Linux: a target's UIKit/ folder,
        // rewritten on swift-syntax's tree (syntax only: no UIKit behaviour here).
        .target(name: "UIKitSourceRewriting", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .executableTarget(name: "uikit-sources", dependencies: ["UIKitSourceRewriting"]),
        // No target of this package applies the plugin: a build that plans it compiles
        // swift-syntax, which nothing the command-line tool runs needs. The screens
        // compiled through it are tested in Examples/SnapshotTestExample.
        .plugin(name: "UIKitSources", capability: .buildTool(), dependencies: ["uikit-sources"]),
        // References forged to pass a comparison they should fail, for the tests of every comparison.
        .target(name: "ForgedReferences", path: "Tests/ForgedReferences"),
        .testTarget(name: "CanvasTests", dependencies: ["Canvas", "CGraphics", "ForgedReferences"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutTests", dependencies: ["Layout"]),
        .testTarget(name: "TableKitTests", dependencies: ["TableKit", "Review", "TableSnapTesting"]),
        .testTarget(name: "MockupTests", dependencies: ["Mockup", "CSystemCalls", "Review", "TableSnapTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
        .testTarget(name: "TableSnapCLITests", dependencies: ["tablesnap", "ForgedReferences"]),
        // An app's asset catalogue, copied as an app's test target copies it, reached through Bundle.module.
        .testTarget(name: "TableSnapUIKitTests", dependencies: ["TableSnapUIKit", "TableSnapTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")],
                    resources: [.copy("Fixtures/Assets.xcassets")]),
        .testTarget(name: "UIKitSourceRewritingTests", dependencies: ["UIKitSourceRewriting"]),
        .testTarget(name: "TableSnapTestingTests", dependencies: ["TableSnapTesting", "ForgedReferences", .product(name: "SnapshotTesting", package: "swift-snapshot-testing")]),
    ]
)
