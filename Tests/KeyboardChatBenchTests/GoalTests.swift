import Testing
@testable import KeyboardChatBench

/// Goals are judged in the report, against the limit the goal names, with the comparison it
/// names: the boundary value itself decides "below" apart from "at most".
@Suite struct GoalTests {
    func goal(_ measured: Double, _ comparison: Goal.Comparison, _ limit: Double) -> Goal {
        Goal(name: "test", measured: measured, comparison: comparison, limit: limit, unit: "ms")
    }

    @Test func theLimitItselfMeetsAtMostAndAtLeastButNotBelow() {
        #expect(!goal(8, .below, 8).isMet)
        #expect(goal(7.999, .below, 8).isMet)
        #expect(goal(8, .atMost, 8).isMet)
        #expect(!goal(8.001, .atMost, 8).isMet)
        #expect(goal(2, .atLeast, 2).isMet)
        #expect(!goal(1.999, .atLeast, 2).isMet)
    }

    /// A goal whose quantity was not measured is never met.
    @Test func anUnmeasuredGoalIsNotMet() {
        for comparison in [Goal.Comparison.below, .atMost, .atLeast] {
            #expect(!goal(.nan, comparison, 1).isMet)
        }
    }

    /// Ratios against a baseline measured in the same run: the medians' quotient, and NaN when
    /// either side is missing, so a missing baseline cannot pass a ratio goal.
    @Test func ratiosDivideMediansOfTheSameRun() {
        var report = BenchReport()
        report.core = [100: Samples([2, 4, 6]), 100_000: Samples([5, 5, 6])]
        #expect(report.ratio(report.core, 100_000, 100) == 5.0 / 4)
        #expect(report.ratio(report.core, 1_000_000, 100).isNaN)
        let ratioGoal = report.goals.first { $0.name == "core 100k / 100" }
        #expect(ratioGoal?.measured == 1.25)
        #expect(ratioGoal?.isMet == true)
    }

    /// The table says "not measured" for a goal without a figure and lists every goal.
    @Test func theTableListsEveryGoalAndSaysWhichWereNotMeasured() {
        let report = BenchReport()
        let table = BenchTable.render(report)
        for goal in report.goals {
            #expect(table.contains(goal.name), "\(goal.name)")
        }
        #expect(table.contains("not measured"))
        #expect(!table.contains(" met"))
    }
}
