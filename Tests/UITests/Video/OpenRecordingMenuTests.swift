import ChatDemoCore
import Foundation
import Testing

/// The menu's "Open Recording…", driven as a reviewer drives it: the primary menu by keyboard,
/// GTK's own file chooser (no portal on the test display) by typing the path. A recording opens
/// in a window rebuilt with it beside the simulated pane, which plays the platform that fits it;
/// a file that is no video is said in an error dialog and the window goes on.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct OpenRecordingMenuTests {
    @Test func theMenuOpensARecordingAndSaysWhatItCannotOpen() throws {
        let directory = try makeScratchDirectory("open-recording-menu")
        let display = try TestDisplay()
        let makeScript = try writeScript(["wait 100", "tap input", "wait 700", "quit"], in: directory, name: "make.txt")
        let clip = directory + "/android.mp4"
        let made = try runApp(["--platform", "android", "--script", makeScript, "--video", clip], display: display.name, timeout: 300)
        try #require(made.status == 0, "\(made.stderr)")
        let text = directory + "/notes.mp4"
        try "not a video\n".write(toFile: text, atomically: true, encoding: .utf8)

        let session = try AppSession(["--case", "few"], environment: ["KEYBOARDCHAT_REPORT_HEADER": "1", "KEYBOARDCHAT_REPORT_EXPORT": "1"])
        try Self.choose(clip, in: session)
        try session.waitFor("the window rebuilt with the recording") {
            session.errorLines.contains("header: opened recording \(clip) beside android")
        }
        try Self.choose(text, in: session)
        try session.waitFor("the error dialog for a file that is no video") {
            session.errorLines.contains { $0.hasPrefix("export: error dialog \"The recording was not opened\": \(text): not a video file") }
        }
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
        #expect(session.terminate() == 0)
    }

    /// Opens the primary menu, walks down to "Open Recording…", and answers its chooser with `path`.
    static func choose(_ path: String, in session: AppSession) throws {
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
        try DesktopTests().xdotool(session, ["search", "--sync", "--onlyvisible", "--name", "^Open Recording$"])
        // GTK's chooser opens its location field on a typed "/" and completes as it is typed.
        // Keys 20 ms apart met a GTK critical in the chooser (`gtk_widget_event` on a widget
        // not realized, after the path was typed and before the app heard an answer); at a
        // typist's pace, 120 ms apart, none came in repeated runs.
        try DesktopTests().xdotool(session, ["type", "--delay", "120", path])
        try DesktopTests().xdotool(session, ["key", "Return"])
    }
}
