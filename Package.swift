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
        // The demo's own pure logic: conversation files, scripts, traces.
        .target(name: "ChatDemoCore"),
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
        .testTarget(name: "CurvesTests", dependencies: ["Curves"]),
        .testTarget(name: "KeyboardTests", dependencies: ["Keyboard"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatLayout"]),
        .testTarget(name: "ChatDemoCoreTests", dependencies: ["ChatDemoCore"]),
        .testTarget(name: "UITests", dependencies: ["CGtk", "ChatDemoCore", "Keyboard"]),
    ],
    swiftLanguageModes: [.v6]
)
