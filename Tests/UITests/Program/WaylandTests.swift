import ChatDemoCore
import ChildProcesses
import Foundation
import Testing
import TestSupport

/// The Wayland check: the app on a real Wayland compositor with a
/// seat (weston nested in the private Xvfb), keeping zero gap in every
/// traced frame, raising the keyboard for a real click, printing nothing.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct WaylandTests {
    static let fieldColumn = 120
    /// The field's middle is this far above the bar's bottom at rest.
    static let fieldAboveBarBottom = 30
    static let clickAttempts = 3
    static let clickTimeout: TimeInterval = 15

    func expectZeroGapAndMotion(_ rows: [TraceRow]) {
        #expect(!rows.isEmpty, "empty trace")
        for row in rows where row.keyboardTop != row.barBottom {
            Issue.record("frame \(row.frame): keyboard top \(row.keyboardTop), bar bottom \(row.barBottom)")
        }
        let rest = rows.last?.keyboardTop ?? 0
        // The English keyboard is 291 px tall; rows.last is after the rise.
        #expect((rows.map(\.keyboardTop).max() ?? 0) - rest == 291, "the keyboard did not rise by its height: \(rows.map(\.keyboardTop))")
    }

    func expectQuiet(_ stderr: String) {
        for word in ["CRITICAL", "WARNING", "Warning", "Gdk-Message"] {
            #expect(!stderr.contains(word), "stderr: \(stderr)")
        }
    }

    @Test func aScriptedShowKeepsZeroGapWithNoWarning() throws {
        let weston = try NestedWeston()
        let directory = try makeScratchDirectory("wayland-script")
        let script = try writeScript(["wait 300", "tap input", "wait 900", "quit"], in: directory)
        let result = try runApp(["--case", "few", "--script", script, "--trace", directory + "/trace.csv"],
                                environment: weston.clientEnvironment, timeout: 120)
        #expect(result.status == 0, "exit \(result.status): \(result.stderr)")
        expectQuiet(result.stderr)
        expectZeroGapAndMotion(try readTrace(directory + "/trace.csv"))
    }

    /// A click through X → weston's seat → the app's field raises the keyboard.
    @Test func aRealClickOnTheFieldRaisesTheKeyboard() throws {
        let weston = try NestedWeston()
        let directory = try makeScratchDirectory("wayland-click")
        let compositorWindow = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                              ["search", "--class", "weston", "getwindowgeometry", "--shell"],
                                              display: weston.display.name)
        #expect(compositorWindow.stdout.contains("X=0\nY=0\nWIDTH=\(weston.size.width)\nHEIGHT=\(weston.size.height)"),
                "weston's X window: \(compositorWindow.stdout)\(compositorWindow.stderr)")
        let tracePath = directory + "/trace.csv"
        let app = try WaylandApp(["--case", "few", "--trace", tracePath], on: weston)
        let restTop = try app.waitForBar(scratch: directory)
        let beforeClicks = app.tickReports.count
        var hidden = 0
        try app.waitFor("a painted frame in the trace") {
            guard let row = lastTraceRow(of: tracePath, writtenBy: app.processIdentifier) else { return false }
            hidden = row.keyboardTop
            return true
        }
        // A click that reaches the app before its surface takes pointer input is lost: a
        // person clicks again, and so does this. The trace shows the keyboard rising.
        var raised = false
        for attempt in 1...Self.clickAttempts where !raised {
            try app.click(x: Self.fieldColumn, y: restTop - Self.fieldAboveBarBottom)
            raised = (try? app.waitFor("the keyboard to rise after click \(attempt)", timeout: Self.clickTimeout) {
                (lastTraceRow(of: tracePath, writtenBy: app.processIdentifier)?.keyboardTop ?? hidden) < hidden
            }) != nil
        }
        #expect(raised, "three clicks on the field did not raise the keyboard")
        // The trace must hold the whole rise: wait for the rest after it.
        try app.waitForRest(since: beforeClicks)
        #expect(app.terminate() == 0)
        expectQuiet(app.stderr)
        expectZeroGapAndMotion(try readTrace(directory + "/trace.csv"))
    }
}

/// The app as a Wayland client of a `NestedWeston`, with its stderr kept.
final class WaylandApp {
    let weston: NestedWeston
    private let process: SpawnedProcess

    init(_ arguments: [String], on weston: NestedWeston) throws {
        self.weston = weston
        var environment: [String: String?] = ["G_DEBUG": "fatal-criticals", "GSETTINGS_BACKEND": "memory", "DISPLAY": nil]
        environment.merge(weston.clientEnvironment.mapValues { Optional($0) }) { $1 }
        environment["KEYBOARDCHAT_REPORT_REST"] = "1"
        process = try SpawnedProcess(appBinary.path, arguments, environment: environment, output: .null, errors: .capture)
    }

    deinit {
        if process.isRunning {
            process.send(SIGKILL)
            process.waitUntilExit()
        }
    }

    var stderr: String { process.errors?.textSoFar ?? "" }

    /// The app's rest and wake reports so far (`KEYBOARDCHAT_REPORT_REST`).
    var tickReports: [TickReport] { stderr.split(separator: "\n").compactMap(TickReport.init) }

    var processIdentifier: Int32 { process.processIdentifier }

    /// Polls `condition` until it holds, or throws naming `what` after `timeout` (or once the app has exited).
    func waitFor(_ what: String, timeout: TimeInterval = AppSession.defaultTimeout, until condition: () throws -> Bool) throws {
        let deadline = Date().addingTimeInterval(Patience.stretched(timeout))
        while try !condition() {
            guard Date() < deadline, process.isRunning else {
                throw TestFailure("waiting for \(what): \(process.isRunning ? "timed out after \(Int(timeout)) s" : "the app exited"); "
                                  + "its reports: \(tickReports)")
            }
            usleep(AppSession.pollMicroseconds)
        }
    }

    /// Waits until the app has reported rest after its first `count` reports, and is still at rest.
    func waitForRest(since count: Int) throws {
        try waitFor("rest after the click") { tickReports.count > count && tickReports.last?.atRest == true }
    }

    func screenshot(_ path: String) throws -> PixelImage {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/import"), ["-window", "root", path], display: weston.display.name)
        guard result.status == 0 else { throw TestFailure("import failed: \(result.stderr)") }
        return try PixelImage(contentsOf: path)
    }

    /// The input bar's bottom edge on screen (the keyboard's top).
    func barBottom(in image: PixelImage) throws -> Int {
        try KeyboardFollowTests.keyboardTop(in: image, column: KeyboardFollowTests.barColumn, from: KeyboardFollowTests.navigationBarHeight)
    }

    /// Waits until a screenshot shows the app's bar at the bottom of weston's output, and returns its bottom.
    func waitForBar(scratch: String) throws -> Int {
        var poll = 0
        try waitFor("the app's bar at the bottom of weston's output") {
            poll += 1
            return (try? barBottom(in: screenshot(scratch + "/start-\(poll).png"))) == weston.size.height
        }
        return weston.size.height
    }

    func click(x: Int, y: Int) throws {
        let result = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"), ["mousemove", "\(x)", "\(y)", "click", "1"],
                                    display: weston.display.name)
        guard result.status == 0 else { throw TestFailure("xdotool click failed: \(result.stderr)") }
    }

    /// SIGTERM (the app writes its trace and exits 0) and the exit status.
    func terminate() -> Int32 {
        terminateGracefully(process)
    }
}
