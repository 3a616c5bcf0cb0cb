import Foundation
import Testing

/// A value typed in the tuning panel and refused is easy to act on: its control carries GTK's
/// `error` class until a value takes, the message names the control by its label, the spring
/// readout shows the spring in force rather than the refused one, and the message wraps in a
/// row of its own, so the Reset button keeps its height. Typed for real (xdotool) into the
/// panel a script opened; what GTK shows is read back through `KEYBOARDCHAT_REPORT_TUNING`.
@Suite(.serialized, .onItsOwnThread(minutes: 3))
struct TuningPanelRefusalTests {
    @Test func aRefusedValueIsMarkedNamedAndKeepsTheLayout() throws {
        let directory = try makeScratchDirectory("tuning-refusal")
        let script = try writeScript(["wait 200", "tune panel"], in: directory)
        let session = try AppSession(["--case", "few", "--script", script], environment: ["KEYBOARDCHAT_REPORT_TUNING": "1"])
        try session.waitFor("the tuning panel open and laid out") {
            session.stdout.contains("tuning panel: Motion=") && session.stdout.contains("tuning panel laid out: ")
        }
        let desktop = DesktopTests()
        let panel = try #require(desktop.xdotool(session, ["search", "--onlyvisible", "--name", "^Tune Motion$"]).stdout
            .split(separator: "\n").first.map(String.init))
        // X gives a window without a window manager the keyboard while the pointer is over it;
        // the panel's first control, the keyboard height, has its focus.
        _ = try desktop.xdotool(session, ["mousemove", "--window", panel, "4", "4"])
        func enter(_ text: String, then key: String) throws {
            _ = try desktop.xdotool(session, ["key", "ctrl+a"])
            _ = try desktop.xdotool(session, ["type", text])
            _ = try desktop.xdotool(session, ["key", key])
        }
        func reports(_ prefix: String) -> [String] {
            session.stdout.split(separator: "\n").filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
        }

        try enter("900", then: "Tab")
        try session.waitFor("the keyboard height refused") { reports("tuning panel marks: ").last == "Keyboard height (pt)" }
        #expect(reports("tuning panel says: ") == [
            "Refused — Keyboard height (pt): 900 pt is outside 150…450 pt: a phone keyboard at 390 pt wide is within it (iOS 291)",
        ])

        // Tab went on to the motion's kind; one more reaches the response, one more the damping.
        // Leaving the response (three digits) takes 0.3441 s as 0.344 s: that spring is in force.
        _ = try desktop.xdotool(session, ["key", "Tab", "Tab"])
        try enter("0.05", then: "Tab")
        try session.waitFor("the damping fraction refused") { reports("tuning panel marks: ").last == "Damping fraction" }
        let said = try #require(reports("tuning panel says: ").last)
        #expect(said.hasPrefix("Refused — Damping fraction: the spring takes "), "\(said)")
        let shown = try #require(reports("tuning panel: ").last)
        // The control keeps what was typed; the readout shows the spring that still plays
        // (response 0.344 s, ζ 1: stiffness (2π/0.344)² = 333.61, damping 2·√333.61 = 36.53),
        // not the refused one (ζ 0.05: damping 1.83).
        #expect(shown.contains("|Response (s)=0.344|Damping fraction=0.05|"), "\(shown)")
        #expect(shown.hasSuffix("|physical=mass 1 · stiffness 333.61 · damping 36.53"), "\(shown)")

        // A value that takes clears the mark.
        _ = try desktop.xdotool(session, ["key", "shift+Tab"])
        try enter("0.5", then: "Tab")
        try session.waitFor("the damping fraction taken") {
            reports("tuning panel says: ").last == "Takes effect from the next show or hide."
                && reports("tuning panel: ").last?.contains("|Damping fraction=0.5|") == true
        }
        #expect(reports("tuning panel marks: ").last == "")
        // ζ 0.5: damping 2·0.5·(2π/0.344) = 18.27.
        #expect(reports("tuning panel: ").last?.hasSuffix("|physical=mass 1 · stiffness 333.61 · damping 18.27") == true,
                "\(reports("tuning panel: ").last ?? "")")

        // Every layout, the refusals' long messages included, gave the Reset button one height.
        try session.waitFor("the panel laid out with the damping's refusal") {
            reports("tuning panel laid out: ").contains { $0.contains("message \"Refused — Damping fraction:") }
        }
        let heights = Set(reports("tuning panel laid out: ").map { $0.components(separatedBy: " px high")[0] })
        #expect(heights.count == 1, "\(reports("tuning panel laid out: "))")
        #expect(session.terminate() == 0)
        desktop.expectNoWarnings(session)
    }
}
