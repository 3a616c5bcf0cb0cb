// swift-tools-version:6.0
import PackageDescription

// The three pure modules (Curves, Keyboard, ChatLayout) never see GTK, so they
// build on any platform SwiftPM supports. Only the app and the UI tests link CGtk.
let package = Package(
    name: "KeyboardChat",
    products: [
        .library(name: "Curves", targets: ["Curves"]),
        .library(name: "Keyboard", targets: ["Keyboard"]),
        .library(name: "ChatLayout", targets: ["ChatLayout"]),
        .executable(name: "keyboard-chat", targets: ["KeyboardChatApp"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Curves"),
        .target(name: "Keyboard", dependencies: ["Curves"], resources: [.copy("Resources")]),
        .target(name: "ChatLayout", dependencies: ["Curves"]),
        // The demo's own pure logic: the scene glue, conversation files, scripts, traces.
        .target(name: "ChatDemoCore", dependencies: ["Curves", "Keyboard", "ChatLayout"]),
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        .executableTarget(
            name: "KeyboardChatApp",
            dependencies: [
                "Curves", "Keyboard", "ChatLayout", "ChatDemoCore", "CGtk",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            resources: [.copy("Resources")]
        ),
        // Test helpers shared by the suites (the seeded generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CurvesTests", dependencies: ["Curves", "TestSupport"]),
        .testTarget(name: "KeyboardTests", dependencies: ["Keyboard", "TestSupport"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatLayout", "TestSupport"]),
        .testTarget(name: "ChatDemoCoreTests", dependencies: ["ChatDemoCore", "Keyboard", "ChatLayout", "TestSupport"]),
        .testTarget(name: "UITests", dependencies: ["CGtk", "ChatDemoCore", "Keyboard", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
