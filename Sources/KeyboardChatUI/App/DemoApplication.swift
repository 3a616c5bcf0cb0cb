import CGtk
import ChatLayout
import ChatDemoCore
import Foundation
import Keyboard
import OutputFiles

/// The GtkApplication: owns the main loop, the actions and the window.
@MainActor
package final class DemoApplication {
    /// 0, or why the run failed before or around the window: a window that could not be built
    /// (2 bad input, 1 otherwise) or an interrupting signal (128 + the signal). Failures inside
    /// the window are the outputs' (`ReviewOutputs.exitStatus`).
    private var exitStatus: Int32 = 0

    /// The first SIGINT or SIGTERM, which decides how the run ends; any
    /// later one finds the run already ending and changes nothing.
    private var endingSignal: Int32?

    let configuration: DemoConfiguration
    private(set) var chatWindow: ChatWindow?
    /// The trace, the recording and the screenshots, and how the window's run ended.
    private(set) var outputs: ReviewOutputs?
    private(set) var themeWatcher: ThemeWatcher?
    /// Built on first Ctrl+?, hidden when closed, destroyed after the theme
    /// watcher (see `DesktopDialogs.makeShortcuts`).
    private(set) var shortcutsWindow: UnsafeMutablePointer<GtkWidget>?
    /// Windows replaced by another (compare mode switched), kept until the run ends: their
    /// widgets are gone, but a signal or idle source of theirs may still name them.
    private(set) var retiredWindows: [ChatWindow] = []

    package init(_ configuration: DemoConfiguration) {
        self.configuration = configuration
    }

    /// Runs the window on the application `start` registered, until it closes; 1 with a
    /// sentence when `start` found no display.
    package func run(_ start: ApplicationStart) -> Int32 {
        guard let app = start.application else {
            let display = ProcessInfo.processInfo.environment["DISPLAY"].map { "'\($0)'" } ?? "(DISPLAY is not set)"
            FileHandle.standardError.write(Data("keyboard-chat: cannot open display \(display); run it inside an X session or under Xvfb.\n".utf8))
            return ExitStatus.runtimeFailure
        }
        Self.unblockTerminationSignals()
        let gapp = checkedCast(app, to: GApplication.self)
        connect(app, "activate") { [unowned self] in self.activate(app) }
        let signalSources = [SIGINT, SIGTERM].map { signal in
            onUnixSignal(signal) { [unowned self] in
                self.handleTermination(signal)
                g_application_quit(gapp)
            }
        }
        // GLib's handlers are installed now; the watch notes a signal in front of them for the
        // last writes, which run where the main loop cannot dispatch it.
        TerminationSignal.watch()
        let status = g_application_run(gapp, 0, nil)
        let windowStatus = outputs?.exitStatus ?? 0
        holdModelsUntilExit()
        chatWindow = nil
        retiredWindows = []
        outputs = nil
        themeWatcher = nil
        if let shortcutsWindow { gtk_widget_destroy(shortcutsWindow) }
        shortcutsWindow = nil
        g_object_unref(app)
        signalSources.forEach { g_source_remove($0) }
        reportLiveBoxes()
        reportKeyboardLayer()
        return [status, exitStatus, windowStatus].first { $0 != 0 } ?? 0
    }

    /// Every pane's conversation and layout, and the configuration's conversation: the exit
    /// gives their memory back, not the windows' teardown (`HeldUntilExit`).
    private func holdModelsUntilExit() {
        HeldUntilExit.hold(configuration.conversation)
        for window in [chatWindow].compactMap({ $0 }) + retiredWindows {
            for pane in window.panes.all {
                HeldUntilExit.hold(pane.scene.conversation)
                HeldUntilExit.hold(pane.scene.layoutState)
            }
        }
    }

    /// SIGINT or SIGTERM. Mid-script or mid-recording it interrupts: the
    /// partial outputs are dropped so the previous files stay, the exit
    /// status is 128 + the signal, and we say so. Otherwise it just closes
    /// the window, which writes the outputs (exit 0). Only the first signal
    /// counts: a second one (SIGTERM, then SIGINT) arrives while the run is
    /// already ending, and must neither say nor change anything.
    private func handleTermination(_ signal: Int32) {
        guard endingSignal == nil else { return }
        endingSignal = signal
        let interrupts = chatWindow?.interruptsOnSignal
            ?? Interruption.interrupts(scriptFinished: configuration.script.isEmpty, recording: configuration.recordsFrames)
        if interrupts {
            let outputs = self.outputs?.abandon() ?? []
            StandardError.write("keyboard-chat: \(Interruption.message(signal: signal, outputs: outputs))\n")
            exitStatus = Interruption.exitStatus(forSignal: signal)
        }
        chatWindow?.close()
    }

    /// With `KEYBOARDCHAT_REPORT_LIVE_BOXES` set, prints how many closure
    /// boxes are still alive once everything is torn down: the leak check
    /// for the C boundary (every box must have been released: 0).
    private func reportLiveBoxes() {
        guard DiagnosticSwitch.reportLiveBoxes.isSet else { return }
        // Let GLib run the destroy notifiers of anything finalised last.
        while g_main_context_iteration(nil, 0) != 0 {}
        FileHandle.standardError.write(Data("keyboard-chat: live closure boxes: \(BoxCounter.live.load(ordering: .relaxed))\n".utf8))
    }

    /// With `KEYBOARDCHAT_REPORT_KEYBOARD_LAYER` set, prints how often the
    /// keyboard, the message list, the attachment panel and the navigation bar were drawn into their layers, copied
    /// from them, or drawn in place.
    private func reportKeyboardLayer() {
        guard DiagnosticSwitch.reportLayers.isSet else { return }
        FileHandle.standardError.write(Data(LayerStatistics.report.utf8))
    }

    /// A parent may start us with signals blocked (Foundation's `Process`
    /// spawns from a GCD thread and the mask is inherited); then SIGTERM
    /// would never reach GLib's handler and the window could not be closed
    /// from outside.
    private static func unblockTerminationSignals() {
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGINT)
        sigaddset(&set, SIGTERM)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }

    private func activate(_ app: UnsafeMutablePointer<GtkApplication>) {
        guard chatWindow == nil else { return }
        installActions(app)
        let repeatable = configuration.recordsFrames
        if repeatable { RepeatableLook.prepare() }
        let outputs: ReviewOutputs
        do throws(InputError) {
            outputs = try ReviewOutputs(tracePath: configuration.tracePath, recordDirectory: configuration.recordDirectory,
                                        videoPath: configuration.videoPath, frameRate: configuration.frameRate,
                                        paneCount: 1 + configuration.comparedStrategies.count + (configuration.openedRecording == nil ? 0 : 1),
                                        detailedTrace: configuration.traceDetail,
                                        plannedMilliseconds: DemoScript.plannedMilliseconds(of: configuration.script),
                                        traceEventsPath: configuration.traceEventsPath)
        } catch {
            // An output the user named cannot be opened: bad input, and no window is left
            // behind to keep the application alive. A full disk is no fault of the arguments.
            FileHandle.standardError.write(Data("keyboard-chat: \(error)\n".utf8))
            exitStatus = error.isWriteFailure ? ExitStatus.runtimeFailure : ExitStatus.badInput
            return
        }
        if let path = configuration.saveSessionPath {
            // Written as the window closes (its close button, Ctrl+W, Ctrl+Q, or SIGTERM at
            // rest), with the run's other outputs: a run that fails or is interrupted saves none.
            outputs.saveSession(to: path, inputs: configuration.inputPaths) { LiveSession.shared.scriptText(closing: true) }
        }
        self.outputs = outputs
        LiveSession.shared.begin(framesPerSecond: configuration.frameRate)
        install(ChatWindow(app: app, configuration: configuration, outputs: outputs), theme: configuration.theme, repeatable: repeatable)
        FatalCriticals.provokeIfAsked()
    }

    /// Makes `chat` the application's window, the first one (`activate`) or the one a compare
    /// switch built: every action reaches it from now on, the live session notes its resizes and
    /// the theme watcher follows it. `old`, the window it replaces, is retired and closed before
    /// the new theme watcher starts, so the old watcher lets go of its window first. A
    /// `repeatable` run (a recording) holds the window still and does not follow the desktop's
    /// colour scheme.
    func install(_ chat: ChatWindow, theme: ThemeOption, repeatable: Bool, replacing old: ChatWindow? = nil) {
        chatWindow = chat
        if let old { retiredWindows.append(old) }
        LiveSession.shared.watchResizes(of: chat.window)
        if repeatable { RepeatableLook.holdStill(chat.window) }
        old?.close()
        themeWatcher = ThemeWatcher(option: theme, window: chat.window, followsDesktop: !repeatable) { [unowned chat] theme in
            Palette.theme = theme
            chat.playhead.redraw()
        }
    }

    private func installActions(_ app: UnsafeMutablePointer<GtkApplication>) {
        let window = { [unowned self] in self.chatWindow }
        Actions.addChoice(app, ConversationCase.self, initial: configuration.conversationCase?.rawValue ?? "") {
            window()?.switchCase($0)
        }
        Actions.addChoice(app, Strategy.self, initial: configuration.strategy.rawValue) { window()?.switchStrategy($0) }
        Actions.addChoice(app, KeyboardChoice.self, initial: configuration.keyboard.rawValue) { window()?.switchKeyboard($0.layout) }
        Actions.addChoice(app, Platform.self, initial: configuration.profile.platform?.rawValue ?? "") { window()?.profiles.switchPlatform($0) }
        Actions.add(app, ProfileMenuCommand.saveProfile.actionName, accelerators: []) { window()?.profiles.saveProfile() }
        Actions.add(app, ProfileMenuCommand.loadProfile.actionName, accelerators: []) { window()?.profiles.loadProfileWithChooser() }
        Actions.addTakingString(app, RecentProfiles.actionName) { window()?.profiles.openProfile($0) }
        Actions.add(app, ProfileMenuCommand.tuneMotion.actionName,
                    accelerators: DesktopShortcuts.accelerators(for: ProfileMenuCommand.tuneMotion.detailedAction)) { window()?.tuning.showTuningPanel() }
        Actions.add(app, SessionMenuCommand.saveSession.actionName, accelerators: []) { [unowned self] in
            if let chat = window() { LiveSession.shared.saveWithChooser(parent: chat.window, inputs: self.configuration.inputPaths) }
        }
        Actions.add(app, SessionMenuCommand.exportVideo.actionName,
                    accelerators: DesktopShortcuts.accelerators(for: SessionMenuCommand.exportVideo.detailedAction)) {
            window()?.videoExport.exportVideoWithChooser()
        }
        Actions.add(app, SessionMenuCommand.exportTrace.actionName, accelerators: []) { [unowned self] in
            window()?.review.exportTraceWithChooser(inputs: self.configuration.inputPaths)
        }
        Actions.add(app, SessionMenuCommand.openRecording.actionName, accelerators: []) { [unowned self] in
            self.openRecordingWithChooser(app: app)
        }
        Actions.addTakingString(app, SessionMenuCommand.openRecordingPathAction) { [unowned self] path in
            self.openRecording(path, app: app)
        }
        for command in CodeCopyCommand.allCases {
            Actions.add(app, command.actionName, accelerators: []) { window()?.profiles.copyCode(command) }
        }
        let slowMotion = SlowMotion(commandLine: configuration.slowMotion)
        Actions.addToggle(app, DemoBehaviour.slowMotion, initial: slowMotion.startsOn) { on in
            window()?.setSlowMotion(slowMotion.factor(on: on))
        }
        Actions.addToggle(app, DemoBehaviour.debugOverlay, initial: false) { on in
            window()?.toggleDebugOverlay(on)
        }
        Actions.add(app, DemoBehaviour.rotate) { window()?.rotate() }
        Actions.addChoice(app, ThemeOption.self, initial: configuration.theme.rawValue) { [unowned self] in
            self.themeWatcher?.setOption($0)
        }
        Actions.add(app, DemoBehaviour.showKeyboard) { window()?.showKeyboard() }
        Actions.add(app, DemoBehaviour.hideKeyboard) { window()?.hideKeyboard() }
        Actions.add(app, DemoBehaviour.receiveStream) {
            window()?.receiveStreamingReply(ReplyStream.cannedText, milliseconds: ReplyStream.cannedMilliseconds)
        }
        Actions.add(app, DemoBehaviour.attachmentPanel) { window()?.applyPanel(.toggle) }
        Self.installMotionReviewActions(app, initialFactor: configuration.slowMotion) { [unowned self] in self.chatWindow }
        PlayheadButton.installActions(app) { [unowned self] in self.chatWindow }
        installCompareAction(app)
        installDesktopActions(app)
    }

    /// GNOME's conventions: Ctrl+W closes the window, Ctrl+Q quits (both
    /// through the window's "destroy", so the trace and recording are
    /// written as on any close), Ctrl+? shows the shortcuts, and About.
    /// The application's window with keyboard focus, unless it is `main`.
    private static func focusedSecondaryWindow(_ app: UnsafeMutablePointer<GtkApplication>,
                                               besides main: UnsafeMutablePointer<GtkWidget>?) -> UnsafeMutablePointer<GtkWindow>? {
        var list = gtk_application_get_windows(app)
        while let node = list {
            let window = checkedCast(untyped: node.pointee.data, to: GtkWindow.self)
            if gtk_window_is_active(window) != 0, UnsafeMutableRawPointer(window) != main.map(UnsafeMutableRawPointer.init) {
                return window
            }
            list = node.pointee.next
        }
        return nil
    }

    /// The shortcuts window must not keep the application running once the chat window goes.
    func releaseShortcuts(whenClosing chat: ChatWindow) {
        connect(chat.window, "destroy") { [unowned self, unowned chat] in
            if let shortcutsWindow, !chat.isReplaced { DesktopDialogs.release(shortcuts: shortcutsWindow) }
        }
    }

    private func installDesktopActions(_ app: UnsafeMutablePointer<GtkApplication>) {
        let window = { [unowned self] in self.chatWindow }
        // Ctrl+W closes the window that has the keyboard: the shortcuts
        // window or About, else the chat window (which ends the run).
        Actions.add(app, DesktopCommand.close) {
            if let focused = Self.focusedSecondaryWindow(app, besides: window()?.window) {
                gtk_window_close(focused)
            } else {
                window()?.close()
            }
        }
        // The chat window is the application's last window (About and the
        // shortcuts window go with it), so closing it ends the run the same
        // way as Ctrl+W; `g_application_quit` would stop the loop while GDK
        // still had the closed window's frame to finish.
        Actions.add(app, DesktopCommand.quit) { window()?.close() }
        Actions.add(app, DesktopCommand.shortcuts) { [unowned self] in
            guard let chat = window() else { return }
            if shortcutsWindow == nil {
                shortcutsWindow = DesktopDialogs.makeShortcuts(parent: chat.window)
                // It must not keep the application running once the chat window goes.
                releaseShortcuts(whenClosing: chat)
            }
            if let shortcutsWindow { gtk_widget_show_all(shortcutsWindow) }
        }
        Actions.add(app, DesktopCommand.about) {
            if let chat = window() { DesktopDialogs.showAbout(parent: chat.window) }
        }
    }
}
