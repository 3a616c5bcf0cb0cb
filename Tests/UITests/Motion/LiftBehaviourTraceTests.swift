import ChatDemoCore
import Foundation
import Testing

/// Today's lift behaviours in the real app, from its own per-frame trace: the bar sits on
/// the keyboard in every frame, and the list shift each behaviour must produce. The trace's
/// first row is the keyboard at rest, so the bar's rise in a frame is `rest − keyboard_top`
/// (scale 1: device pixels are logical pixels); a list that rides the bar has exactly that shift.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct LiftBehaviourTraceTests {
    static let showAndHide = ZeroGapTraceTests.showAndHide
    /// Scrolls "many" up by 300 before the keyboard shows: a reader of older messages.
    static let readThenShowAndHide = ["drag list 0 300 300", "wait 400"] + showAndHide

    /// Zero gap in every frame, a real show (the keyboard travelled its height), every frame
    /// labelled with the strategy; returns the keyboard's top at rest.
    static func restTop(of rows: [TraceRow], strategy: String,
                        sourceLocation: SourceLocation = #_sourceLocation) throws -> Int {
        let rest = try #require(rows.first, sourceLocation: sourceLocation).keyboardTop
        let travel = rest - (rows.map(\.keyboardTop).min() ?? rest)
        #expect(travel == 291, "the English keyboard is 291 px tall; it travelled \(travel)", sourceLocation: sourceLocation)
        for row in rows {
            #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): gap \(row.keyboardTop - row.barBottom)",
                    sourceLocation: sourceLocation)
            #expect(row.caseLabel == strategy, sourceLocation: sourceLocation)
        }
        #expect(Set(rows.map(\.keyboardTop)).count > 10, "no in-between frames", sourceLocation: sourceLocation)
        return rest
    }

    /// The trace of `script` (a show and a hide) under `strategy` on `conversationCase`,
    /// checked by `restTop`, and the keyboard's top at rest.
    static func trace(_ strategy: String, _ conversationCase: String, script: [String] = showAndHide,
                      name: String? = nil, sourceLocation: SourceLocation = #_sourceLocation) throws -> (rows: [TraceRow], rest: Int) {
        let rows = try traceOfScript(script, arguments: ["--strategy", strategy, "--case", conversationCase],
                                     name: name ?? "lift-\(strategy)-\(conversationCase)")
        return (rows, try restTop(of: rows, strategy: strategy, sourceLocation: sourceLocation))
    }

    /// `always`: the list rides the bar in every case — for "few" and "some" too, where
    /// three-case would move it by 0 or c − d1.
    @Test(arguments: ["few", "some", "many"])
    func alwaysRisesWithTheBarInEveryCase(conversationCase: String) throws {
        let (rows, rest) = try Self.trace("always", conversationCase)
        for row in rows {
            #expect(row.listShift == Double(rest - row.keyboardTop), "frame \(row.frame): \(row)")
            #expect(row.contentShift == 0)
        }
    }

    /// `when-at-end`: a conversation that opens at its end rises with the bar in every case —
    /// "few" and "some" fit (or end) on screen, so they are at their end too, and rise by K where
    /// three-case would move them by 0 or c − d1. "many" scrolled up 300 does not move in any
    /// frame (shift 0) while the bar still rides the keyboard.
    @Test(arguments: ["few", "some", "many"])
    func whenAtEndRisesOnlyAtTheEnd(conversationCase: String) throws {
        let (atEnd, rest) = try Self.trace("when-at-end", conversationCase)
        for row in atEnd { #expect(row.listShift == Double(rest - row.keyboardTop), "frame \(row.frame): \(row)") }
        guard conversationCase == "many" else { return }

        let (reading, _) = try Self.trace("when-at-end", "many", script: Self.readThenShowAndHide,
                                          name: "lift-when-at-end-reading")
        for row in reading { #expect(row.listShift == 0, "frame \(row.frame): \(row)") }
    }

    /// `never`: the keyboard overlaps the list, whose shift is 0 in every frame of every case,
    /// even at the end of "many" (three-case would move it by K there, and by c − d1 in "some").
    @Test(arguments: ["few", "some", "many"])
    func neverLeavesTheListWhereItIs(conversationCase: String) throws {
        let (rows, _) = try Self.trace("never", conversationCase)
        for row in rows { #expect(row.listShift == 0, "frame \(row.frame): \(row)") }
    }

    /// `persistent`, in every case: the trace's list shift is the bar's rise in every frame of
    /// the show and of the hide (the scroll offset, not the shift, keeps the messages up after
    /// the hide: the screenshots below check that for "many").
    @Test(arguments: ["few", "some", "many"])
    func persistentRidesTheBarInTheTrace(conversationCase: String) throws {
        let (rows, rest) = try Self.trace("persistent", conversationCase)
        for row in rows { #expect(row.listShift == Double(rest - row.keyboardTop), "frame \(row.frame): \(row)") }
    }

    /// `persistent`: the list rides the bar up and down in the trace (its shift is the bar's rise
    /// in every frame), yet once the keyboard has hidden the messages are where they were with
    /// the keyboard up — the scroll offset took the rise over. A band of the list above the
    /// raised bar is pixel for pixel the same in both screenshots. Under `always` the same band
    /// is found K rows lower after the hide (the list dropped back), so the check can tell.
    @Test func persistentKeepsTheMessagesWhereTheyWereAfterTheHide() throws {
        let persistent = try showThenHide(strategy: "persistent")
        for row in persistent.rows {
            #expect(row.listShift == Double(persistent.rest - row.keyboardTop), "frame \(row.frame): \(row)")
        }
        #expect(persistent.changedPixels(dropping: 0) == 0, "persistent: the list moved when the keyboard hid")

        let always = try showThenHide(strategy: "always")
        #expect(always.changedPixels(dropping: 291) == 0, "always: the list should drop back by K")
        #expect(always.changedPixels(dropping: 0) > 0, "always: the band did not move at all")
    }

    struct ShowThenHide {
        let up: PixelImage
        let down: PixelImage
        let rows: [TraceRow]
        let rest: Int

        /// Pixels of the band between the navigation bar and the raised bar (stage rows
        /// 50 ..< 800 − 291 − 50 − 70) that differ from the same band `drop` rows lower after the hide.
        func changedPixels(dropping drop: Int) -> Int {
            let raisedBarTop = up.height - 291 - 50
            var changed = 0
            for y in 50..<(raisedBarTop - 70) {
                for x in stride(from: 4, to: up.width - 4, by: 3) where up.hex(x, y) != down.hex(x, y + drop) {
                    changed += 1
                }
            }
            return changed
        }
    }

    /// "many" at its end: show, screenshot at rest, hide, screenshot at rest, with a trace.
    func showThenHide(strategy: String) throws -> ShowThenHide {
        let directory = try makeScratchDirectory("lift-\(strategy)-shots")
        let up = directory + "/up.png", down = directory + "/down.png", tracePath = directory + "/trace.csv"
        let script = try writeScript(["tap input", "wait 800", "screenshot \(up)", "tap list", "wait 800",
                                      "screenshot \(down)", "quit"], in: directory)
        let display = try TestDisplay()
        let settings = try gtkSettingsEnvironment(["gtk-cursor-blink=0"], in: directory)
        let result = try runApp(["--strategy", strategy, "--case", "many", "--script", script, "--trace", tracePath],
                                display: display.name, environment: settings, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("CRITICAL") && !result.stderr.contains("WARNING"), "\(result.stderr)")
        let rows = try readTrace(tracePath)
        let rest = try Self.restTop(of: rows, strategy: strategy)
        return ShowThenHide(up: try PixelImage(contentsOf: up), down: try PixelImage(contentsOf: down), rows: rows, rest: rest)
    }
}
