import CGtk
import ChatDemoCore
import ChatLayout
import Keyboard

/// Compare mode (`--compare A,B[,C]`): the main pane (the window's own stage and
/// scene, under the first strategy) and one `ComparePane` per other strategy, side by side.
/// One tick — the main stage's — makes every pane's frame from one frame-clock reading, and
/// one keyboard controller — the main scene's, shared — moves every pane's keyboard, so a tap
/// shows every strategy's answer in the same frames. Every input acts on the main pane (its
/// handlers, its coordinates: the panes are the same size) — only a tap on a jump-to-latest
/// button is hit-tested in the pane clicked — and what changes the conversation (a send, a
/// scroll, a case switch, a jump to the end) is done in every pane.
extension ChatWindow {
    /// A thin line between panes, in window pixels.
    static let paneSeparatorWidth: Int32 = 1

    var paneCount: Int { 1 + configuration.comparedStrategies.count }

    /// The window's width for panes `paneWidth` wide (390 portrait, 844 landscape).
    func windowWidth(paneWidth: Int32) -> Int32 {
        let panes = Int32(paneCount)
        return paneWidth * panes + Self.paneSeparatorWidth * (panes - 1)
    }

    /// The compared panes' scenes, over the main scene's keyboard; none for the single chat.
    func makeComparePanes(contentSize: Size) -> [ComparePane] {
        configuration.comparedStrategies.map { strategy in
            let bubbles = BubbleRenderer()
            let painter = StagePainter(bubbles: bubbles)
            painter.slowMotionFactor = timeline.clock.slowMotionFactor
            let paneScene = ChatScene(
                conversation: configuration.conversation, keyboard: configuration.keyboard,
                keyboardResources: configuration.keyboardResources, strategy: strategy, contentSize: contentSize,
                awaitsMeasuredLayout: true, bottomOffset: scene.bottomOffset,
                measure: { text, width in bubbles.height(of: text, listWidth: width) },
                sharedKeyboard: scene.keyboard)
            return ComparePane(scene: paneScene, painter: painter, tickOwner: stageView)
        }
    }

    /// The window's content: the main stage alone, or every pane in a row with a separator
    /// between them (what recordings and screenshots then draw).
    func makePaneRow() -> UnsafeMutablePointer<GtkWidget> {
        guard !comparePanes.isEmpty else { return stageView.overlay }
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        gtk_box_pack_start(checkedCast(row), stageView.overlay, 1, 1, 0)
        for pane in comparePanes {
            let separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)!
            gtk_widget_set_size_request(separator, Self.paneSeparatorWidth, -1)
            gtk_box_pack_start(checkedCast(row), separator, 0, 0, 0)
            gtk_box_pack_start(checkedCast(row), pane.stageView.overlay, 1, 1, 0)
            connectComparePane(pane)
        }
        return row
    }

    /// A pane's pointer and bar act through the main pane's handlers, at the same stage point.
    private func connectComparePane(_ pane: ComparePane) {
        let stage = pane.stageView.drawingArea
        connectStageEvents(stage, pane: pane)
        AccessibleStage.attach(stage) { [unowned pane] in pane.stageView.currentFrame.map(pane.scene.accessibleItems(in:)) ?? [] }
        let bar = pane.inputBar
        // A click in this pane's field is a click in the main field: the keyboard shows in
        // every pane and typing goes to the one draft.
        bar.onActivateField = { [unowned self] in
            self.inputBar.focus()
            self.inputBar.onActivateField()
        }
        bar.onTextChanged = { [unowned self] in self.wakeUp() }
        // Its Send button sends the main draft (its own field only shows that draft).
        bar.onSend = { [unowned self] _ in self.inputBar.sendIfPossible() }
    }

    /// Every pane shows the main pane's draft (called on each change to it).
    func showDraftInComparePanes() {
        guard !comparePanes.isEmpty else { return }
        let draft = inputBar.text
        for pane in comparePanes { pane.showDraft(draft) }
    }

    /// The compared panes measure first: a show waiting for the main pane's first measured
    /// layout runs then, and every pane must already have its real size to hear it.
    func measureComparePanes() {
        for pane in comparePanes {
            guard let layout = pane.stageView.measuredLayout else { continue }
            pane.scene.setMeasuredLayout(contentSize: layout.contentSize, barHeight: layout.barHeight, at: now)
        }
    }

    /// Applies the compared panes' frames (`ChatScene.compareFrames`' after the main one), in pane order.
    func applyComparePaneFrames(_ frames: ArraySlice<SceneFrame>) {
        for (pane, frame) in zip(comparePanes, frames) {
            pane.stageView.apply(frame, repaintingWholeStage: showsDebugOverlay)
        }
    }

    /// Whether a compared pane still moves (its layout's own animations, such as a send's).
    var comparePanesMove: Bool {
        comparePanes.contains { !$0.scene.isAtRest(at: now) }
    }

    // MARK: What changes the conversation happens in every pane

    func sendInEveryPane(_ text: String) {
        scene.send(text, at: now)
        for pane in comparePanes { pane.scene.send(text, at: now) }
    }

    func scrollEveryPane(by delta: Double) {
        scene.scroll(by: delta, at: now)
        for pane in comparePanes { pane.scene.scroll(by: delta, at: now) }
    }

    /// A tap (no move) at `point` of the pane released in: on that pane's jump-to-latest
    /// button, every pane that shows its button glides to its end, and the tap is consumed
    /// (true); anywhere else false (the tap dismisses the keyboard, in every pane).
    func tapJumpToLatest(at point: Point) -> Bool {
        let tapped = releasingPane.map { ($0.scene, $0.stageView.currentFrame) } ?? (scene, currentFrame)
        guard let frame = tapped.1, tapped.0.tapJumpToLatest(at: point, in: frame, at: now) else { return false }
        let panes = [(scene, currentFrame)] + comparePanes.map { ($0.scene, $0.stageView.currentFrame) }
        for (paneScene, paneFrame) in panes where paneScene !== tapped.0 && paneFrame?.jumpToLatest != nil {
            paneScene.jumpToLatest(at: now)
        }
        return true
    }

    func replaceConversationInComparePanes(_ conversation: Conversation) {
        for pane in comparePanes {
            pane.painter.bubbles.clearCache()
            pane.scene.replaceConversation(conversation, at: now)
        }
    }

    // MARK: Trace and recording

    /// What recordings and script screenshots draw: the main stage, or the row of panes.
    var recordedWidget: UnsafeMutablePointer<GtkWidget> {
        comparePanes.isEmpty ? stageView.overlay : (gtk_widget_get_parent(stageView.overlay) ?? stageView.overlay)
    }

    /// The trace's row for this frame: `main` alone, or one column group per pane
    /// (`CompareTraceRow`); nil while a compared pane has no frame yet.
    ///
    /// A compared pane's columns are the frame it computed and applied in this tick, its bar
    /// read back from its allocation — not what its last paint drew: GTK paints only what is
    /// visible, so a pane the window clips (a compositor or window manager that makes the
    /// window narrower than the row of panes) would otherwise trace the keyboard top of the
    /// last frame it happened to paint against this frame's bar.
    func traceLine(main: TraceRow) -> String? {
        let detailed = configuration.traceDetail
        guard !comparePanes.isEmpty else { return main.csvLine(detailed: detailed) }
        var panes = [main]
        for pane in comparePanes {
            guard let frame = pane.stageView.currentFrame else { return nil }
            var row = main
            row.keyboardTop = (windowY(of: pane.stageView.drawingArea) + frame.keyboardTop) * scale
            row.barBottom = barBottom(pane.inputBar) * scale
            row.listShift = frame.listShift
            row.contentShift = frame.contentShift
            row.caseLabel = frame.caseLabel
            row.surface = frame.surface.rawValue
            row.listTop = frame.listTop
            panes.append(row)
        }
        return CompareTraceRow(panes: panes).csvLine(detailed: detailed)
    }

    /// The trace's header: `TraceRow`'s, or one column group per pane.
    static func traceHeader(paneCount: Int, detailed: Bool) -> String {
        paneCount == 1 ? TraceRow.csvHeader(detailed: detailed) : CompareTraceRow.csvHeader(paneCount: paneCount, detailed: detailed)
    }

    /// `widget`'s top in window coordinates (logical pixels).
    func windowY(of widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
        return Int(y)
    }

    /// The bar widget's real bottom in window coordinates (logical pixels), read back from its allocation.
    func barBottom(_ bar: InputBar) -> Int {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(bar.widget, &allocation)
        return windowY(of: bar.widget) + Int(allocation.height)
    }
}
