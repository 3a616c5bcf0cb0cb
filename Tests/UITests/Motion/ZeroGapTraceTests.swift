import ChatDemoCore
import Foundation
import Testing

/// Zero gap, from the app's own per-frame trace: in every presented frame
/// the bar's real allocation ends exactly where the keyboard was drawn, so
/// nothing ever shows between the bar and the keyboard.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ZeroGapTraceTests {
    static let showAndHide = ["tap input", "wait 800", "tap list", "wait 800", "quit"]

    @Test(arguments: ["three-case", "bar-only", "whole-view", "inset"], ["few", "some", "many"])
    func barSitsOnTheKeyboardInEveryFrame(strategy: String, conversationCase: String) throws {
        let rows = try traceOfScript(Self.showAndHide, arguments: ["--strategy", strategy, "--case", conversationCase],
                                     name: "gap-\(strategy)-\(conversationCase)")
        #expect(rows.count > 30, "too few frames: \(rows.count)")
        let tops = rows.map(\.keyboardTop)
        let travel = (tops.max() ?? 0) - (tops.min() ?? 0)
        #expect(travel >= 250, "the keyboard barely moved (\(travel) px): the script did not show it")
        for row in rows {
            #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): bar bottom \(row.barBottom) vs keyboard top \(row.keyboardTop)")
        }
        // The animation has in-between frames, not just two states.
        #expect(Set(tops).count > 10)
    }

    @Test func theThreeCaseTraceNamesTheCaseOfEachFixture() throws {
        for (name, expected) in [("few", "1"), ("some", "2"), ("many", "3")] {
            let rows = try traceOfScript(["tap input", "wait 700", "quit"], arguments: ["--case", name], name: "case-\(name)")
            #expect(rows.last?.caseLabel == expected, "\(name) should be case \(expected)")
        }
    }

    @Test func naiveOpensAVisibleGap() throws {
        let rows = try traceOfScript(Self.showAndHide, arguments: ["--strategy", "naive", "--case", "some"], name: "gap-naive")
        let worst = rows.map { abs($0.barBottom - $0.keyboardTop) }.max() ?? 0
        #expect(worst >= 5, "naive should show the gap the seeds warn about; largest was \(worst) px")
        #expect(rows.allSatisfy { $0.caseLabel == "naive" })
    }

    /// The script's `strategy` runs the menu's action: switched before the keyboard
    /// shows, naive's gap opens and every later frame is traced under naive.
    @Test func theScriptsStrategyCommandSwitchesLikeTheMenu() throws {
        let rows = try traceOfScript(["strategy naive"] + Self.showAndHide,
                                     arguments: ["--case", "some"], name: "script-strategy")
        let worst = rows.map { abs($0.barBottom - $0.keyboardTop) }.max() ?? 0
        #expect(worst >= 5, "after 'strategy naive' the gap should open; largest was \(worst) px")
        #expect(rows.last?.caseLabel == "naive")
    }
}
