import ChatLayout
import OutputFiles

/// The script language, one entry per command and what it does, in the order of the script
/// table in docs/CLI.md (a test keeps the two the same, word for word). The pointer commands are in
/// `ScriptCommands+Pointer.swift`.
extension ScriptCommandEntry {
    public static let all: [ScriptCommandEntry] = [
        tapInput
            .described("click the input field (brings the keyboard up)"),
        tapList
            .described("click the list above the bar (hides the keyboard)"),
        tapSend
            .described("click the Send button"),
        tapJump
            .described("click the jump-to-latest button (exit 2 when it is not shown)"),
        tapKey
            .described("tap a drawn key: `q`, `⇧`, `⌫`, `space`, `空格`, `🌐`, `🎤`, `#+=`, an emoji in view, or an emoji category by name (`animals`)"),
        holdKey
            .described("press a key and let go MS later while the next steps run (a held ⌫ repeats)"),
        typeText
            .described("type TEXT into the field (`\\n` a line break, `\\\\` a backslash; any other backslash is refused)"),
        send
            .described("send the draft (as Return does)"),
        wait
            .described("let MS milliseconds of animation time pass"),
        choice(KeyboardChoice.self, syntax: "\(KeyboardChoice.actionName) \(KeyboardChoice.spellings.joined(separator: "|"))") { .keyboard($0) }
            .described("switch the layout"),
        choice(ConversationCase.self, syntax: "\(ConversationCase.actionName) \(ConversationCase.spellings.joined(separator: "|"))") { .conversationCase($0) }
            .described("switch the conversation"),
        choice(Strategy.self, syntax: "\(Strategy.actionName) NAME") { .strategy($0) }
            .described("switch the strategy (any `--strategy` value; the first pane in compare mode)"),
        compare
            .described("compare mode from here on: the first pane beside one other strategy (or two: `always,never`), or `off` for the single chat, as the menu's Compare With does (the window is rebuilt with its conversations, draft, keyboard and settings; not while recording: exit 2)"),
        choice(Platform.self, syntax: "\(Platform.actionName) \(Platform.spellings.joined(separator: "|"))") { .platform($0) }
            .described("switch the keyboard's motion to the platform's, from the next show or hide (every pane)"),
        ReviewToolCommands.tuneSpring
            .described("tune the keyboard's motion to a spring of RESPONSE seconds and damping fraction DAMPING, as the tuning panel does (the lead pane, from the next show or hide; a value out of range stops the run with the reason, exit 2)"),
        ReviewToolCommands.tuneCurve
            .described("tune the keyboard's motion to `cubic-bezier(X1, Y1, X2, Y2)` over MS milliseconds"),
        ReviewToolCommands.tuneHeight
            .described("tune the keyboard's height at 390 pt wide to PT points (150 … 450)"),
        ReviewToolCommands.tuneThreshold
            .described("tune the case-2 threshold to PT points (0 … 200)"),
        ReviewToolCommands.tuneReset
            .described("every tuned value back to iOS's, as the panel's \"Reset to iOS\" does"),
        ReviewToolCommands.tunePanel
            .described("open the tuning panel, as the Platform menu's \"Tune Motion…\" does (a window of its own: the stage keeps its size)"),
        ReviewToolCommands.profileSave
            .described("write the motion values the next show will use to FILE, as \"Save Profile…\" does (listed first under Recent Profiles)"),
        ReviewToolCommands.profileLoad
            .described("load the motion profile FILE as `--profile` does, every pane from its next show or hide; a missing or invalid file is reported and dropped from Recent Profiles"),
        ReviewToolCommands.profileRecent
            .described("load the Recent Profiles entry N of the Platform menu (1 is the newest)"),
        rotate
            .described("swap the window's width and height"),
        resize
            .described("resize the window"),
        dragList
            .described("drag the list by (DX, DY) over MS milliseconds"),
        dragKeyboard
            .described("drag the emoji grid sideways"),
        escape
            .described("hide the keyboard"),
        panel
            .described("the attachment panel"),
        slowMotion
            .described("time runs FACTOR times slower (1 … 100); `100%`, `25%` and `10%` are the speed presets (factors 1, 4 and 10)"),
        overlay
            .described("the debug overlay"),
        receiveStream
            .described("a streaming reply of TEXT over MS milliseconds (TEXT runs to the last word)"),
        screenshot
            .described("save the frame presented at that moment, mid-animation too (written, like every output, when the run ends successfully)"),
        ReviewToolCommands.timelineFrame
            .described("put the timeline's playhead on frame FRAME (the nearest one it keeps), read out its values and pause the stage on it"),
        ReviewToolCommands.exportVideo
            .described("export the frames the playhead keeps (the timeline's recent motion) as a video, as the menu's \"Export Video…\" does; the step waits until it is written (a failure is said with the line, the run goes on and exits 1, or 2 for a bad path)"),
        ReviewToolCommands.timelineZoom
            .described("zoom the timeline's time axis in or out (as + and − do), fit it to the newest motion, from its will-event to its did-event (as the Fit Last Motion button does), or show all it keeps (opened first if closed)"),
        ReviewToolCommands.exportTrace
            .described("write the frames and events the timeline keeps as Trace Event Format JSON (Perfetto, chrome://tracing), as the timeline's \"Export Trace…\" does (written, like every output, when the run ends successfully)"),
        ReviewToolCommands.openRecording
            .described("open a screen recording beside the simulated pane, as the menu's \"Open Recording…\" does (`--open`); the window is rebuilt with it, and a file it cannot show is said in an error dialog"),
        ReviewToolCommands.timelineScreenshot
            .described("save the timeline window as it is once that frame is painted (opened first if closed)"),
        ReviewToolCommands.timeline
            .described("open or close the timeline window (the plot of the recent motion)"),
        ReviewToolCommands.onionSkin
            .described("the onion skin: translucent ghosts of the previous frames' bar outline and keyboard top band, never over the field"),
        pause
            .described("freeze the stage on the frame presented (the script's waits still count)"),
        resume
            .described("go on from the frozen frame, on the same curve"),
        step
            .described("show the paused stage N frames later (negative: earlier), as a recording's frames"),
        seek
            .described("show the paused stage's frame at MS milliseconds of the recording's time"),
        quit
            .described("end the run"),
    ]

    /// `type TEXT`: everything after `type` and one space or tab is the text, verbatim.
    static let typeText = ScriptCommandEntry("type TEXT") { line throws(InputError) in
        let text = line.line.text(after: 0)
        guard !text.isEmpty else { throw line.fail("'type' needs the text to type", at: line.name) }
        return (.type(try line.typedText(text, at: line.line.textStart(after: 0))), line.name)
    } perform: { command, run in
        guard case .type(let text) = command else { return nil }
        run.target.useInputBar(.type(text))
        return .done
    }

    static let send = plain("send", .send) { $0.useInputBar(.send) }

    /// `compare NAME[,NAME]|off`: the menu's Compare With, through its action. The window is
    /// rebuilt once this frame is out, so the next steps wait for the next frame (and act on
    /// the new window). A recording keeps the panes it started with: refused (exit 2).
    static let compare = ScriptCommandEntry("compare NAME|off") { line throws(InputError) in
        if let wrong = line.misplaced(taking: 1) { throw line.fail("'compare' takes one value: off, or one or two strategies separated by a comma", at: wrong) }
        let value = line.words[1]
        do throws(CompareChoice.Problem) {
            return (.compare(try CompareWith.parse(value.text)), value)
        } catch {
            throw line.fail(error.message, at: value)
        }
    } perform: { command, run in
        guard case .compare(let strategies) = command else { return nil }
        guard !run.target.isRecording else {
            return .refused("compare: a recording keeps the panes it started with; start it with --compare instead")
        }
        run.target.activateAction(CompareWith.actionName, parameter: CompareWith.state(strategies))
        return .doneForThisFrame
    }

    static let wait = ScriptCommandEntry("wait MS") { line throws(InputError) in
        if let wrong = line.misplaced(taking: 1) { throw line.fail("'wait' takes one duration in milliseconds", at: wrong) }
        return (.wait(milliseconds: try line.milliseconds(line.words[1])), line.name)
    } perform: { command, run in
        guard case .wait(let milliseconds) = command else { return nil }
        return .resume(at: run.wallTime + Double(milliseconds) / 1000)
    }

    /// A choice of the menus (`keyboard pinyin`): its action, as its menu item or button runs it.
    static func choice<Choice: DemoChoice>(_: Choice.Type, syntax: String,
                                           _ command: @escaping @Sendable (Choice) -> ScriptCommand) -> ScriptCommandEntry {
        ScriptCommandEntry(syntax) { line throws(InputError) in
            (command(try line.choice()), line.name)
        } perform: { performed, run in
            guard let choice = Choice.allCases.first(where: { command($0) == performed }) else { return nil }
            run.target.activateAction(Choice.actionName, parameter: choice.rawValue)
            return .done
        }
    }

    static let rotate = plain(DemoBehaviour.rotate.syntax(), .rotate) { $0.activateAction(DemoBehaviour.rotate.actionName, parameter: nil) }

    static let resize = ScriptCommandEntry("resize W H") { line throws(InputError) in
        let usage = "usage: resize WIDTH HEIGHT (each 200…4000)"
        if let wrong = line.misplaced(taking: 2) { throw line.fail(usage, at: wrong) }
        func side(_ word: ScriptLine.Word) throws(InputError) -> Int {
            guard let value = Int(word.text), (200...4000).contains(value) else { throw line.fail(usage, at: word) }
            return value
        }
        return (.resize(width: try side(line.words[1]), height: try side(line.words[2])), line.name)
    } perform: { command, run in
        guard case .resize(let width, let height) = command else { return nil }
        run.target.resizeWindow(width: width, height: height)
        return .done
    }

    static let escape = plain(DemoBehaviour.hideKeyboard.syntax(), .escape) { $0.activateAction(DemoBehaviour.hideKeyboard.actionName, parameter: nil) }

    /// `toggle` is the menu item's action; `show` and `hide` set the state whatever it was.
    static let panel = ScriptCommandEntry(DemoBehaviour.attachmentPanel.syntax(PanelRequest.spellings.joined(separator: "|"))) { line throws(InputError) in
        let expected = "'\(line.name.text)' takes one of \(PanelRequest.spellings.joined(separator: ", "))"
        return (.panel(try line.choice(PanelRequest.self, expected)), line.name)
    } perform: { command, run in
        guard case .panel(let request) = command else { return nil }
        if request == .toggle {
            run.target.activateAction(DemoBehaviour.attachmentPanel.actionName, parameter: nil)
        } else {
            run.target.applyPanel(request)
        }
        return .done
    }

    /// A factor, not the menu's toggle; at most what `--slow-motion` accepts.
    static let slowMotion = ScriptCommandEntry(DemoBehaviour.slowMotion.syntax("FACTOR")) { line throws(InputError) in
        let atLeast = "'\(line.name.text)' takes one factor of at least 1"
        if let wrong = line.misplaced(taking: 1) { throw line.fail(atLeast, at: wrong) }
        let word = line.words[1]
        if let preset = SpeedPreset(scriptWord: word.text) { return (.slowMotion(preset.factor), line.name) }
        guard let factor = Double(word.text), factor.isFinite, factor >= 1 else { throw line.fail(atLeast, at: word) }
        guard factor <= SlowMotion.range.upperBound else {
            throw line.fail("'\(line.name.text)' takes a factor of at most \(Int(SlowMotion.range.upperBound)) (as --slow-motion does), got '\(line.shown(word))'", at: word)
        }
        return (.slowMotion(factor), line.name)
    } perform: { command, run in
        guard case .slowMotion(let factor) = command else { return nil }
        run.target.setSlowMotion(factor)
        return .done
    }

    /// Sets the debug overlay's state rather than flipping it, so a script reads the same
    /// whatever the overlay was.
    static let overlay = ScriptCommandEntry(DemoBehaviour.debugOverlay.syntax("on|off")) { line throws(InputError) in
        (.overlay(try line.choice(["on": true, "off": false], "'\(line.name.text)' takes 'on' or 'off'")), line.name)
    } perform: { command, run in
        guard case .overlay(let on) = command else { return nil }
        run.target.setToggle(DemoBehaviour.debugOverlay.actionName, on: on)
        return .done
    }

    /// `receive-stream TEXT MS`: the text is everything up to the last word, verbatim ('#' and
    /// inner spaces included) with `type`'s escapes; the last word is the duration.
    static let receiveStream = ScriptCommandEntry(DemoBehaviour.receiveStream.syntax("TEXT MS")) { line throws(InputError) in
        let words = line.words
        guard words.count >= 3 else {
            throw line.fail("usage: \(line.name.text) TEXT MS (the reply's text, then how long it takes to arrive in milliseconds)", at: line.name)
        }
        let text = line.line.text(from: 1, through: words.count - 2)
        let typed = try line.typedText(text, at: words[1].range.lowerBound)
        return (.receiveStream(typed, milliseconds: try line.milliseconds(words[words.count - 1])), line.name)
    } perform: { command, run in
        guard case .receiveStream(let text, let milliseconds) = command else { return nil }
        run.target.receiveStreamingReply(text, milliseconds: milliseconds)
        return .done
    }

    /// Taken once this frame is painted, so it shows what the steps before it did and nothing
    /// more. The path is the word acted on: an unwritable folder is reported there.
    static let screenshot = ScriptCommandEntry("screenshot FILE.png") { line throws(InputError) in
        let usage = "usage: screenshot FILE.png"
        if let wrong = line.misplaced(taking: 1) { throw line.fail(usage, at: wrong) }
        let path = line.words[1]
        guard path.text.hasSuffix(".png"), !path.text.hasSuffix("/.png"), path.text != ".png" else { throw line.fail(usage, at: path) }
        return (.screenshot(path: path.text), path)
    } perform: { command, run in
        guard case .screenshot(let path) = command else { return nil }
        run.target.requestScreenshot(path)
        return .doneForThisFrame
    }

    static let quit = plain("quit", .quit) { $0.quit(reporting: nil) }

    /// A command of one word and no arguments, which does `act`.
    private static func plain(_ name: String, _ command: ScriptCommand,
                              _ act: @escaping @MainActor @Sendable (any ScriptTarget) -> Void) -> ScriptCommandEntry {
        ScriptCommandEntry(name) { line throws(InputError) in
            try line.expectNoArguments()
            return (command, line.name)
        } perform: { performed, run in
            guard performed == command else { return nil }
            act(run.target)
            return .done
        }
    }
}

private extension DemoBehaviour {
    /// The behaviour's script command followed by `arguments`, as the table writes it.
    func syntax(_ arguments: String...) -> String {
        ([scriptCommand ?? actionName] + arguments).joined(separator: " ")
    }
}
