import Keyboard
import OutputFiles

/// The commands that act through the pointer: taps, a held key and drags. Each aims where a
/// person's finger would, found in this frame's geometry (`refreshedFrame`), and presses and
/// releases through the window's own handlers.
extension ScriptCommandEntry {
    static let tapInput = ScriptCommandEntry("tap input") { line throws(InputError) in try line.tap(.tapInput) } perform: { command, run in
        guard command == .tapInput else { return nil }
        run.target.useInputBar(.clickField)
        return .done
    }

    static let tapList = ScriptCommandEntry("tap list") { line throws(InputError) in try line.tap(.tapList) } perform: { command, run in
        guard command == .tapList else { return nil }
        // Just under the navigation bar: always list, whatever the case.
        run.target.tap(Point(x: run.target.stageWidth / 2, y: ChatScene.navigationBarHeight + 24))
        return .done
    }

    static let tapSend = ScriptCommandEntry("tap send") { line throws(InputError) in try line.tap(.tapSend) } perform: { command, run in
        guard command == .tapSend else { return nil }
        run.target.useInputBar(.clickSend)
        return .done
    }

    /// The jump-to-latest button appears only once the chat's end is out of sight.
    static let tapJump = ScriptCommandEntry("tap jump") { line throws(InputError) in try line.tap(.tapJumpToLatest) } perform: { command, run in
        guard command == .tapJumpToLatest else { return nil }
        if let frame = run.target.refreshedFrame(), frame.jumpToLatest == nil {
            return .refused("tap jump: the jump-to-latest button is not shown (it appears once the chat's end is out of sight, e.g. after 'drag list 0 400 300')")
        }
        // Aimed in the frame read afresh, as every pointer step is.
        if let centre = run.target.refreshedFrame()?.jumpToLatest?.centre { run.target.tap(centre) }
        return .done
    }

    /// A `tap key` right after `tap input` waits for the keyboard: it is tried again each frame
    /// until its key is on screen, and refused when nothing is bringing the keys up.
    static let tapKey = ScriptCommandEntry("tap key LABEL") { line throws(InputError) in
        if let wrong = line.misplaced(taking: 2) { throw line.familyUsage(at: wrong == line.name ? line.words[1] : wrong) }
        let label = try line.keyLabel(line.words[2])
        return (.tapKey(label.text), label)
    } perform: { command, run in
        guard case .tapKey(let label) = command else { return nil }
        if let waiting = run.keyWaiting(label, verb: "tap") { return waiting }
        if let centre = run.keyCentre(label) { run.target.tap(centre) }
        return .done
    }

    /// The key stays pressed while the next steps run (a held ⌫ repeats, a held letter shows its
    /// balloon); the runner lets go of it.
    static let holdKey = ScriptCommandEntry("hold key LABEL MS", takesOtherWords: true) { line throws(InputError) in
        let usage = "usage: hold key LABEL MS"
        if let first = line.arguments.first, first.text != "key" { throw line.fail(usage, at: first) }
        if let wrong = line.misplaced(taking: 3) { throw line.fail(usage, at: wrong) }
        let label = try line.keyLabel(line.words[2])
        return (.holdKey(label.text, milliseconds: try line.milliseconds(line.words[3])), label)
    } perform: { command, run in
        guard case .holdKey(let label, let milliseconds) = command else { return nil }
        if let waiting = run.keyWaiting(label, verb: "hold") { return waiting }
        guard let centre = run.keyCentre(label) else { return .done }
        return .hold(centre, releaseAt: run.wallTime + Double(milliseconds) / 1000)
    }

    /// Starts in the list a little above the bar, where a thumb would.
    static let dragList = ScriptCommandEntry("drag list DX DY MS", takesOtherWords: true) { line throws(InputError) in
        let usage = "usage: drag list DX DY MS"
        if let first = line.arguments.first, first.text != "list" { throw line.fail(usage, at: first) }
        if let wrong = line.misplaced(taking: 4) { throw line.fail(usage, at: wrong) }
        let dx = try line.number(line.words[2], "'drag list' needs a numeric DX")
        let dy = try line.number(line.words[3], "'drag list' needs a numeric DY")
        return (.drag(dx: dx, dy: dy, milliseconds: try line.milliseconds(line.words[4])), line.name)
    } perform: { command, run in
        guard case .drag(let dx, let dy, let milliseconds) = command else { return nil }
        guard let frame = run.target.refreshedFrame() else { return .done }
        let start = Point(x: run.target.stageWidth / 2, y: max(ChatScene.navigationBarHeight + 20, Double(frame.barTop) - 120))
        run.drag(from: start, dx: dx, dy: dy, milliseconds: milliseconds)
        return .done
    }

    /// Scrolls the emoji grid sideways, from its centre.
    static let dragKeyboard = ScriptCommandEntry("drag keyboard DX MS") { line throws(InputError) in
        if let wrong = line.misplaced(taking: 3) { throw line.fail("usage: drag keyboard DX MS", at: wrong) }
        let dx = try line.number(line.words[2], "'drag keyboard' needs a numeric DX")
        return (.dragKeyboard(dx: dx, milliseconds: try line.milliseconds(line.words[3])), line.words[1])
    } perform: { command, run in
        guard case .dragKeyboard(let dx, let milliseconds) = command else { return nil }
        if let frame = run.target.refreshedFrame(), run.target.centre(of: .emojiGrid, in: frame) == nil {
            return .refused("drag keyboard: the emoji keyboard is not shown (use '\(KeyboardChoice.actionName) \(KeyboardChoice.emoji.rawValue)' and 'tap input' first)")
        }
        guard let frame = run.target.refreshedFrame(), let start = run.target.centre(of: .emojiGrid, in: frame) else { return .done }
        run.drag(from: start, dx: dx, dy: 0, milliseconds: milliseconds)
        return .done
    }
}

extension ScriptRun {
    /// Why a tap or hold of the key `label` must wait or cannot act in this frame; nil when it
    /// can act. The steps before it in the same tick (`tap input`) may have moved the keyboard,
    /// and on the first tick there is no frame yet: this frame's keyboard is judged.
    func keyWaiting(_ label: String, verb: String) -> ScriptStepOutcome? {
        guard let frame = target.refreshedFrame() else { return .comingUp }
        return ScriptStepOutcome(target.keyTapReadiness(label: label, in: frame, verb: verb))
    }

    /// Where the key `label` is in this frame (refreshed again, as the tap lands now).
    func keyCentre(_ label: String) -> Point? {
        guard let frame = target.refreshedFrame() else { return nil }
        return target.centre(of: .key(label), in: frame)
    }

    func drag(from start: Point, dx: Double, dy: Double, milliseconds: Int) {
        target.usePointer(.drag(ScriptDrag(start: start, dx: dx, dy: dy, startWallTime: wallTime, duration: Double(milliseconds) / 1000)))
    }
}

extension ScriptTarget {
    /// A press and a release at `point`.
    func tap(_ point: Point) {
        usePointer(.press(point))
        usePointer(.release(point))
    }
}
