// swift-tools-version:6.0
import PackageDescription

// The pure modules (Curves, Keyboard, ChatLayout, ChatDemoCore and the small modules under them)
// never see GTK, so they build on any platform SwiftPM supports. KeyboardChatUI is the GTK
// shell as a library; the app and the benchmarks are two thin executables over it.
let package = Package(
    name: "KeyboardChat",
    products: [
        .library(name: "Curves", targets: ["Curves"]),
        .library(name: "Keyboard", targets: ["Keyboard"]),
        .library(name: "ChatLayout", targets: ["ChatLayout"]),
        // A product so that the micro-benchmarks' own package (Benchmarks/) can measure its scanner.
        .library(name: "StrictJSON", targets: ["StrictJSON"]),
        .executable(name: "keyboard-chat", targets: ["KeyboardChatApp"]),
        .executable(name: "keyboard-chat-bench", targets: ["KeyboardChatBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // `swift package generate-documentation` (`./run.sh docs`): a command plugin, built only
        // when that command runs, so the app's and the tests' builds only resolve it.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Curves"),
        // Quoting what a user typed in a message without letting it reach the terminal raw.
        .target(name: "TerminalText"),
        // The strict JSON scanner: where a text stops being JSON, and where a value sits in it.
        .target(name: "StrictJSON", dependencies: ["TerminalText"]),
        .target(name: "Keyboard", dependencies: ["Curves", "StrictJSON"], resources: [.copy("Resources")]),
        .target(name: "ChatLayout", dependencies: ["Curves"]),
        // System calls Swift's Glibc module does not declare (renameat2), and the termination
        // signals' watch. Its debug information is DWARF 4: Debian 12's valgrind (3.19), which the
        // leak test runs the debug binary under, gives up on clang's default DWARF 5.
        .target(name: "CSystemCalls", cSettings: [.unsafeFlags(["-gdwarf-4"])]),
        // Files the user names, read and written safely: outputs replaced whole or not at all,
        // never over an input, a device or someone else's files; paths kept as their bytes.
        .target(name: "OutputFiles", dependencies: ["CSystemCalls", "TerminalText"]),
        // Starting another program and waiting for it with a time limit, both output streams
        // drained, through posix_spawn (never Foundation's Process): the tests' and the benchmarks' one way.
        .target(name: "ChildProcesses", dependencies: ["CSystemCalls"]),
        // The demo's own pure logic: the scene glue, conversation files, scripts, traces.
        .target(name: "ChatDemoCore", dependencies: ["Curves", "Keyboard", "ChatLayout", "OutputFiles", "StrictJSON", "TerminalText"]),
        // The system zlib, for zipped chat exports.
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Opening chat exports (Telegram's JSON, WhatsApp's text, zipped or not) as conversations.
        .target(name: "ChatImport", dependencies: ["ChatDemoCore", "OutputFiles", "StrictJSON", "TerminalText", "CZlib"]),
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // Video export: GStreamer encodes MP4 and WebM in process, giflib writes GIFs
        // (Debian 12's GStreamer has no GIF encoder). See docs/VIDEO.md.
        .systemLibrary(
            name: "CGStreamer",
            pkgConfig: "gstreamer-app-1.0",
            providers: [.apt(["libgstreamer1.0-dev", "libgstreamer-plugins-base1.0-dev"])]
        ),
        .systemLibrary(name: "CGif", providers: [.apt(["libgif-dev"])]),
        .target(name: "VideoExport", dependencies: ["OutputFiles", "CGStreamer", "CGif"]),
        // Reading a screen recording's keyboard and bar frame by frame, and fitting the platforms'
        // curves to them: pure, fed rows of pixels by the decoder (docs/MEASURE.md).
        .target(name: "RecordingMeasure", dependencies: ["ChatDemoCore", "Curves"]),
        // The GTK shell: the stage view and its one tick, painting, review tools, the C boundary.
        .target(
            name: "KeyboardChatUI",
            dependencies: ["Curves", "Keyboard", "ChatLayout", "ChatDemoCore", "OutputFiles", "CGtk", "VideoExport", "RecordingMeasure"],
            resources: [.copy("Resources")]
        ),
        // The two executables' shared ending: ArgumentParser's errors mapped to the app's documented
        // exit codes (0 success, 1 runtime failure, 2 bad usage or input; docs/CLI.md, "Exit codes").
        .target(
            name: "CommandLineExit",
            dependencies: ["ChatDemoCore", "OutputFiles", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // `keyboard-chat`: the command line over the shell.
        .executableTarget(
            name: "KeyboardChatApp",
            dependencies: [
                "ChatDemoCore", "ChatLayout", "CommandLineExit", "Curves", "Keyboard", "KeyboardChatUI", "OutputFiles",
                "ChatImport", "TerminalText", "RecordingMeasure",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                "VideoExport",
            ]
        ),
        // Generated Telegram and WhatsApp exports of any size, for the start-up benchmarks and
        // the tests that open them.
        .target(name: "ChatExportSamples", dependencies: ["ChatDemoCore"]),
        // `keyboard-chat-bench`: the benchmarks, measuring the shell's real stage (`./run.sh bench`).
        .executableTarget(
            name: "KeyboardChatBench",
            dependencies: [
                "ChatDemoCore", "ChatExportSamples", "ChatLayout", "ChildProcesses", "CommandLineExit", "Curves", "Keyboard",
                "KeyboardChatUI", "CGtk", "OutputFiles", .product(name: "ArgumentParser", package: "swift-argument-parser"), "VideoExport",
            ]
        ),
        // Test helpers shared by the suites (the seeded generator, temporary folders).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "ChildProcessesTests", dependencies: ["ChildProcesses", "TestSupport"]),
        .testTarget(name: "RecordingMeasureTests", dependencies: ["RecordingMeasure", "ChatDemoCore", "Curves"]),
        .testTarget(name: "CurvesTests", dependencies: ["Curves", "TestSupport"]),
        .testTarget(name: "KeyboardTests", dependencies: ["Keyboard", "TestSupport"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatLayout", "TestSupport"]),
        .testTarget(name: "TerminalTextTests", dependencies: ["TerminalText"]),
        .testTarget(name: "StrictJSONTests", dependencies: ["StrictJSON", "TestSupport"], exclude: ["Samples"]),
        .testTarget(name: "OutputFilesTests", dependencies: ["OutputFiles", "TestSupport", "ChildProcesses"]),
        .testTarget(name: "ChatDemoCoreTests", dependencies: ["ChatDemoCore", "Keyboard", "ChatLayout", "OutputFiles", "StrictJSON", "TestSupport",
                                                            "ChildProcesses"]),
        .testTarget(name: "ChatImportTests", dependencies: ["ChatImport", "ChatDemoCore", "ChatExportSamples", "ChatLayout", "Keyboard", "OutputFiles",
                                                       "StrictJSON", "TestSupport"], exclude: ["Fixtures"]),
        // The benchmarks' own logic in process: percentiles, goals, ratios, the table.
        .testTarget(name: "KeyboardChatBenchTests", dependencies: ["KeyboardChatBench"]),
        // Optimised even in a debug build: the UI tests read every pixel of hundreds of screenshots
        // and recorded frames, and unoptimised that reading took two thirds of the suite's CPU time.
        .testTarget(name: "UITests", dependencies: ["CGtk", "ChatDemoCore", "ChatExportSamples", "Keyboard", "KeyboardChatBench", "OutputFiles", "TestSupport",
                                                   "ChildProcesses", "CGif", "CGStreamer", "VideoExport", "RecordingMeasure"],
                  exclude: ["Video/Fixtures"], swiftSettings: [.unsafeFlags(["-O"])]),
        // Video export's own logic, without GStreamer running: the GIF's palette, timing and
        // writing (giflib), the format an extension picks, the pipeline's text, the scratch files.
        .testTarget(name: "VideoExportTests", dependencies: ["VideoExport", "CGif", "OutputFiles", "TestSupport"]),
        // The docs read against the repository: every code name they give exists, and the module
        // graph they draw is this manifest's. Reads files only, so it depends on nothing.
        .testTarget(name: "DocsTests"),
        // The shell's own logic in process, without a display: pane dispatch, review outputs.
        .testTarget(name: "KeyboardChatUITests", dependencies: ["KeyboardChatUI", "ChatDemoCore", "ChatLayout", "Keyboard", "OutputFiles"]),
    ],
    swiftLanguageModes: [.v6]
)
