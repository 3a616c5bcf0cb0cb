import CGtk
import ChatDemoCore
import ChatLayout
import Curves
import Foundation
import Keyboard

/// The demo window: a header bar with the review controls over its panes (`Pane`: a scene, a
/// stage and a painter each; one for the single chat, one per strategy in compare mode).
///
/// The window assembles: it builds the panes and the controllers that own each concern and
/// wires them to each other and to GTK. The lead pane's stage hands every tick to the
/// `FrameLoop`, which asks the scenes for the frame's geometry and applies it; the menus, the
/// keys and the pointer (`StageInput`) only tell the scenes what happened, through `PaneRow`, and
/// wake the tick (`PlayheadController.wakeUp`), which stops again at rest. The playhead, the
/// motion review, the tuning panel, the profile files and video export are controllers of their
/// own; what the run writes and how it ends belongs to `ReviewOutputs`.
@MainActor
final class ChatWindow {
    static let portraitSize = (width: Int32(390), height: Int32(844))
    static let customConversationKey = "custom"

    let app: UnsafeMutablePointer<GtkApplication>
    let window: UnsafeMutablePointer<GtkWidget>
    let panes: PaneRow<Pane>
    let clock: WindowClock
    let input: StageInput
    let outputs: ReviewOutputs
    let script: ScriptRunner?
    /// Whether the window is still there; closing it.
    let lifetime: WindowLifetime
    /// The tick's work: one clock reading, one frame, the trace row and the recording.
    let frames: FrameLoop
    /// Pause, frame steps and seeks, and the wake every handler calls first.
    let playhead: PlayheadController
    /// The motion history, the timeline and the onion skin.
    let review: MotionReviewController
    /// The tuning panel and the script's `tune`.
    let tuning: TuningController
    /// "Export Video…" and `export-video`.
    let videoExport: VideoExportController
    /// The Platform menu, profile files, Recent Profiles and "Copy as Code".
    let profiles: ProfileController
    private let animationSettings = AnimationSettings()
    private(set) var configuration: DemoConfiguration
    /// Conversations as the reviewer left them, by case (or "custom" for a
    /// file or generated one), so switching case and back loses nothing sent.
    private(set) var conversations: [String: Conversation] = [:]
    /// Set when a window with other compared panes takes this one's place
    /// (`handOver`, `ChatWindow+CompareSwitch.swift`): its end then writes no outputs and runs no script.
    private(set) var isReplaced = false
    private(set) var isLandscape: Bool

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
        let recording = configuration.openedRecording.map(RecordingPane.init)
        recording?.follow(lead.scene.keyboard)
        let panes = PaneRow([lead] + configuration.comparedStrategies.enumerated().map { index, strategy in
            Pane(configuration: configuration, strategy: strategy, contentSize: lead.scene.contentSize,
                 bottomOffset: lead.scene.bottomOffset, slowMotionFactor: clock.slowMotionFactor, following: lead,
                 ownKeyboard: profiles.count > index + 1 && profiles[index + 1] != profiles[0])
        }, recording: recording)
        self.panes = panes
        // Panes that differ by platform say which, in their captions and the timeline's legend;
        // beside a recording, the simulated pane names the platform it plays.
        let namesPlatform = Set(profiles.map(\.fileText)).count > 1 || recording != nil
        panes.setProfiles(profiles, captionsNamePlatform: namesPlatform)
        if panes.isRow { panes.labelEachPane() }
        let motion = MotionReview(paneNames: panes.variantNames(profiles: profiles, namingPlatform: namesPlatform))
        if let carried { lead.stageView.continueCounting(at: carried.nextFrameIndex) }
        script = carried.map(\.script) ?? (configuration.script.isEmpty ? nil
            : ScriptRunner(configuration.script, file: configuration.scriptPath ?? "script"))
        let window = gtk_application_window_new(app)!
        self.window = window
        let lifetime = WindowLifetime(window: window)
        self.lifetime = lifetime
        let playhead = PlayheadController(playhead: Playhead(panes: panes, frameStep: configuration.frameStep), review: motion,
                                          clock: clock, panes: panes, app: app, lifetime: lifetime,
                                          animationSettings: animationSettings)
        self.playhead = playhead
        input = StageInput(app: app, panes: panes, clock: clock) { [unowned playhead] in playhead.wakeUp() }
        review = MotionReviewController(review: motion, playhead: playhead, panes: panes, clock: clock, outputs: outputs,
                                        app: app, window: window)
        frames = FrameLoop(clock: clock, panes: panes, playhead: playhead, review: review, input: input, outputs: outputs,
                           app: app, window: window, lifetime: lifetime, animationSettings: animationSettings)
        tuning = TuningController(app: app, window: window, scene: lead.scene, clock: clock, playhead: playhead)
        videoExport = VideoExportController(window: window, playhead: playhead, panes: panes, outputs: outputs,
                                            inputs: configuration.inputPaths, lifetime: lifetime)
        self.profiles = ProfileController(app: app, window: window, panes: panes, clock: clock, outputs: outputs,
                                          inputs: configuration.inputPaths, playhead: playhead, tuning: tuning)

        let gtkWindow = checkedCast(window, to: GtkWindow.self)
        gtk_window_set_title(gtkWindow, "KeyboardChat")
        gtk_window_set_default_size(gtkWindow, panes.windowWidth(paneWidth: size.width), size.height)
        if let profile = configuration.inputPaths.first(where: { $0.option == "--profile" && !$0.path.isEmpty }) {
            RecentProfilesMenu.shared.record(profile.path)  // `--profile FILE` is a load too
        }
        gtk_window_set_titlebar(gtkWindow, HeaderBar.make(app: app, slowMotionFactor: clock.slowMotionFactor, importedMe: configuration.importedMe))
        gtk_container_add(checkedCast(window), panes.makeWidget())
        MinimumWindowSize.enforce(on: window)
        lead.stageView.attach(content: lead, driver: frames)
        frames.play(script, on: WindowScriptTarget(window: self))
        outputs.beginWindow { [weak self] in
            guard let self else { return [] }
            return self.panes.traceTrackNames(conversationCase: self.configuration.conversationCase?.rawValue ?? Self.customConversationKey)
        }
        connectSignals()
        playhead.connectKeys(of: window)
        playhead.wakeUp()
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
        panes.connect(input) { [unowned self] bar in self.connectFollowingBar(bar) }
        let reportsSends = DiagnosticSwitch.reportSent.isSet
        inputBar.handle(activateField: { [unowned self] in
            self.playhead.wakeUp()
            self.scene.showKeyboard(at: self.clock.now)
        }, willSend: { [unowned self] in
            self.playhead.wakeUp()
            self.input.handleKeyOutputs(self.scene.editTyping { $0.commitComposition() })
        }, textChanged: { [unowned self] in
            // Typing (keys, IM commits, pastes) may grow the bar: the next frame measures it.
            self.playhead.playhead.draftDidChange()
            // A kept frame's draft shown while paused is the past's, not typing.
            guard !self.playhead.playhead.isPresenting else { return }
            self.playhead.wakeUp()
            self.panes.showDraft(self.inputBar.text)
        }, send: { [unowned self] text in
            self.review.noteSend()
            self.playhead.wakeUp()
            self.panes.send(text, at: self.clock.now)
            // For tests: proves exactly what was sent (newlines escaped).
            if reportsSends { print("sent: \(text.replacingOccurrences(of: "\n", with: "\\n"))") }
        })
        connect(window, "destroy") { [unowned self] in
            // Now, not at its next batch: after a signal the main loop may never run again.
            self.videoExport.abandon()
            if !self.isReplaced { self.outputs.finish() }
            self.animationSettings.disconnect()
            self.review.review.finish()
        }
    }

    /// A following pane's field shows the lead's draft: a click in it is a click in the lead's
    /// field (the keyboard shows in every pane, typing goes to the one draft), and its Send
    /// button sends that draft.
    private func connectFollowingBar(_ bar: InputBar) {
        bar.handle(activateField: { [unowned self] in
            self.inputBar.focus()
            self.inputBar.onActivateField()
        }, textChanged: { [unowned self] in self.playhead.wakeUp() },
                   send: { [unowned self] _ in self.inputBar.sendIfPossible() })
    }

    /// The lead's scene: the one keyboard and typing state every pane shows.
    var scene: ChatScene { panes.lead.scene }
    /// The lead's field, which holds the one draft.
    var inputBar: InputBar { panes.lead.inputBar }

    /// Whether SIGINT/SIGTERM now would cut a script or a recording short.
    var interruptsOnSignal: Bool {
        Interruption.interrupts(scriptFinished: script?.isFinished ?? true, recording: outputs.isRecording)
    }

    /// Set by the window's "destroy": nothing may touch its widgets after.
    var isClosed: Bool { lifetime.isClosed }

    /// Closes the window once; later calls (a second signal) do nothing.
    func close() {
        lifetime.close()
    }

    // MARK: What changes the window's own state

    func switchCase(_ which: ConversationCase) {
        playhead.wakeUp()
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

    /// Swaps the window between portrait (390×844) and landscape (844×390).
    func rotate() {
        playhead.wakeUp()
        isLandscape.toggle()
        let size = isLandscape ? (Self.portraitSize.height, Self.portraitSize.width) : Self.portraitSize
        gtk_window_resize(checkedCast(window), panes.windowWidth(paneWidth: size.0), size.1)
    }

    /// The configuration and live state a window with `strategies` beside the first pane starts from.
    func handOver(comparing strategies: [Strategy]) -> (DemoConfiguration, CarriedState) {
        var next = configuration
        next.comparedStrategies = strategies
        next.comparedProfiles = []
        next.strategy = scene.strategy
        next.conversation = scene.conversation
        next.keyboard = scene.keyboard.layout
        next.profile = scene.nextProfile
        next.slowMotion = clock.slowMotionFactor
        next.landscape = isLandscape
        var kept = conversations
        kept[configuration.conversationCase?.rawValue ?? Self.customConversationKey] = scene.conversation
        isReplaced = true
        return (next, CarriedState(clock: clock, script: script, conversations: kept, draft: inputBar.text,
                                   nextFrameIndex: frames.frameIndex, keyboardWasShown: scene.keyboard.isShown))
    }
}
