import ChatDemoCore
import Foundation
import Testing

/// One line of the app's `KEYBOARDCHAT_REPORT_KEYBOARD_LAYER` report: how often a cached layer
/// (`keyboard layer`, `list layer`) was drawn, copied, or bypassed by drawing in place.
struct LayerCounts: CustomStringConvertible {
    let draws: Int, copies: Int, inPlace: Int

    /// - Parameter layer: the line's label, e.g. "keyboard layer" or "list layer".
    init(stderr: String, layer: String) throws {
        guard let line = stderr.split(separator: "\n").first(where: { $0.contains("\(layer):") }) else {
            throw TestFailure("no \(layer) report in: \(stderr)")
        }
        let numbers = line.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        guard numbers.count == 3 else { throw TestFailure("unreadable \(layer) report: \(line)") }
        (draws, copies, inPlace) = (numbers[0], numbers[1], numbers[2])
    }

    var description: String { "\(draws) draws, \(copies) copies, \(inPlace) in place" }
}

/// Records `script` twice at GDK_SCALE `scale`, with a cached layer ("layer") and with it
/// turned off by `disabling` ("in-place"), into `directory/layer` and `directory/in-place`, and
/// returns each run's counts for `layer`. The caret does not blink (its phase runs on real time,
/// which differs between runs), so the two recordings can be compared pixel for pixel.
func recordWithAndWithoutLayer(_ layer: String, disabling: [String: String], script: [String],
                               arguments: [String] = [], scale: Int, in directory: String) throws -> [LayerCounts] {
    let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
    let scriptPath = try writeScript(script, in: directory)
    var counts: [LayerCounts] = []
    for (name, extra) in [("layer", [:]), ("in-place", disabling)] {
        let display = try TestDisplay()
        let environment = settings.merging(["KEYBOARDCHAT_REPORT_KEYBOARD_LAYER": "1"]) { $1 }.merging(extra) { $1 }
            .merging(["GDK_SCALE": "\(scale)"]) { $1 }
        let result = try runApp(arguments + ["--script", scriptPath, "--record", directory + "/" + name],
                                display: display.name, environment: environment, timeout: 120)
        #expect(result.status == 0, "\(name): \(result.stderr)")
        counts.append(try LayerCounts(stderr: result.stderr, layer: layer))
    }
    return counts
}

/// Runs `--case many` twice on the live window (X pixmaps, the other cairo backend from
/// `--record`'s images), with the cached `layer` and with it turned off by `disabling`, switches
/// GSettings' colour scheme to dark while each runs, and expects the settled stages to match
/// pixel for pixel, the layer drawn for the light look and again for the dark one.
func expectThemeChangeRedraws(_ layer: String, disabling: [String: String], name: String) throws {
    var shots: [PixelImage] = []
    var stageRows = 0..<0
    for (run, extra) in [("layer", [:]), ("in-place", disabling)] {
        let directory = try makeScratchDirectory("\(name)-theme-\(run)")
        let keyfile = directory + "/glib-2.0/settings/keyfile"
        try FileManager.default.createDirectory(atPath: directory + "/glib-2.0/settings", withIntermediateDirectories: true)
        func setColourScheme(_ value: String) throws {
            try "[org/gnome/desktop/interface]\ncolor-scheme='\(value)'\n"
                .write(toFile: keyfile, atomically: true, encoding: .utf8)
        }
        try setColourScheme("default")
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let environment = settings.merging(["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": directory]) { $1 }
            .merging(["KEYBOARDCHAT_REPORT_KEYBOARD_LAYER": "1"]) { $1 }.merging(extra) { $1 }
        let session = try AppSession(["--case", "many"], environment: environment)
        let origin = try session.windowOrigin()
        let stagePoint = (x: origin.x + 5, y: origin.y + KeyboardFollowTests.chromeHeight + 250)
        #expect(try session.screenshot(directory + "/light.png").colour(stagePoint.x, stagePoint.y) == Theme.light.background)
        try setColourScheme("prefer-dark")
        var attempt = 0
        try session.waitFor("the chat to turn dark after color-scheme='prefer-dark'") {
            attempt += 1
            return try session.screenshot(directory + "/dark-\(attempt).png").colour(stagePoint.x, stagePoint.y)
                == Theme.dark.background
        }
        let settled = try session.settledScreenshot(path: directory + "/settled")
        shots.append(settled)
        stageRows = (origin.y + KeyboardFollowTests.chromeHeight)..<settled.height
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
        let counts = try LayerCounts(stderr: session.stderr, layer: layer)
        // With the layer: drawn for the light look and again for the dark one.
        #expect(run == "in-place" ? counts.draws == 0 : counts.draws >= 2, "\(run): \(counts)")
    }
    // Only the stage is compared: the header bar is GTK's, and its backdrop transition
    // may be a shade apart between two windows (CI saw 238 against 237 there).
    if let difference = shots[0].difference(from: shots[1], rows: stageRows) {
        Issue.record("\(layer), after the theme change: \(difference)")
    }
}

/// The two recordings `recordWithAndWithoutLayer` made in `directory`, frame by frame: the frame
/// files (the same names in both), the layered run's trace, and `stageOffset`, which turns the
/// trace's window rows (device pixels) into the frames' rows — the frames hold the stage alone,
/// which ends where the hidden keyboard's top is at frame 0.
struct RecordedPair {
    let directory: String
    let frames: [String]
    let trace: [TraceRow]
    let stageOffset: Int

    init(in directory: String, minimumFrames: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        func frameNames(_ run: String) throws -> [String] {
            try FileManager.default.contentsOfDirectory(atPath: directory + "/" + run).filter { $0.hasPrefix("frame-") }.sorted()
        }
        self.directory = directory
        frames = try frameNames("layer")
        #expect(frames == (try frameNames("in-place")), sourceLocation: sourceLocation)
        #expect(frames.count > minimumFrames, "only \(frames.count) frames recorded", sourceLocation: sourceLocation)
        trace = try readTrace(directory + "/layer/trace.csv")
        #expect(trace.count == frames.count, sourceLocation: sourceLocation)
        let first = try #require(frames.first, sourceLocation: sourceLocation)
        stageOffset = try #require(trace.first, sourceLocation: sourceLocation).keyboardTop
            - PixelImage(contentsOf: "\(directory)/layer/\(first)").height
    }

    /// Each frame with its trace row and both runs' images.
    func forEachFrame(_ body: (_ frame: String, _ row: TraceRow, _ layer: PixelImage, _ inPlace: PixelImage) throws -> Void) throws {
        for (frame, row) in zip(frames, trace) {
            try body(frame, row, PixelImage(contentsOf: "\(directory)/layer/\(frame)"),
                     PixelImage(contentsOf: "\(directory)/in-place/\(frame)"))
        }
    }
}
