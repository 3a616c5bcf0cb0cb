import CGtk
import ChatDemoCore
import Keyboard
import Foundation

/// One clock, one frame: the stage's tick reads the frame clock once, and
/// the window asks the scene for every position and applies them before GTK
/// lays out and paints the same frame.
extension ChatWindow: StageContent {
    /// The frame's work; returns whether another frame is needed (false: the stage sleeps).
    func stageTick(frameMicroseconds: Int) -> Bool {
        let wall = timeline.wallTime(frameMicroseconds: frameMicroseconds, frameIndex: frameIndex)
        lastWallTime = wall
        // The timeline stays continuous when a script step changes the slow
        // motion factor, so this one reading serves the whole frame.
        now = timeline.animationTime(atWallTime: wall)
        if !animationSettings.isEnabled && !scene.isAtRest(at: now) {
            // gtk-enable-animations is off: what moves ends in this frame (FrameTimeline).
            timeline.skipRunningMotion()
            now = timeline.animationTime(atWallTime: wall)
        }
        // Sizes first, so script steps of this frame act on the real layout.
        measureLayout()
        script?.advance(self, wallTime: wall)
        continueScriptedDrag(wallTime: wall)
        refreshFrame()
        // At rest: this frame is the last that differs, so the tick goes until a handler wakes it.
        return needsAnotherFrame
    }

    /// Asks the scene for this frame's geometry and schedules its layout and
    /// paint. Script steps that draw (screenshot) call it first, so they see
    /// what the steps before them did.
    func refreshFrame() {
        measureLayout()
        // One reading of the keyboard for every pane (compare mode's others follow the main one).
        let frames = ChatScene.compareFrames(main: scene, others: comparePanes.map(\.scene), at: now)
        stageView.apply(frames[0], repaintingWholeStage: showsDebugOverlay)
        applyComparePaneFrames(frames.dropFirst())
    }

    /// Hands the scene the stage's real size and the bar's natural height for
    /// it; nothing before the stage's first allocation, whose size is not real.
    func measureLayout() {
        measureComparePanes()
        guard let layout = stageView.measuredLayout else { return }
        scene.setMeasuredLayout(contentSize: layout.contentSize, barHeight: layout.barHeight, at: now)
    }

    /// Paints the navigation bar, the message list and the keyboard.
    func drawStage(_ cr: OpaquePointer, frame: SceneFrame, size: Size) {
        stagePainter.paint(frame, scene: scene, size: size, on: cr, debugOverlay: showsDebugOverlay)
        drawnKeyboardTop = frame.keyboardTop
    }

    func drawAboveBar(_ cr: OpaquePointer) { drawKeyPopup(cr) }

    /// After GDK has laid out and painted the frame: read the bar's real
    /// allocation for the trace, save the recording frame and any script
    /// screenshot of this frame, run a pending quit.
    func stageDidPaint() {
        guard let frame = currentFrame, let drawnKeyboardTop else { return }
        // GTK also paints frames of its own (the caret's blink) while our tick sleeps: the trace
        // and the recording get one row per frame the tick made, not a copy per paint.
        guard frameIndex - 1 != tracedFrameIndex else {
            finishPaintedFrame()
            return
        }
        tracedFrameIndex = frameIndex - 1
        let scale = self.scale
        var stageX: Int32 = 0, stageY: Int32 = 0
        gtk_widget_translate_coordinates(stageView.drawingArea, window, 0, 0, &stageX, &stageY)
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(inputBar.widget, &allocation)
        var barX: Int32 = 0, barY: Int32 = 0
        gtk_widget_translate_coordinates(inputBar.widget, window, 0, 0, &barX, &barY)
        let row = TraceRow(
            frame: frameIndex - 1, timeMilliseconds: lastWallTime * 1000,
            keyboardTop: (Int(stageY) + drawnKeyboardTop) * scale,
            barBottom: (Int(barY) + Int(allocation.height)) * scale,
            listShift: frame.listShift, contentShift: frame.contentShift, caseLabel: frame.caseLabel,
            blankSpace: frame.stream?.blankSpace ?? 0, replyHeight: frame.stream?.replyHeight ?? 0,
            surface: frame.surface.rawValue, listTop: frame.listTop, jumpOpacity: frame.jumpOpacity)
        do throws(InputError) {
            do throws(InputError) {
                if let line = traceLine(main: row) { try trace?.append(line: line) }
            } catch {
                throw recorder?.userFacing(error) ?? error
            }
            try recorder?.capture(recordedWidget, frameIndex: frameIndex - 1, time: lastWallTime, keyboardTop: drawnKeyboardTop)
        } catch {
            reportFailure("\(error)", status: ExitStatus.runtimeFailure)
            trace?.abandon()
            recorder?.abandon()
            trace = nil
            recorder = nil
            quitRequested = true
        }
        finishPaintedFrame()
    }

    /// Script screenshots of this frame, then a pending quit.
    private func finishPaintedFrame() {
        writePendingScreenshots()
        if quitRequested {
            quitRequested = false
            // Not from inside the frame clock's own signal: the clock goes
            // with the window, so the window goes once this frame is done.
            runOnceWhenIdle { [unowned self] in self.close() }
        }
    }
}
