// swift-tools-version: 6.2
// Hummingbird's manifest needs tools 6.2; every target builds in the Swift 6 language mode.
import PackageDescription

let package = Package(
    name: "Layoutbook",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "layoutbook", targets: ["layoutbook"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-syntax.git", exact: "603.0.1"),
        // SHA-256 names the build cache's entries (already built for Hummingbird's TLS dependencies).
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
    ],
    targets: [
        .target(name: "Diagnostics"),
        // Pure Swift, no imports: `Double.rounded` calls into libm on Linux, so link it here.
        .target(name: "LayoutEngine", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        .target(name: "LayoutCases", dependencies: ["LayoutEngine"]),
        // UIKit's constraint solver: pure Swift, no UIKit knowledge, no imports.
        .target(name: "ConstraintSolver"),
        // UIKit's Auto Layout on top of the solver: views, guides, intrinsic sizes, stack views.
        // Interface Builder files (.xib) read with Foundation's XML parser (libxml2): a tree of elements.
        .target(name: "InterfaceBuilder"),
        .target(name: "UIKitLayout", dependencies: ["ConstraintSolver"], linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // SwiftUI's layout: proposals and answers, stacks, frames and modifiers. Pure Swift, no imports.
        .target(name: "SwiftUILayout", linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]),
        // Reads constraint systems as JSON and prints their solutions: the kiwisolver oracle's peer.
        .executableTarget(name: "constraint-solver-oracle", dependencies: ["ConstraintSolver"]),
        .executableTarget(name: "layoutbook-cases", dependencies: ["LayoutCases"]),
        .executableTarget(name: "layoutbook-bench", dependencies: ["LayoutEngine", "ConstraintSolver", "SwiftUILayout"]),
        .executableTarget(name: "layoutbook-snippet-bench", dependencies: ["Pipeline", "CourseModel"]),
        .target(name: "Diagrams", dependencies: ["LayoutEngine"]),
        .target(name: "SnippetInterpreter", dependencies: [
            "LayoutEngine", "UIKitLayout", "SwiftUILayout", "ConstraintSolver", "InterfaceBuilder", "Diagnostics",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            .product(name: "SwiftOperators", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
            .product(name: "SwiftLexicalLookup", package: "swift-syntax"),
        ], resources: [
            // The API a snippet may use, declared as Swift interfaces and compiled into the binary.
            .embedInCode("API/UIKit.swiftinterface"),
            .embedInCode("API/UIKitViews.swiftinterface"),
            .embedInCode("API/Texture.swiftinterface"),
            .embedInCode("API/TextureSwiftSupport.swiftinterface"),
            .embedInCode("API/SwiftUI.swiftinterface"),
            .embedInCode("API/Sandbox.swiftinterface"),
            .embedInCode("API/Renamed.swiftinterface"),
            .embedInCode("API/SwiftTypeNames.txt"),
            // Stand-ins for small libraries, in Swift, loaded when a file imports them.
            .embedInCode("Libraries/Then.swiftsource"),
        ]),
        .systemLibrary(
            name: "CCmarkGFM",
            pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        .target(name: "Markup", dependencies: ["CCmarkGFM", "Diagnostics"]),
        .target(name: "CourseModel", dependencies: [
            "Markup", "Diagnostics",
            .product(name: "Yams", package: "Yams"),
        ]),
        .target(name: "SiteRenderer", dependencies: [
            "CourseModel", "Markup", "Diagnostics",
            .product(name: "Mustache", package: "swift-mustache"),
            .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftSyntax", package: "swift-syntax"),
        ]),
        // One C call (renameat2) that Swift's Glibc module does not expose: the atomic site swap.
        .target(name: "CAtomicSwap"),
        .target(name: "Pipeline", dependencies: [
            "CourseModel", "SiteRenderer", "Diagnostics", "Diagrams", "LayoutEngine", "SnippetInterpreter", "CAtomicSwap",
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .target(name: "PreviewServer", dependencies: [
            "Diagnostics",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The playground's HTTP API: runs learners' edits in the sandbox, with limits.
        .target(name: "PlaygroundServer", dependencies: [
            "Pipeline", "PreviewServer", "Diagnostics",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        .target(name: "LayoutbookCLI", dependencies: [
            "Pipeline", "PreviewServer", "PlaygroundServer", "Diagnostics", "CourseModel",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .executableTarget(name: "layoutbook", dependencies: ["LayoutbookCLI"]),

        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "SwiftUILayoutTests", dependencies: ["SwiftUILayout"]),
        .testTarget(name: "UIKitLayoutTests", dependencies: ["UIKitLayout", "ConstraintSolver"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "LayoutCases"], exclude: ["Fixtures"]),
        .testTarget(name: "DiagramsTests", dependencies: [
            "Diagrams", "LayoutEngine",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], exclude: ["__Snapshots__"]),
        .testTarget(name: "SnippetInterpreterTests", dependencies: ["SnippetInterpreter", "LayoutEngine", "Diagnostics"], exclude: ["Fixtures", "CompilerOracle", "RunOracle"]),
        .testTarget(name: "MarkupTests", dependencies: ["Markup"], exclude: ["Fixtures"]),
        .testTarget(name: "CourseModelTests", dependencies: ["CourseModel"], exclude: ["Fixtures"]),
        .testTarget(name: "SiteRendererTests", dependencies: [
            "SiteRenderer", "CourseModel", "Diagnostics", .product(name: "Mustache", package: "swift-mustache"),
        ]),
        .testTarget(name: "PipelineTests", dependencies: ["Pipeline", "CourseModel", "LayoutEngine"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutbookCLITests", dependencies: ["LayoutbookCLI"]),
        .testTarget(name: "PreviewServerTests", dependencies: [
            "PreviewServer",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
        .testTarget(name: "PlaygroundServerTests", dependencies: [
            "PlaygroundServer", "PreviewServer", "Pipeline", "CourseModel",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
        ]),
    ]
)
