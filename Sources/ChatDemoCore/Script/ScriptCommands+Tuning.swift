import Curves
import OutputFiles

/// What the script's `tune` steps ask of the window (`ScriptTarget.tuning`): the tuning panel's
/// own path. A target without one refuses these steps.
@MainActor
public protocol TuningControl: AnyObject {
    /// Applies `change` to the lead pane's next profile as the panel's controls do; nil when it
    /// took, else why it was refused (nothing changed).
    func tune(_ change: MotionTuning) -> String?
}

/// The commands of the review tools a window may lack (`ScriptTarget.timeline`, `.tuning`,
/// `.videoExport`, `.profiles`): the timeline, tuning, profiles and video export, beside the
/// rest of the table (`ScriptCommandEntry.all` lists them in the script table's order).
enum ReviewToolCommands {}

/// The `tune` commands: each parses numbers only (a word that is not a number is a parse
/// error); whether the value is in range is decided when the step runs, against the profile
/// then in force, by the same check as the panel's (`MotionTuning.tuned`). A refused value
/// stops the run with the reason (exit 2), as every step that cannot act as written does.
extension ReviewToolCommands {
    static let tuneSpring = tune("spring RESPONSE DAMPING", "usage: tune spring RESPONSE DAMPING (seconds, then the damping fraction)") { numbers in
        .spring(response: numbers[0], dampingFraction: numbers[1])
    }

    static let tuneCurve = tune("curve MS X1 Y1 X2 Y2", "usage: tune curve MS X1 Y1 X2 Y2 (the duration in milliseconds, then the Bézier's control points)") { numbers in
        .curve(UnitBezier(numbers[1], numbers[2], numbers[3], numbers[4]), duration: numbers[0] / 1000)
    }

    static let tuneHeight = tune("height PT", "usage: tune height PT (the keyboard's height at 390 pt wide, in points)") { .keyboardHeight($0[0]) }

    static let tuneThreshold = tune("threshold PT", "usage: tune threshold PT (the case-2 threshold, in points)") { .caseTwoThreshold($0[0]) }

    static let tuneReset = tune("reset", "usage: tune reset") { _ in .resetToIOS }

    static let tunePanel = ScriptCommandEntry("tune panel") { line throws(InputError) in
        if let extra = line.words.dropFirst(2).first { throw line.fail("'tune panel' takes no arguments", at: extra) }
        return (.tuningPanel, line.words[1])
    } perform: { command, run in
        guard command == .tuningPanel else { return nil }
        run.target.activateAction(ProfileMenuCommand.tuneMotion.actionName, parameter: nil)
        return .done
    }

    /// `tune WHAT` followed by `arguments` numbers, each any finite decimal.
    private static func tune(_ syntax: String, _ usage: String,
                             _ change: @escaping @Sendable ([Double]) -> MotionTuning) -> ScriptCommandEntry {
        let count = syntax.split(separator: " ").count - 1
        return ScriptCommandEntry("tune " + syntax) { line throws(InputError) in
            if let wrong = line.misplaced(taking: count + 1) { throw line.fail(usage, at: wrong) }
            var numbers: [Double] = []
            for word in line.words.dropFirst(2) { numbers.append(try line.number(word, usage)) }
            return (.tune(change(numbers)), line.words[1])
        } perform: { command, run in
            guard case .tune(let tuning) = command, tuning.scriptWord == syntax.prefix(while: { $0 != " " }) else { return nil }
            guard let tuner = run.target.tuning else { return .refused("tune: no tuning panel here") }
            if let refusal = tuner.tune(tuning) { return .refused("tune: \(refusal); the motion stays as it was") }
            return .done
        }
    }
}
