import CGtk
import ChatDemoCore
import ChatLayout
import Curves
import Foundation
import Keyboard

/// The demo window: a header bar with the review controls over its panes (`Pane`: a scene, a
/// stage and a painter each; one for the single chat, one per strategy in compare mode).
///
/// Nothing here computes a position. Every frame while something moves, the lead pane's tick
/// asks the window for the frame's work (`ChatWindow+Frame.swift`), which asks the scenes for
/// the frame's geometry and applies it; the menus, the keys and the pointer (`StageInput`) only
/// tell the scenes what happened, through `PaneRow`, and wake the tick, which stops again at
/// rest. What the run writes and how it ends belongs to `ReviewOutputs`.
@MainActor
final class ChatWindow {
    static let portraitSize = (width: Int32(390), height: Int32(844))

    let app: UnsafeMutablePointer<GtkApplication>
    let window: UnsafeMutablePointer<GtkWidget>
    let panes: PaneRow<Pane>
    let clock: WindowClock
    let input: StageInput
    let outputs: ReviewOutputs
    let script: ScriptRunner?
    /// The motion history, the timeline and the onion skin (`ChatWindow+MotionReview.swift`).
    let review: MotionReview
    /// Pause, frame steps and seeks, and the frames they show (`ChatWindow+Playhead.swift`).
    let playhead: Playhead
    /// The tuning panel, made when first opened (`ChatWindow+Tuning.swift`).
    var tuningPanel: TuningPanel?
    /// "Export Video…" and `export-video`: the export running (`ChatWindow+VideoExport.swift`).
    let videoExports = VideoExports()
    private let animationSettings = AnimationSettings()
    private(set) var configuration: DemoConfiguration
    /// Conversations as the reviewer left them, by case (or "custom" for a
    /// file or generated one), so switching case and back loses nothing sent.
    var conversations: [String: Conversation] = [:]
    /// Set by the window's "destroy": nothing may touch its widgets after.
    private(set) var isClosed = false
    /// Set when a window with other compared panes takes this one's place
    /// (`ChatWindow+CompareSwitch.swift`): its end then writes no outputs and runs no script.
    var isReplaced = false
    var isLandscape: Bool

    /// `outputs` are opened before: everything that can fail comes before the first widget, so
    /// a failure leaves no window behind to keep the application alive.
    /// `carried`: the live state of the window this one replaces (compare mode switched).
    init(app: UnsafeMutablePointer<GtkApplication>, configuration: DemoConfiguration, outputs: ReviewOutputs,
         carrying carried: CarriedState? = nil) {
        self.app = app
        self.configuration = configuration
        self.outputs = outputs
        let clock = carried?.clock ?? WindowClock(recording: outputs.isRecording, slowMotionFactor: configuration.slowMotion,
                                                  step: configuration.frameStep)
        self.clock = clock
        isLandscape = configuration.landscape
        conversations = carried?.conversations ?? [:]
        let size = configuration.landscape
            ? (width: Self.portraitSize.height, height: Self.portraitSize.width) : Self.portraitSize
        // A first guess at the stage's size. The scenes decide nothing from it: a show waits
        // for the stage's first real allocation, so the case is never decided on this guess.
        let headerBarGuess = 46
        let lead = Pane(configuration: configuration, strategy: configuration.strategy,
                        contentSize: Size(width: Double(size.width), height: Double(Int(size.height) - headerBarGuess)),
                        bottomOffset: BottomOffset(Double(configuration.bottomOffset)),
                        slowMotionFactor: clock.slowMotionFactor, following: nil)
        let profiles = [configuration.profile] + configuration.comparedProfiles
        let panes = PaneRow([lead] + configuration.comparedStrategies.enumerated().map { index, strategy in
            Pane(configuration: configuration, strategy: strategy, contentSize: lead.scene.contentSize,
                 bottomOffset: lead.scene.bottomOffset, slowMotionFactor: clock.slowMotionFactor, following: lead,
                 ownKeyboard: profiles.count > index + 1 && profiles[index + 1] != profiles[0])
        })
        self.panes = panes
        // Panes that differ by platform say which, in their captions and the timeline's legend.
        let namesPlatform = Set(profiles.map(\.fileText)).count > 1
        for (index, pane) in panes.all.enumerated() {
            pane.scene.setProfile(profiles[min(index, profiles.count - 1)], at: 0)
            pane.scene.setCaptionNamesPlatform(namesPlatform)
        }
        review = MotionReview(paneNames: panes.all.enumerated().map { index, pane in
            let name = pane.scene.strategy.rawValue
            guard namesPlatform else { return name }
            return "\(name)@\(profiles[min(index, profiles.count - 1)].platform?.rawValue ?? "tuned")"
        })
        playhead = Playhead(panes: panes, frameStep: configuration.frameStep)
        if let carried { lead.stageView.continueCounting(at: carried.nextFrameIndex) }
        script = carried.map(\.script) ?? (configuration.script.isEmpty ? nil
            : ScriptRunner(configuration.script, file: configuration.scriptPath ?? "script"))
        window = gtk_application_window_new(app)
        // The input wakes the window, which can be named only once the input itself is stored.
        var wake: () -> Void = {}
        input = StageInput(app: app, panes: panes, clock: clock) { wake() }
        wake = { [unowned self] in self.wakeUp() }

        let gtkWindow = checkedCast(window, to: GtkWindow.self)
        gtk_window_set_title(gtkWindow, "KeyboardChat")
        gtk_window_set_default_size(gtkWindow, panes.windowWidth(paneWidth: size.width), size.height)
        if let profile = configuration.inputPaths.first(where: { $0.option == "--profile" && !$0.path.isEmpty }) {
            RecentProfilesMenu.shared.record(profile.path)  // `--profile FILE` is a load too
        }
        gtk_window_set_titlebar(gtkWindow, HeaderBar.make(app: app, slowMotionFactor: clock.slowMotionFactor, importedMe: configuration.importedMe))
        gtk_container_add(checkedCast(window), panes.makeWidget())
        lead.driver = self
        connectSignals()
        setUpMotionReview()
        connectPlayheadKeys()
        wakeUp()
        gtk_widget_show_all(window)
        // Again: realizing the header bar resets the X window's name to the
        // program name, and testers find the window by its title.
        gtk_window_set_title(gtkWindow, "KeyboardChat")
        inputBar.focus()
        if let draft = carried?.draft, !draft.isEmpty { inputBar.insertAtCursor(draft) }
        // The reviewer was typing: the keyboard rises again in the new panes, on its own curve,
        // once they have their real size (a show waits for it).
        if carried?.keyboardWasShown == true { scene.showKeyboard(at: clock.now) }
    }

    private func connectSignals() {
        for pane in panes.all {
            input.connect(pane)
            AccessibleStage.attach(pane.stageView.drawingArea) { [unowned pane] in
                pane.currentFrame.map(pane.scene.accessibleItems(in:)) ?? []
            }
            if pane !== panes.lead { connectFollowingBar(pane.inputBar) }
        }
        inputBar.onActivateField = { [unowned self] in
            self.wakeUp()
            self.scene.showKeyboard(at: self.clock.now)
        }
        inputBar.onWillSend = { [unowned self] in
            self.wakeUp()
            self.input.handleKeyOutputs(self.scene.editTyping { $0.commitComposition() })
        }
        // Typing (keys, IM commits, pastes) may grow the bar: the next frame measures it.
        inputBar.onTextChanged = { [unowned self] in
            self.playhead.draftDidChange()
            // A kept frame's draft shown while paused is the past's, not typing.
            guard !self.playhead.isPresenting else { return }
            self.wakeUp()
            self.panes.showDraft(self.inputBar.text)
        }
        let reportsSends = DiagnosticSwitch.reportSent.isSet
        inputBar.onSend = { [unowned self] text in
            self.wakeUp()
            self.panes.send(text, at: self.clock.now)
            // For tests: proves exactly what was sent (newlines escaped).
            if reportsSends { print("sent: \(text.replacingOccurrences(of: "\n", with: "\\n"))") }
        }
        connect(window, "destroy") { [unowned self] in
            self.isClosed = true
            // Now, not at its next batch: after a signal the main loop may never run again.
            self.videoExports.current?.abandon()
            if !self.isReplaced { self.outputs.finish() }
            self.animationSettings.disconnect()
        }
    }

    /// A following pane's field shows the lead's draft: a click in it is a click in the lead's
    /// field (the keyboard shows in every pane, typing goes to the one draft), and its Send
    /// button sends that draft.
    private func connectFollowingBar(_ bar: InputBar) {
        bar.onActivateField = { [unowned self] in
            self.inputBar.focus()
            self.inputBar.onActivateField()
        }
        bar.onTextChanged = { [unowned self] in self.wakeUp() }
        bar.onSend = { [unowned self] _ in self.inputBar.sendIfPossible() }
    }

    /// The lead's scene: the one keyboard and typing state every pane shows.
    var scene: ChatScene { panes.lead.scene }
    /// The lead's field, which holds the one draft.
    var inputBar: InputBar { panes.lead.inputBar }
    /// Device pixels per logical pixel (2 under GDK_SCALE=2).
    var scale: Int { Int(gtk_widget_get_scale_factor(window)) }
    /// Whether GTK animates (gtk-enable-animations): when off, what moves ends in its frame.
    var animationsEnabled: Bool { animationSettings.isEnabled }

    /// Whether SIGINT/SIGTERM now would cut a script or a recording short.
    var interruptsOnSignal: Bool {
        Interruption.interrupts(scriptFinished: script?.isFinished ?? true, recording: outputs.isRecording)
    }

    /// Closes the window once; later calls (a second signal) do nothing.
    func close() {
        guard !isClosed else { return }
        HeaderBar.closePopovers(of: window)
        gtk_widget_destroy(window)
    }

    // MARK: Actions (menus, accelerators and script commands all land here)

    func switchCase(_ which: ConversationCase) {
        wakeUp()
        conversations[configuration.conversationCase?.rawValue ?? Self.customConversationKey] = scene.conversation
        let conversation: Conversation
        if let kept = conversations[which.rawValue] {
            conversation = kept
        } else {
            do {
                conversation = try Fixtures.conversation(which)
            } catch {
                FileHandle.standardError.write(Data("keyboard-chat: \(error)\n".utf8))
                Actions.setChoiceState(app, ConversationCase.actionName, configuration.conversationCase?.rawValue ?? "")
                return
            }
        }
        configuration.conversationCase = which
        panes.replaceConversation(conversation, at: clock.now)
    }

    static let customConversationKey = "custom"

    /// The strategy menu picks the lead pane's strategy (compare mode names the others').
    func switchStrategy(_ strategy: Strategy) {
        wakeUp()
        scene.setStrategy(strategy, at: clock.now)
    }

    func switchKeyboard(_ kind: KeyboardLayoutKind) {
        wakeUp()
        noteLayoutSwap()
        input.handleKeyOutputs(scene.setKeyboardLayout(kind, at: clock.now))
    }

    func setSlowMotion(_ factor: Double) {
        // Paused, the new factor takes effect from the frozen time, without resuming.
        if !playhead.isPaused { wakeUp() }
        clock.setSlowMotionFactor(factor)
        panes.setSlowMotionFactor(clock.slowMotionFactor)
        Actions.setChoiceState(app, SpeedPreset.actionName, SpeedPreset.state(forFactor: clock.slowMotionFactor))
        SlowMotionBadge.show(factor: clock.slowMotionFactor)
    }

    /// The menu's "Show keyboard": what a tap in the field does.
    func showKeyboard() {
        wakeUp()
        scene.showKeyboard(at: clock.now)
    }

    func hideKeyboard() {
        wakeUp()
        scene.hideKeyboard(at: clock.now)
    }

    /// A reply streams in below the latest message (the menu item and `receive-stream`), in
    /// every pane: it changes the conversation.
    func receiveStreamingReply(_ text: String, milliseconds: Int) {
        wakeUp()
        panes.receiveStreamingReply(text, milliseconds: milliseconds, at: clock.now)
    }

    /// The attachment panel's menu item (toggle) and `panel show|hide`.
    func applyPanel(_ request: PanelRequest) {
        wakeUp()
        noteLayoutSwap()
        scene.apply(request, at: clock.now)
    }

    /// Swaps the window between portrait (390×844) and landscape (844×390).
    func rotate() {
        wakeUp()
        isLandscape.toggle()
        let size = isLandscape ? (Self.portraitSize.height, Self.portraitSize.width) : Self.portraitSize
        gtk_window_resize(checkedCast(window), panes.windowWidth(paneWidth: size.0), size.1)
    }

    func toggleDebugOverlay(_ on: Bool) {
        panes.setDebugOverlay(on)
        redraw()
    }
}
