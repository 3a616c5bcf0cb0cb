import ChatDemoCore
import Foundation
import Testing

/// "Open Recording…" as a reviewer meets it: the primary menu, driven by keyboard, opens GTK's
/// own file chooser (no portal on the test display), and cancelling it leaves the window as it
/// was. The chooser's answer goes through the action a script's `open-recording FILE` takes,
/// which the second test drives: a recording opens in a window rebuilt with it beside the
/// simulated pane, which plays the platform that fits it; a file that is no video is said in an
/// error dialog and the window goes on. Typing a path into the chooser is left out on purpose:
/// GTK 3's location field, fed keys faster than it realizes its completion popup, raises a
/// critical of its own (`gtk_widget_event` on a widget not yet realized), which no app code
/// can prevent and a busy test machine provokes.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct OpenRecordingMenuTests {
    static let xdotool = URL(fileURLWithPath: "/usr/bin/xdotool")

    /// Whether a window titled exactly "Open Recording" is on screen.
    static func chooserShows(_ session: AppSession) throws -> Bool {
        try runCommand(xdotool, ["search", "--onlyvisible", "--name", "^Open Recording$"], display: session.display.name).status == 0
    }

    @Test func theMenuItemOpensTheChooserAndCancellingKeepsTheWindow() throws {
        let session = try AppSession(["--case", "few"], environment: ["KEYBOARDCHAT_REPORT_HEADER": "1"])
        let menu = try PrimaryMenu.open(in: session)
        let label = SessionMenuCommand.openRecording.label
        for _ in 0..<80 where menu.focused != label {
            let mark = session.mark
            try DesktopTests().xdotool(session, ["key", "Down"])
            try session.waitFor("Down in the menu to move the focus") {
                session.errorLines[mark...].contains { $0.hasPrefix("header: menu focus ") }
            }
        }
        try #require(menu.focused == label, "the menu has no \"\(label)\" (focus on \(menu.focused ?? "nothing"))")
        try menu.pressClosing("Return")
        try session.waitFor("the chooser titled Open Recording") { try Self.chooserShows(session) }
        try DesktopTests().xdotool(session, ["key", "Escape"])
        try session.waitFor("the chooser to close on Escape") { try !Self.chooserShows(session) }
        #expect(session.isRunning)
        #expect(!session.errorLines.contains { $0.hasPrefix("header: opened recording") }, "\(session.stderr)")
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
        #expect(session.terminate() == 0)
    }

    @Test func openRecordingShowsTheRecordingAndSaysWhatItCannotOpen() throws {
        let directory = try makeScratchDirectory("open-recording-script")
        let display = try TestDisplay()
        let makeScript = try writeScript(["wait 100", "tap input", "wait 700", "quit"], in: directory, name: "make.txt")
        let clip = directory + "/android.mp4"
        let made = try runApp(["--platform", "android", "--script", makeScript, "--video", clip], display: display.name, timeout: 300)
        try #require(made.status == 0, "\(made.stderr)")
        let text = directory + "/notes.mp4"
        try "not a video\n".write(toFile: text, atomically: true, encoding: .utf8)

        let script = try writeScript(["wait 100", "open-recording \(clip)", "wait 300", "open-recording \(text)", "wait 300", "quit"],
                                     in: directory, name: "open.txt")
        let run = try runApp(["--case", "few", "--script", script], display: display.name,
                             environment: ["KEYBOARDCHAT_REPORT_HEADER": "1", "KEYBOARDCHAT_REPORT_EXPORT": "1"], timeout: 300)
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n")
        #expect(lines.contains("header: opened recording \(clip) beside android"), "\(run.stderr)")
        #expect(lines.contains { $0.hasPrefix("export: error dialog \"The recording was not opened\": \(text): not a video file") }, "\(run.stderr)")
        #expect(!run.stderr.contains("CRITICAL") && !run.stderr.contains("WARNING"), "\(run.stderr)")
    }

    /// A recording keeps the panes it started with, so a script that records refuses the step.
    @Test func aRecordingRefusesToOpenOne() throws {
        let directory = try makeScratchDirectory("open-recording-refused")
        let display = try TestDisplay()
        let script = try writeScript(["wait 100", "open-recording \(directory)/none.mp4", "quit"], in: directory, name: "open.txt")
        let run = try runApp(["--script", script, "--record", directory + "/film"], display: display.name, timeout: 120)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("open-recording: a recording keeps the panes it started with; start it with --open instead"), "\(run.stderr)")
    }
}
