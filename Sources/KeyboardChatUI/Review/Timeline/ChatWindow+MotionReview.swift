import CGtk
import ChatDemoCore

/// The window's side of the motion-review tools (`MotionReview`): what fills the history each
/// presented frame, what the toggles and the script's timeline steps do, and the compare panes'
/// labels.
extension ChatWindow: TimelineScriptTarget {
    /// Wires the review to this window once its panes and signals exist: the keyboard's
    /// notifications and the sends become events, every pane draws the onion skin when it is on,
    /// and compare mode labels each pane with its strategy.
    func setUpMotionReview() {
        review.observe(scene.keyboard) { [unowned self] in self.clock.stageFrame }
        let send = inputBar.onSend
        inputBar.onSend = { [unowned self] text in
            self.review.note(.send, frame: self.clock.stageFrame)
            send(text)
        }
        for (index, pane) in panes.all.enumerated() {
            pane.onionSkin = { [unowned self, unowned pane] cr in
                OnionSkinRenderer.draw(self.review.onionSkin(before: self.playhead.presentedFrameIndex), pane: index,
                                       stage: pane.stageView.drawingArea, on: cr)
            }
            if panes.isComparing { PaneLabel.add(pane.scene.strategy.rawValue, to: pane.stageView.overlay) }
        }
        connect(window, "destroy") { [unowned self] in self.review.finish() }
    }

    /// Presented frame `index`, whose trace rows are `rows`: into the history, trace or not.
    func recordMotion(frame index: Int, rows: [TraceRow]) {
        let heights = panes.all.map { $0.currentFrame?.keyboardVisibleHeight ?? 0 }
        review.record(frame: index, animationTime: clock.now, wallTime: clock.stageWallTime, rows: rows,
                      visibleHeights: heights, keyboardVelocity: scene.keyboard.visibleVelocity(at: clock.now))
    }

    /// The header bar's toggle, Ctrl+L and `timeline show|hide`.
    func setTimelineShown(_ shown: Bool) {
        let timeline = timelineWindow()
        if shown { timeline.show() } else { timeline.hide() }
    }

    /// The timeline window, made on first use. Its pick of a frame seeks the stage there
    /// (pausing it); the after-paint of the frame presented moves the timeline's playhead.
    private func timelineWindow() -> TimelineWindow {
        let timeline = review.timelineWindow(app: app, parent: window) { [unowned self] in
            // Closed from its own title bar: the toggle goes off without running its handler again.
            Actions.setToggleState(self.app, MotionReviewTool.timeline.actionName, on: false)
        }
        timeline.onSelectFrame = { [unowned self, unowned timeline] frame in
            timeline.showFrame(frame)
            self.seek(toFrame: frame)
        }
        return timeline
    }

    /// The onion skin's toggle, Ctrl+O and `onion-skin on|off`: every pane repaints whole while
    /// it is on, so no line of an older frame stays behind.
    func setOnionSkin(_ on: Bool) {
        review.setOnionSkin(on)
        for pane in panes.all { pane.showsOnionSkin = on }
        wakeUp()
    }

    /// A layout swap (another keyboard layout, the attachment panel) in the current frame.
    func noteLayoutSwap() {
        review.note(.layoutSwap, frame: clock.stageFrame)
    }

    // MARK: TimelineScriptTarget

    func selectTimelineFrame(_ frame: Int) {
        setToggle(MotionReviewTool.timeline.actionName, on: true)
        let timeline = timelineWindow()
        guard let slot = review.history.nearestSlot(toFrame: frame) else { return }
        timeline.onSelectFrame(review.history.frame(atSlot: slot).frame)
    }

    func requestTimelineScreenshot(_ path: String) {
        setToggle(MotionReviewTool.timeline.actionName, on: true)
        review.timelineShotPaths.insert(path)
        requestScreenshot(path)
    }

    /// What a script screenshot of `path` draws: the timeline's window for `timeline screenshot`,
    /// the stage otherwise.
    func screenshotWidget(for path: String) -> UnsafeMutablePointer<GtkWidget> {
        guard review.timelineShotPaths.remove(path) != nil else { return panes.recordedWidget }
        // The screenshot shows the timeline as of this frame, not as of its last live batch.
        review.updateTimeline()
        return timelineWindow().content
    }
}
