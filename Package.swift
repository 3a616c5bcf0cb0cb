// swift-tools-version:6.0
import PackageDescription

// The pure modules (Curves, Keyboard, ChatLayout, ChatDemoCore) never see GTK, so they build
// on any platform SwiftPM supports. KeyboardChatUI is the GTK shell as a library; the app and
// the benchmarks are two thin executables over it.
let package = Package(
    name: "KeyboardChat",
    products: [
        .library(name: "Curves", targets: ["Curves"]),
        .library(name: "Keyboard", targets: ["Keyboard"]),
        .library(name: "ChatLayout", targets: ["ChatLayout"]),
        .executable(name: "keyboard-chat", targets: ["KeyboardChatApp"]),
        .executable(name: "keyboard-chat-bench", targets: ["KeyboardChatBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Curves"),
        .target(name: "Keyboard", dependencies: ["Curves"], resources: [.copy("Resources")]),
        .target(name: "ChatLayout", dependencies: ["Curves"]),
        // System calls Swift's Glibc module does not declare (renameat2).
        .target(name: "CSystemCalls"),
        // The demo's own pure logic: the scene glue, conversation files, scripts, traces.
        .target(name: "ChatDemoCore", dependencies: ["Curves", "Keyboard", "ChatLayout", "CSystemCalls"]),
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // The GTK shell: the stage view and its one tick, painting, review tools, the C boundary.
        .target(
            name: "KeyboardChatUI",
            dependencies: ["Curves", "Keyboard", "ChatLayout", "ChatDemoCore", "CGtk"],
            resources: [.copy("Resources")]
        ),
        // The two executables' shared ending: SPEC §5's exit codes for ArgumentParser's errors.
        .target(
            name: "CommandLineExit",
            dependencies: ["ChatDemoCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `keyboard-chat`: the command line over the shell.
        .executableTarget(
            name: "KeyboardChatApp",
            dependencies: [
                "ChatDemoCore", "ChatLayout", "CommandLineExit", "Curves", "Keyboard", "KeyboardChatUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // `keyboard-chat-bench`: the benchmarks, measuring the shell's real stage (`./run.sh bench`).
        .executableTarget(
            name: "KeyboardChatBench",
            dependencies: [
                "ChatDemoCore", "ChatLayout", "CommandLineExit", "Curves", "Keyboard", "KeyboardChatUI", "CGtk",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Test helpers shared by the suites (the seeded generator).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "CurvesTests", dependencies: ["Curves", "TestSupport"]),
        .testTarget(name: "KeyboardTests", dependencies: ["Keyboard", "TestSupport"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatLayout", "TestSupport"]),
        .testTarget(name: "ChatDemoCoreTests", dependencies: ["ChatDemoCore", "Keyboard", "ChatLayout", "TestSupport"]),
        // The benchmarks' own logic in process: percentiles, goals, ratios, the table.
        .testTarget(name: "KeyboardChatBenchTests", dependencies: ["KeyboardChatBench"]),
        .testTarget(name: "UITests", dependencies: ["CGtk", "ChatDemoCore", "Keyboard", "KeyboardChatBench", "TestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
