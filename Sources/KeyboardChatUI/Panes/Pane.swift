import CGtk
import ChatDemoCore
import ChatLayout
import Keyboard

/// One phone of the window: its scene under its strategy, its stage (drawing area and real
/// input bar) and its painter. The single chat has one pane; compare mode one per strategy,
/// all made here alike. Only the lead's field is editable and only its stage ticks, driven by
/// the window's `FrameLoop`: the other panes' scenes share the lead's keyboard, their stages
/// wake the lead's tick (`StageView.tickOwner`) and their fields show the lead's draft.
@MainActor
final class Pane: ChatPane, StageContent {
    let stageView: StageView
    let scene: ChatScene
    private let painter: StagePainter
    private(set) var showsDebugOverlay = false
    /// Draws the onion skin over the stage (in its coordinates) while it is on; nil while off.
    /// Every frame then repaints the whole stage, so the lines of older frames never stay behind.
    private var onionSkin: ((OpaquePointer) -> Void)?
    /// Where the keyboard was drawn in this pane's latest paint (stage coordinates).
    private(set) var drawnKeyboardTop: Int?
    /// The pane label the stage's accessible description says (compare mode).
    private var describedLabel: String?

    /// A pane under `strategy`; `lead` is nil for the lead pane itself, whose scene makes the
    /// keyboard every other pane's scene shares.
    init(configuration: DemoConfiguration, strategy: Strategy, contentSize: Size, bottomOffset: BottomOffset,
         slowMotionFactor: Double, following lead: Pane?, ownKeyboard: Bool = false) {
        let bubbles = BubbleRenderer()
        painter = StagePainter(bubbles: bubbles)
        painter.setSlowMotionFactor(slowMotionFactor)
        scene = ChatScene(conversation: configuration.conversation, keyboard: configuration.keyboard,
                          keyboardResources: configuration.keyboardResources, strategy: strategy,
                          contentSize: contentSize, awaitsMeasuredLayout: true, bottomOffset: bottomOffset,
                          measure: { text, width in bubbles.height(of: text, listWidth: width) },
                          sharedKeyboard: ownKeyboard ? nil : lead?.scene.keyboard, direction: .gtkDefault)
        stageView = StageView()
        stageView.attach(content: self, driver: nil)
        // The caption under the title names the strategy and the case; hovering it tells the rule.
        connectTooltip(stageView.drawingArea) { [unowned self] _, y in
            y < ChatScene.navigationBarHeight ? ReviewCaption.tooltip(strategy: self.scene.strategy) : nil
        }
        guard let lead else { return }
        // A pane playing another platform's motion has its own keyboard, told what the lead's is.
        if ownKeyboard { scene.mirrorKeyboard(of: lead.scene.keyboard) }
        stageView.follow(lead.stageView)
        // The draft is the lead's: this field only shows it.
        gtk_text_view_set_editable(checkedCast(inputBar.textView), 0)
        gtk_text_view_set_cursor_visible(checkedCast(inputBar.textView), 0)
        gtk_widget_set_can_focus(inputBar.textView, 0)
    }

    var inputBar: InputBar { stageView.inputBar }
    var currentFrame: SceneFrame? { stageView.currentFrame }
    var measuredLayout: (contentSize: Size, barHeight: Double)? { stageView.measuredLayout }

    func wakeUp() { stageView.wakeUp() }

    func apply(_ frame: SceneFrame, repaintingWholeStage: Bool) {
        stageView.apply(frame, repaintingWholeStage: repaintingWholeStage || onionSkin != nil)
    }

    func setDebugOverlay(_ on: Bool) { showsDebugOverlay = on }

    /// Shows `draw` (the onion skin, in stage coordinates) over the stage, or nothing when nil.
    func showOnionSkin(_ draw: ((OpaquePointer) -> Void)?) { onionSkin = draw }

    func replaceConversation(_ conversation: Conversation, at time: Double) {
        painter.bubbles.clearCache()
        scene.replaceConversation(conversation, at: time)
    }

    func setSlowMotionFactor(_ factor: Double) { painter.setSlowMotionFactor(factor) }

    /// A kept frame made at `factor` is shown again, and its caption names that factor; nil
    /// for the live frame, whose caption names the window's.
    func showKeptFrame(madeAt factor: Double?) { painter.showKeptFrame(madeAt: factor) }

    /// The slow-motion factor this pane's caption names now.
    var captionSlowMotionFactor: Double { painter.captionSlowMotionFactor }

    /// Compare mode: the navigation bar's title line is this pane's label (`PaneLabel`), and
    /// screen readers get it as the stage's description.
    func showPaneLabel() {
        painter.setLabelsPane(true)
        describeLabel()
    }

    /// What a video's title calls this pane: its strategy and the platform its caption names.
    var videoName: String { StagePainter.videoName(of: scene) }

    /// The stage's accessible description follows the drawn label (a strategy switch changes it).
    private func describeLabel() {
        guard painter.labelsPane else { return }
        let label = StagePainter.paneLabel(of: scene).text
        guard label != describedLabel else { return }
        describedLabel = label
        atk_object_set_description(gtk_widget_get_accessible(stageView.drawingArea), label)
    }

    func showDraft(_ text: String) {
        guard inputBar.text != text else { return }
        gtk_text_buffer_set_text(inputBar.buffer, text, -1)
    }

    // MARK: StageContent

    /// Paints the navigation bar, the message list and the keyboard.
    func drawStage(_ cr: OpaquePointer, frame: SceneFrame, size: Size) {
        painter.paint(frame, scene: scene, size: size, on: cr, debugOverlay: showsDebugOverlay)
        drawnKeyboardTop = frame.keyboardTop
        describeLabel()
        JumpCoverReport.record(frame, index: stageView.frameIndex - 1, scene: scene, bubbles: painter.bubbles, width: size.width)
        if Self.reportsCaption {
            let heading = DebugOverlayCaption.heading(frame: frame, strategy: scene.strategy)
            print("caption \(stageView.frameIndex - 1): \(painter.shownCaption ?? "") | \(heading)")
        }
    }

    /// `KEYBOARDCHAT_REPORT_CAPTION`: each paint says what the caption and the overlay name.
    private static let reportsCaption = DiagnosticSwitch.reportCaption.isSet

    /// Paints what lies above the input bar (a lagging bar's overlap with the keyboard, the
    /// pressed key's balloon) on the overlay, after the bar, in the stage's coordinates and
    /// from the frame the stage drew.
    func drawAboveBar(_ cr: OpaquePointer) {
        guard let frame = currentFrame else { return }
        stageView.drawInStageCoordinates(cr) {
            onionSkin?(cr)
            painter.paintAboveTheBar(frame, scene: scene, on: cr)
        }
    }

    // MARK: The trace

    /// This pane's columns of the trace row `base` (the frame's time and the lead's reply
    /// stream): the keyboard's top `keyboardTop` and the bar's real bottom, read back from
    /// its allocation, in `window`'s device pixels, and the list of `frame`.
    func traceRow(_ base: TraceRow, frame: SceneFrame, keyboardTop: Int,
                  in window: UnsafeMutablePointer<GtkWidget>, scale: Int) -> TraceRow {
        var allocation = GtkAllocation()
        gtk_widget_get_allocation(inputBar.widget, &allocation)
        var row = base
        row.keyboardTop = (Self.y(of: stageView.drawingArea, in: window) + keyboardTop) * scale
        row.barBottom = (Self.y(of: inputBar.widget, in: window) + Int(allocation.height)) * scale
        row.listShift = frame.listShift
        row.contentShift = frame.contentShift
        row.caseLabel = frame.caseLabel
        row.surface = frame.surface.rawValue
        row.listTop = frame.listTop
        row.jumpOpacity = frame.jumpOpacity
        return row
    }

    /// `widget`'s top in `window`'s coordinates (logical pixels).
    private static func y(of widget: UnsafeMutablePointer<GtkWidget>, in window: UnsafeMutablePointer<GtkWidget>) -> Int {
        var x: Int32 = 0, y: Int32 = 0
        gtk_widget_translate_coordinates(widget, window, 0, 0, &x, &y)
        return Int(y)
    }
}

extension PaneRow where P == Pane {
    /// A thin line between panes, in window pixels.
    static var separatorWidth: Int32 { 1 }

    /// The window's width for panes `paneWidth` wide (390 portrait, 844 landscape).
    func windowWidth(paneWidth: Int32) -> Int32 {
        let count = Int32(all.count + (recording == nil ? 0 : 1))
        return paneWidth * count + Self.separatorWidth * (count - 1)
    }

    /// The window's content, which recordings and screenshots draw: the lead's stage alone,
    /// or every pane in a row with a separator between them, an opened recording last.
    func makeWidget() -> UnsafeMutablePointer<GtkWidget> {
        guard isRow else { return lead.stageView.overlay }
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)!
        for (index, widget) in (all.map(\.stageView.overlay) + (recording.map { [$0.drawingArea] } ?? [])).enumerated() {
            if index > 0 {
                let separator = gtk_separator_new(GTK_ORIENTATION_VERTICAL)!
                gtk_widget_set_size_request(separator, Self.separatorWidth, -1)
                gtk_box_pack_start(checkedCast(row), separator, 0, 0, 0)
            }
            gtk_box_pack_start(checkedCast(row), widget, 1, 1, 0)
        }
        return row
    }

    /// What recordings and script screenshots draw (`makeWidget`'s result, once in the window).
    var recordedWidget: UnsafeMutablePointer<GtkWidget> {
        isRow ? (gtk_widget_get_parent(lead.stageView.overlay) ?? lead.stageView.overlay) : lead.stageView.overlay
    }
}
