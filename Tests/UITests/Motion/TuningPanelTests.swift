import ChatDemoCore
import Curves
import Foundation
import Testing

/// The tuning panel's path in the real app, driven by the script's `tune` steps (the same
/// `MotionTuning` the panel's controls hand over): a tuned spring plays from the next show or
/// hide, never half-way through the motion in progress; a value out of range stops the run
/// with the reason and changes nothing; the panel is a window of its own, so the stage keeps
/// its size and pixels when it opens.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct TuningPanelTests {
    /// Shows the keyboard, tunes mid-show (when `tune` is given), hides it, shows it again.
    static func showHideShow(tune: String?) -> [String] {
        ["wait 200", "tap input", "wait 100"] + (tune.map { [$0] } ?? []) + ["wait 700", "tap list", "wait 900", "tap input", "wait 900", "quit"]
    }

    /// Tuned mid-show, the show in progress keeps the iOS spring frame for frame; the hide
    /// after it plays the tuned under-damped spring (ζ 0.5 rings), with the bar on the keyboard
    /// in every frame under three-case.
    @Test func aTunedSpringChangesTheTraceFromTheNextShowOrHide() throws {
        let arguments = ["--strategy", "three-case", "--case", "some"]
        let untuned = try traceOfScript(Self.showHideShow(tune: nil), arguments: arguments, name: "tune-untuned", recorded: true)
        let tuned = try traceOfScript(Self.showHideShow(tune: "tune spring 0.5 0.5"), arguments: arguments, name: "tune-spring", recorded: true)
        let rest = try #require(untuned.first?.keyboardTop)
        // The first show, up to the keyboard at rest: the same frames.
        let shown = try #require(untuned.firstIndex { $0.keyboardTop == rest - 291 })
        #expect(tuned.count == untuned.count)
        #expect(Array(tuned.prefix(shown + 1)).map(\.keyboardTop) == Array(untuned.prefix(shown + 1)).map(\.keyboardTop))
        #expect(tuned.map(\.keyboardTop) != untuned.map(\.keyboardTop), "the tuned spring never played")
        // The later show under ζ 0.5 rises past its rest (by 16 % of 291 pt) — iOS's spring never does.
        #expect((untuned.map(\.keyboardTop).min() ?? 0) == rest - 291)
        #expect((tuned.map(\.keyboardTop).min() ?? 0) < rest - 291 - 40, "the show after the tune should play the under-damped spring")
        for row in tuned {
            #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): bar bottom \(row.barBottom) vs keyboard top \(row.keyboardTop)")
        }
    }

    /// A spring that would ring for over a minute is refused with the reason, where it is
    /// written, like every step that cannot act as written (exit 2); the report shows the scene
    /// kept its profile (the caption part stays iOS's).
    @Test func anOutOfRangeValueIsRefusedWithTheReason() throws {
        let run = try ScriptedRun(["wait 200", "tune height 320", "tune spring 2 0.05", "wait 200", "quit"],
                                  environment: ["KEYBOARDCHAT_REPORT_TUNING": "1"], name: "tune-refused")
        #expect(run.result.status == 2)
        #expect(run.result.stderr.contains(":3:6: tune: dampingFraction: the spring takes "), "\(run.result.stderr)")
        #expect(run.result.stderr.contains(" s to settle within 0.01 pt; at most 5 s is allowed (raise the damping fraction or shorten the response); the motion stays as it was"))
        let reports = run.result.stdout.split(separator: "\n").filter { $0.hasPrefix("tuning ") }
        #expect(reports.count == 2)
        #expect(reports.first == "tuning took: height; caption tuned")
        #expect(reports.last?.hasPrefix("tuning refused: dampingFraction: the spring takes ") == true)
    }

    /// With the panel open, a refused value is said in the panel's own message label (read
    /// back from GTK) by the control's label, and a valid one says when it plays; the controls
    /// show a script's values.
    @Test func thePanelSaysWhyAValueIsRefused() throws {
        let run = try ScriptedRun(["wait 200", "tune panel", "tune spring 0.5 0.5", "tune threshold 500", "quit"],
                                  environment: ["KEYBOARDCHAT_REPORT_TUNING": "1"], name: "tune-panel-refused")
        #expect(run.result.status == 2)
        let said = run.result.stdout.split(separator: "\n").filter { $0.hasPrefix("tuning panel says: ") }
        #expect(said == ["tuning panel says: Takes effect from the next show or hide.",
                         "tuning panel says: Refused — Case-2 threshold (pt): 500 pt is outside 0…200 pt: the line between case 2 and case 3 lies above the resting bar, within the list"])
        // The refused control is marked, the one that took is not.
        let marked = run.result.stdout.split(separator: "\n").filter { $0.hasPrefix("tuning panel marks:") }
        #expect(marked == ["tuning panel marks: ", "tuning panel marks: Case-2 threshold (pt)"])
        #expect(run.result.stderr.contains(":4:6: tune: caseTwoThreshold: 500 pt is outside 0…200 pt"), "\(run.result.stderr)")
    }

    /// `tune reset` gives iOS back: the trace is the untuned run's, frame for frame.
    @Test func resetAfterTuningPlaysIOSAgain() throws {
        let arguments = ["--case", "some"]
        let untuned = try traceOfScript(["wait 200", "tap input", "wait 700", "quit"], arguments: arguments, name: "tune-reset-ios", recorded: true)
        let reset = try traceOfScript(["tune spring 0.5 0.5", "tune height 400", "tune threshold 60", "tune reset", "wait 200", "tap input", "wait 700", "quit"],
                                      arguments: arguments, name: "tune-reset", recorded: true)
        #expect(reset.map(\.keyboardTop) == untuned.map(\.keyboardTop))
        #expect(reset.map(\.barBottom) == untuned.map(\.barBottom))
    }

    /// Opening the panel (the menu's action, Ctrl+M) leaves the stage as it was: the same size
    /// and the same pixels; the panel shows the values in force, read back from its controls (iOS's keyboard spring
    /// as response 2π/√(1000/3) = 0.34414 s and damping fraction 1; for mass 1 stiffness
    /// (2π/0.34414)² = 333.33 and damping 2·√333.33 = 36.51).
    @Test func openingThePanelLeavesTheStageUnchanged() throws {
        let run = try ScriptedRun(["wait 300", "screenshot before", "tune panel", "wait 300", "screenshot after", "quit"],
                                  environment: ["KEYBOARDCHAT_REPORT_TUNING": "1"], name: "tune-panel-stage")
        #expect(run.isClean, "\(run.result.stderr)")
        let before = try run.image("before"), after = try run.image("after")
        #expect(before.width == after.width && before.height == after.height)
        let beforeBytes = try Data(contentsOf: URL(fileURLWithPath: run.directory + "/before.png"))
        let afterBytes = try Data(contentsOf: URL(fileURLWithPath: run.directory + "/after.png"))
        #expect(beforeBytes == afterBytes, "the stage's pixels changed when the panel opened")
        let panel = run.result.stdout.split(separator: "\n").first { $0.hasPrefix("tuning panel: ") }
        #expect(panel == "tuning panel: Motion=Spring|Keyboard height (pt)=291|Response (s)=0.3441|Damping fraction=1|Duration (ms)=285|Bézier X1=0.2|Bézier Y1=0|Bézier X2=0|Bézier Y2=1|Case-2 threshold (pt)=30|physical=mass 1 · stiffness 333.33 · damping 36.51")
    }

    /// Every control of the panel is named for AT-SPI (what Orca reads): the walker finds them
    /// under the app once `tune panel` has opened it.
    @Test func thePanelsControlsAreReachableThroughATSPI() throws {
        let scratch = try makeScratchDirectory("atspi-tuning")
        let (tree, appErrors) = try AccessibilityTests().tree(arguments: ["--case", "few"], scratch: scratch,
                                                              steps: ["tune panel"], awaited: "push button: Reset to iOS")
        let lines = tree.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for name in ["Keyboard height (pt)", "Response (s)", "Damping fraction", "Duration (ms)",
                     "Bézier X1", "Bézier Y1", "Bézier X2", "Bézier Y2", "Case-2 threshold (pt)"] {
            #expect(lines.contains("spin button: \(name)"), "no spin button \(name) in: \(tree)")
        }
        #expect(lines.contains("combo box: Motion"), "tree: \(tree)")
        #expect(lines.contains("push button: Reset to iOS"), "tree: \(tree)")
        #expect(lines.contains { $0.hasPrefix("label: mass 1 · stiffness 333.33") }, "tree: \(tree)")
        #expect(!appErrors.contains("CRITICAL") && !appErrors.contains("WARNING"), "app stderr: \(appErrors)")
    }
}
