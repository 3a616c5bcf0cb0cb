import CGtk
import ChatDemoCore
import ChatLayout
import Curves
import Foundation
import Keyboard

/// The demo window: a header bar with the review controls, and the stage (`StageView`: one
/// drawing area for the navigation bar, message list and keyboard, under the real input bar).
///
/// Nothing here computes a position. Every frame while something moves, the stage's tick asks
/// the window for the frame's work (`ChatWindow+Frame.swift`), which asks the scene for the
/// frame's geometry and applies it; pointer and key handlers only tell the scene what happened
/// and wake the tick (`ChatWindow+Wake.swift`), which stops again at rest.
@MainActor
final class ChatWindow {
    static let portraitSize = (width: Int32(390), height: Int32(844))

    let app: UnsafeMutablePointer<GtkApplication>
    let window: UnsafeMutablePointer<GtkWidget>
    /// The overlay, the drawing area, the bar's placement, the tick and the after-paint hook.
    let stageView: StageView
    let stagePainter: StagePainter
    var scene: ChatScene
    var configuration: DemoConfiguration
    /// Compare mode's other panes, left to right after this window's own stage (`ChatWindow+Compare`).
    var comparePanes: [ComparePane] = []
    /// The compared pane whose pointer release is being handled (nil: the main pane's).
    var releasingPane: ComparePane?

    /// Animation time of the current frame, read once per tick; handlers
    /// that run between frames stamp their events with it.
    var now: Double = 0
    /// Seconds since the first frame (fixed 1/60 s steps when recording).
    var lastWallTime: Double = 0
    /// Where the keyboard was drawn in the latest paint (stage coordinates).
    var drawnKeyboardTop: Int?
    /// Frame → wall time → animation time (recording's fixed step, slow motion, animations off).
    var timeline: FrameTimeline
    let animationSettings: AnimationSettings
    /// Conversations as the reviewer left them, by case (or "custom" for a
    /// file or generated one), so switching case and back loses nothing sent.
    private var conversations: [String: Conversation] = [:]
    /// Set by the window's "destroy": nothing may touch its widgets after.
    var isClosed = false
    var showsDebugOverlay = false
    private var isLandscape = false
    var pointer = PointerTracker()
    var script: ScriptRunner?
    var trace: TraceRecorder?
    var recorder: FrameRecorder?
    /// Set when the app should quit once the current frame is out (script `quit`).
    var quitRequested = false
    /// Script screenshots to take once the current frame is painted.
    var pendingScreenshots: [String] = []
    /// Screenshots taken, put in place when the run succeeds (`finishOutputs`).
    let screenshots = StagedScreenshots()
    /// The last frame the trace and the recording have a row for.
    var tracedFrameIndex = -1
    /// 0, or the status of the first failure this window reported (`reportFailure`): what the
    /// run exits with once the window is gone.
    private(set) var exitStatus: Int32 = 0

    init(app: UnsafeMutablePointer<GtkApplication>, configuration: DemoConfiguration) throws {
        self.app = app
        self.configuration = configuration
        timeline = FrameTimeline(pacing: configuration.recordsFrames ? .fixedStep : .frameClock,
                                 slowMotionFactor: configuration.slowMotion, step: configuration.frameStep)
        // Everything that can fail comes before the first widget, so a
        // failure leaves no window behind to keep the application alive.
        let size = configuration.landscape
            ? (width: Self.portraitSize.height, height: Self.portraitSize.width) : Self.portraitSize
        isLandscape = configuration.landscape
        let bubbles = BubbleRenderer()
        stagePainter = StagePainter(bubbles: bubbles)
        stagePainter.slowMotionFactor = timeline.clock.slowMotionFactor
        // A first guess at the stage's size. The scene decides nothing from
        // it: a show waits for the stage's first real allocation, so the
        // case is never decided on this guess.
        let headerBarGuess = 46
        scene = ChatScene(conversation: configuration.conversation, keyboard: configuration.keyboard,
                          keyboardResources: configuration.keyboardResources,
                          strategy: configuration.strategy,
                          contentSize: Size(width: Double(size.width), height: Double(Int(size.height) - headerBarGuess)),
                          awaitsMeasuredLayout: true, bottomOffset: BottomOffset(Double(configuration.bottomOffset)),
                          measure: { text, width in bubbles.height(of: text, listWidth: width) })
        let traceHeader = Self.traceHeader(paneCount: 1 + configuration.comparedStrategies.count,
                                           detailed: configuration.traceDetail)
        (trace, recorder) = try Self.openOutputs(configuration, traceHeader: traceHeader)
        if !configuration.script.isEmpty { script = ScriptRunner(configuration.script, file: configuration.scriptPath ?? "script") }

        stageView = StageView()
        animationSettings = AnimationSettings()
        window = gtk_application_window_new(app)
        let stage = stageView.drawingArea
        let gtkWindow = checkedCast(window, to: GtkWindow.self)
        gtk_window_set_title(gtkWindow, "KeyboardChat")
        gtk_window_set_default_size(gtkWindow, windowWidth(paneWidth: size.width), size.height)
        gtk_window_set_titlebar(gtkWindow, HeaderBar.make())
        comparePanes = makeComparePanes(contentSize: scene.contentSize)
        gtk_container_add(checkedCast(window), makePaneRow())

        stageView.content = self
        connectSignals()
        AccessibleStage.attach(stage) { [unowned self] in self.currentFrame.map(self.scene.accessibleItems(in:)) ?? [] }
        wakeUp()
        gtk_widget_show_all(window)
        // Again: realizing the header bar resets the X window's name to the
        // program name, and testers find the window by its title.
        gtk_window_set_title(gtkWindow, "KeyboardChat")
        inputBar.focus()
    }

    private func connectSignals() {
        connectStageEvents(stageView.drawingArea)
        inputBar.onActivateField = { [unowned self] in
            self.wakeUp()
            self.scene.showKeyboard(at: self.now)
        }
        inputBar.onWillSend = { [unowned self] in
            self.wakeUp()
            self.handleKeyOutputs(self.scene.commitComposition())
        }
        // Typing (keys, IM commits, pastes) may grow the bar: the next frame measures it.
        inputBar.onTextChanged = { [unowned self] in
            self.wakeUp()
            self.showDraftInComparePanes()
        }
        let reportsSends = DiagnosticSwitch.reportSent.isSet
        inputBar.onSend = { [unowned self] text in
            self.wakeUp()
            self.sendInEveryPane(text)
            // For tests: proves exactly what was sent (newlines escaped).
            if reportsSends { print("sent: \(text.replacingOccurrences(of: "\n", with: "\\n"))") }
        }
        connect(window, "destroy") { [unowned self] in
            self.isClosed = true
            self.finishOutputs()
            self.animationSettings.disconnect()
        }
    }

    /// The stage's size in logical pixels: the content area of the chat.
    var contentSize: Size { stageView.size }
    var inputBar: InputBar { stageView.inputBar }
    /// The geometry drawn and applied in the current frame.
    var currentFrame: SceneFrame? { stageView.currentFrame }
    /// The stage's tick count: the current frame's index while it is made.
    var frameIndex: Int { stageView.frameIndex }

    /// Device pixels per logical pixel (2 under GDK_SCALE=2).
    var scale: Int { Int(gtk_widget_get_scale_factor(window)) }

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
        stagePainter.bubbles.clearCache()
        scene.replaceConversation(conversation, at: now)
        replaceConversationInComparePanes(conversation)
    }

    static let customConversationKey = "custom"

    /// Closes the window once; later calls (a second signal) do nothing.
    func close() {
        guard !isClosed else { return }
        gtk_widget_destroy(window)
    }

    func switchStrategy(_ strategy: Strategy) {
        wakeUp()
        scene.setStrategy(strategy, at: now)
    }

    func switchKeyboard(_ kind: KeyboardLayoutKind) {
        wakeUp()
        handleKeyOutputs(scene.setKeyboardLayout(kind, at: now))
    }

    func setSlowMotion(_ factor: Double) {
        wakeUp()
        timeline.setSlowMotionFactor(factor, atWallTime: lastWallTime)
        stagePainter.slowMotionFactor = timeline.clock.slowMotionFactor
        for pane in comparePanes { pane.painter.slowMotionFactor = timeline.clock.slowMotionFactor }
    }

    func hideKeyboard() {
        wakeUp()
        scene.hideKeyboard(at: now)
    }

    /// A reply streams in below the latest message (the menu item and `receive-stream`), in
    /// every pane of compare mode: it changes the conversation.
    func receiveStreamingReply(_ text: String, milliseconds: Int) {
        wakeUp()
        scene.receiveStreamingReply(text, milliseconds: milliseconds, at: now)
        for pane in comparePanes { pane.scene.receiveStreamingReply(text, milliseconds: milliseconds, at: now) }
    }

    /// The attachment panel's menu item (toggle) and `panel show|hide`.
    func applyPanel(_ request: PanelRequest) {
        wakeUp()
        scene.apply(request, at: now)
    }

    /// Swaps the window between portrait (390×844) and landscape (844×390).
    func rotate() {
        wakeUp()
        isLandscape.toggle()
        let size = isLandscape ? (Self.portraitSize.height, Self.portraitSize.width) : Self.portraitSize
        gtk_window_resize(checkedCast(window), windowWidth(paneWidth: size.0), size.1)
    }

    func toggleDebugOverlay(_ on: Bool) {
        showsDebugOverlay = on
        for pane in comparePanes { pane.showsDebugOverlay = on }
        wakeUp()
    }

    /// Says what failed on standard error and makes the run exit with `status` (the first
    /// failure's status wins: later ones are usually its consequences).
    func reportFailure(_ message: String, status: Int32) {
        StandardError.write("keyboard-chat: \(message)\n")
        if exitStatus == 0 { exitStatus = status }
    }
}
