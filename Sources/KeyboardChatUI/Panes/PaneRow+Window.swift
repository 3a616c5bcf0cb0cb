import CGtk
import ChatDemoCore
import Foundation

/// What the window does with every pane of its row: the compare panes' labels, the captions of
/// kept frames, the onion skin, and the trace's row of a frame.
extension PaneRow where P == Pane {
    /// Every pane's stage feeds `input` and is read out to screen readers; each following
    /// pane's field goes to `connectFollowingBar` (it shows the lead's draft).
    func connect(_ input: StageInput, followingBars connectFollowingBar: (InputBar) -> Void) {
        for pane in all {
            input.connect(pane)
            AccessibleStage.attach(pane.stageView.drawingArea) { [unowned pane] in
                pane.currentFrame.map(pane.scene.accessibleItems(in:)) ?? []
            }
            if pane !== lead { connectFollowingBar(pane.inputBar) }
        }
    }

    /// Each pane's variant, as the timeline's legend and a compare recording's filmstrip name it:
    /// its strategy, and with `namingPlatform` the platform of `profiles[index]` (the last one
    /// past the list's end; "tuned" for values of no platform).
    /// An opened recording is named `recording` after them.
    func variantNames(profiles: [MotionProfile], namingPlatform: Bool) -> [String] {
        all.enumerated().map { index, pane in
            let name = pane.scene.strategy.rawValue
            guard namingPlatform else { return name }
            return "\(name)@\(profiles[min(index, profiles.count - 1)].platform?.rawValue ?? "tuned")"
        } + (recording == nil ? [] : [RecordingPane.variantName])
    }

    /// For tests, after the compare switch: each pane's strategy and what its field holds (GTK's
    /// text), as `panes three-case,never fields "hi",""`.
    var strategiesAndFields: String {
        "panes " + all.map { $0.scene.strategy.rawValue }.joined(separator: ",") + " fields "
            + all.map { "\"\($0.inputBar.text)\"" }.joined(separator: ",")
    }

    /// Each pane's thread name in the trace events: its number, strategy, platform (the motion
    /// profile's, or `tuned`) and `conversationCase`, as `pane 2: never, android, many`.
    /// An opened recording's track is `pane N: recording, FILE`.
    func traceTrackNames(conversationCase: String) -> [String] {
        all.enumerated().map { index, pane in
            "pane \(index + 1): \(pane.scene.strategy.rawValue), \(pane.scene.profile.platform?.rawValue ?? "tuned"), \(conversationCase)"
        } + (recording.map { ["pane \(all.count + 1): \(RecordingPane.variantName), \(($0.recording.path as NSString).lastPathComponent)"] } ?? [])
    }

    /// Compare mode: each pane's navigation bar names what tells it from the others (`PaneLabel`).
    func labelEachPane() {
        for pane in all { pane.showPaneLabel() }
    }

    /// A kept frame is shown again: every caption names the slow-motion factor it was made at
    /// (nil: the live frame, the window's factor).
    func showKeptFrame(madeAt factor: Double?) {
        for pane in all { pane.showKeptFrame(madeAt: factor) }
    }

    /// What a video of the frame presented now notes for its title (`VideoTitle`): every pane's
    /// name and the slow-motion factor the captions name.
    func noteVideoTitle(_ title: inout VideoTitle) {
        title.note(panes: all.map(\.videoName), slowMotionFactor: lead.captionSlowMotionFactor)
    }

    /// Every pane draws the onion skin of `frames` (the motion frames before the one presented)
    /// over its stage; nil turns it off.
    func showOnionSkin(_ frames: (() -> [MotionFrame])?) {
        for (index, pane) in all.enumerated() {
            pane.showOnionSkin(frames.map { frames in
                { [unowned pane] cr in OnionSkinRenderer.draw(frames(), paneIndex: index, of: pane, on: cr) }
            })
        }
    }

    /// The trace's row for frame `index` at wall time `time` (seconds), one per pane, lead
    /// first, in `window`'s device pixels; nil while a following pane has no frame yet.
    ///
    /// The lead's keyboard top is where its last paint drew it. A following pane's is the frame
    /// it computed and applied in this tick, not what its last paint drew: GTK paints only what
    /// is visible, so a pane the window clips (a compositor or window manager that makes the
    /// window narrower than the row of panes) would otherwise trace the keyboard top of the last
    /// frame it happened to paint against this frame's bar.
    func traceRows(lead frame: SceneFrame, drawnKeyboardTop: Int, frame index: Int, time: Double,
                   in window: UnsafeMutablePointer<GtkWidget>) -> [TraceRow]? {
        let scale = Int(gtk_widget_get_scale_factor(window))
        let base = TraceRow(
            frame: index, timeMilliseconds: time * 1000, keyboardTop: 0, barBottom: 0,
            listShift: frame.listShift, contentShift: frame.contentShift, caseLabel: frame.caseLabel,
            blankSpace: frame.stream?.blankSpace ?? 0, replyHeight: frame.stream?.replyHeight ?? 0,
            surface: frame.surface.rawValue, listTop: frame.listTop, jumpOpacity: frame.jumpOpacity)
        var rows = [lead.traceRow(base, frame: frame, keyboardTop: drawnKeyboardTop, in: window, scale: scale)]
        for pane in all.dropFirst() {
            guard let paneFrame = pane.currentFrame else { return nil }
            rows.append(pane.traceRow(rows[0], frame: paneFrame, keyboardTop: paneFrame.keyboardTop, in: window, scale: scale))
        }
        if let recording { rows.append(recording.traceRow(rows[0], in: window, scale: scale)) }
        return rows
    }
}
