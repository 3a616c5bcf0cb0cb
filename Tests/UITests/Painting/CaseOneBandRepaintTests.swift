import Foundation
import Testing

/// In case 1 the list does not move, so a frame of the keyboard's show or hide repaints only the
/// band from the bar's top to the stage's bottom (`StageDamage`), never the
/// navigation bar above it. GTK 3's `gtk_widget_queue_allocate`, which the stage once used to move
/// the bar, also queues a redraw of the whole overlay, so every such frame repainted the whole
/// stage. The navigation bar's layer counts every paint that reached the bar's rows.
@Suite(.serialized, .onItsOwnThread(minutes: 3))
struct CaseOneBandRepaintTests {
    @Test func aShowAndHideInCaseOneLeavesTheNavigationBarAlone() throws {
        let directory = try makeScratchDirectory("case-one-band")
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let script = try writeScript(["wait 300", "tap input", "wait 1000", "tap list", "wait 1000", "quit"], in: directory)
        let display = try TestDisplay()
        let environment = settings.merging(["KEYBOARDCHAT_REPORT_KEYBOARD_LAYER": "1"]) { $1 }
        let result = try runApp(["--case", "few", "--script", script, "--trace", directory + "/trace.csv"],
                                display: display.name, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let trace = try readTrace(directory + "/trace.csv")
        // The keyboard really moved: a show and a hide, each a few dozen frames, all in case 1.
        let moving = zip(trace, trace.dropFirst()).filter { $0.keyboardTop != $1.keyboardTop }.count
        #expect(moving > 40, "only \(moving) frames moved the keyboard")
        #expect(trace.allSatisfy { $0.caseLabel == "1" })
        let bar = try LayerCounts(stderr: result.stderr, layer: "navigation bar layer")
        // The window's first frames and the frame after each tap (a handler wakes the stage, which
        // then repaints it all once) paint the whole stage, and so does the frame where the hide
        // ends, whose caption turns from the case in effect to the next show's: 5 here, 8 allowed
        // for extra exposes from the X server. No other frame of the motion reaches the navigation
        // bar; before the fix, every one of them did (54 paints of the bar for 50 moving frames).
        let barPaints = bar.draws + bar.copies + bar.inPlace
        #expect(barPaints >= 1 && barPaints <= 8, "bar painted \(barPaints) times (\(bar)), \(moving) moving frames")
    }
}
