import Testing
@testable import ChatDemoCore
import ChatLayout

/// `compare NAME[,NAME]|off` and the menu's Compare With: one value, the panes beside the first.
@MainActor
@Suite struct CompareCommandTests {
    @Test func theValueNamesThePanesBesideTheFirst() throws {
        #expect(try CompareWith.parse("off") == [])
        #expect(try CompareWith.parse("") == [])
        #expect(try CompareWith.parse("always") == [.always])
        #expect(try CompareWith.parse("always,never") == [.always, .never])
        #expect(CompareWith.state([.always, .never]) == "always,never")
        #expect(CompareWith.state([]) == "")
        #expect(CompareWith.menuItems.first! == ("Nothing", ""))
        #expect(CompareWith.menuItems.count == 1 + Strategy.allCases.count)
    }

    @Test func aBadValueSaysWhatIsWrong() {
        #expect(throws: CompareChoice.Problem(message: "compare: 'sideways' is not a strategy; use off or \(Strategy.spelledOut), one or two separated by a comma")) {
            try CompareWith.parse("sideways")
        }
        #expect(throws: CompareChoice.Problem(message: "compare: 'never' is given twice; the panes' strategies must differ")) {
            try CompareWith.parse("never,never")
        }
        #expect(throws: CompareChoice.Problem(message: "compare: at most 2 strategies beside the first pane's, got 3 in 'always,never,inset'")) {
            try CompareWith.parse("always,never,inset")
        }
    }

    @Test func theScriptCommandParsesOrNamesItsLine() throws {
        #expect(try scriptCommands("compare always") == [.compare([.always])])
        #expect(try scriptCommands("compare always,never") == [.compare([.always, .never])])
        #expect(try scriptCommands("compare off") == [.compare([])])
        #expect(scriptProblem("wait 5\ncompare sideways")
                == "s.txt:2:9: compare: 'sideways' is not a strategy; use off or \(Strategy.spelledOut), one or two separated by a comma")
        #expect(scriptProblem("compare") == "s.txt:1:1: 'compare' takes one value: off, or one or two strategies separated by a comma")
        #expect(scriptProblem("compare always never") == "s.txt:1:16: 'compare' takes one value: off, or one or two strategies separated by a comma")
    }

    /// The step runs the menu's action, and the next steps wait for the next frame (the new
    /// window); a recording refuses it, which stops the run with the line (exit 2).
    @Test func theStepRunsTheMenusActionUnlessRecording() throws {
        let target = RecordingScriptTarget(frame: nil)
        #expect(ScriptCommand.compare([.always]).perform(ScriptRun(target: target, wallTime: 0)) == .doneForThisFrame)
        #expect(target.calls == [.activateAction("compare", parameter: "always")])
        #expect(ScriptCommand.compare([]).perform(ScriptRun(target: target, wallTime: 0)) == .doneForThisFrame)
        #expect(target.calls.last == .activateAction("compare", parameter: ""))
        target.isRecording = true
        #expect(ScriptCommand.compare([.never]).perform(ScriptRun(target: target, wallTime: 0))
                == .refused("compare: a recording keeps the panes it started with; start it with --compare instead"))
    }

    @Test func theMenuActionIsSavedAsTheCommand() {
        #expect(SessionLog.command(forAction: "compare", parameter: "always", on: nil) == .compare([.always]))
        #expect(SessionLog.command(forAction: "compare", parameter: "", on: nil) == .compare([]))
        #expect(SessionLog.line(.compare([])) == "compare off")
        #expect(SessionLog.line(.compare([.always, .inset])) == "compare always,inset")
    }
}
