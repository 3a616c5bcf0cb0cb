import ChatDemoCore
import CGtk
import Keyboard

/// Paints one frame of the stage — navigation bar, message list and
/// keyboard — into any cairo context: the window's, a recording's, or a
/// benchmark's image surface.
@MainActor
package final class StagePainter {
    package let bubbles: BubbleRenderer
    private let keyboard = KeyboardRenderer()
    private let keyboardLayer: KeyboardLayer
    /// The attachment panel, in the keyboard's region when it is up (`SceneFrame.drawsPanel`).
    private let panelLayer: PanelLayer
    private let listLayer: ListLayer
    private let navigationBarLayer: NavigationBarLayer
    private let keyPopup = KeyPopupRenderer()
    /// The slow-motion factor the navigation bar's caption names (`ReviewCaption`); the window
    /// keeps it current (`setSlowMotionFactor`).
    package private(set) var slowMotionFactor = 1.0

    package func setSlowMotionFactor(_ factor: Double) {
        slowMotionFactor = factor
    }

    /// While the playhead shows a kept frame again: the factor that frame was made at, which its
    /// caption names instead of the window's (a frame made at ×10 says ×10 in a screenshot or an
    /// export, whatever the speed is now); nil for the live frame.
    private var keptFrameSlowMotionFactor: Double?

    /// A kept frame made at `factor` is shown again; nil goes back to the window's factor.
    func showKeptFrame(madeAt factor: Double?) {
        keptFrameSlowMotionFactor = factor
    }

    /// The slow-motion factor the caption names: the kept frame's while one is shown again,
    /// else the window's.
    var captionSlowMotionFactor: Double { keptFrameSlowMotionFactor ?? slowMotionFactor }

    /// Compare mode: the navigation bar's title line is the pane's label (`PaneLabel`), which
    /// says what tells this pane from the others.
    private(set) var labelsPane = false

    func setLabelsPane(_ labels: Bool) {
        labelsPane = labels
    }

    /// The caption the navigation bar shows now, in the wording drawn: the last one painted (a
    /// frame that repaints only a band below the bar leaves it as it was).
    private(set) var shownCaption: String?

    /// `keyboardLayer: false` draws the keyboard in place every frame, `listLayer: false` the
    /// messages, `navigationBarLayer: false` the bar (the benchmark's before-and-after; the app
    /// follows `KeyboardLayer`'s, `ListLayer`'s and `NavigationBarLayer`'s environment switches).
    package init(bubbles: BubbleRenderer, keyboardLayer: Bool = LayerKind.keyboard.isEnabledByEnvironment,
                 listLayer: Bool = LayerKind.list.isEnabledByEnvironment,
                 navigationBarLayer: Bool = LayerKind.navigationBar.isEnabledByEnvironment) {
        self.bubbles = bubbles
        self.keyboardLayer = KeyboardLayer(renderer: keyboard, isEnabled: keyboardLayer)
        panelLayer = PanelLayer(isEnabled: keyboardLayer)
        self.listLayer = ListLayer(bubbles: bubbles, isEnabled: listLayer)
        self.navigationBarLayer = NavigationBarLayer(isEnabled: navigationBarLayer)
    }

    /// Paints what the context's clip lets through and nothing else: a frame that repaints only
    /// the band of the bar and the keyboard (case 1) lays out no bubble above it and skips the
    /// navigation bar (`cairo_clip_extents`).
    package func paint(_ frame: SceneFrame, scene: ChatScene, size: Size, on cr: OpaquePointer, debugOverlay: Bool) {
        let painter = Painter(cr: cr)
        let clip = Self.clipRows(cr)
        let bar = ChatScene.navigationBarHeight
        let caption = clip.lowerBound < bar ? reviewCaption(frame, scene: scene) : nil
        let label = labelsPane ? Self.paneLabel(of: scene) : nil
        // The bar's layer is opaque and nothing else is drawn in its rows: once copied, the rest
        // of the frame starts below it.
        let copiedBar = clip.lowerBound < bar
            ? navigationBarLayer.paint(title: scene.conversation.title, paneLabel: label, caption: caption, width: size.width,
                                       height: bar, keyboardTop: Double(frame.keyboardTop), on: cr)
            : nil
        let barCopied = copiedBar != nil
        if let shown = copiedBar?.shownCaption { shownCaption = shown }
        let rest = (barCopied ? min(max(clip.lowerBound, bar), clip.upperBound) : clip.lowerBound)..<clip.upperBound
        // The clip's rows between the navigation bar and the keyboard: where messages show.
        let listTop = max(ChatScene.navigationBarHeight, clip.lowerBound)
        let listRows = listTop..<max(listTop, min(Double(frame.keyboardTop), clip.upperBound))
        var keyboardAppearance = scene.drawnKeyboard.appearance(for: frame)
        if listLayer.paint(frame, scene: scene, width: size.width, stageHeight: size.height, rows: listRows, on: cr) {
            // The layer painted the list's rows, background included; the rest of the clip is
            // background, except what the opaque keyboard is about to cover whole.
            fillBackground(rest.lowerBound..<max(rest.lowerBound, min(listRows.lowerBound, clip.upperBound)),
                           width: size.width, painter: painter)
            let belowList = listRows.upperBound..<max(listRows.upperBound, clip.upperBound)
            if !Self.covers(keyboardAppearance, width: size.width, rows: belowList) {
                fillBackground(belowList, width: size.width, painter: painter)
            }
            bubbles.trimCache(keeping: frame.visibleMessages)
        } else {
            fillBackground(rest, width: size.width, painter: painter)
            paintMessages(frame, scene: scene, width: size.width, rows: clip, painter: painter)
        }
        JumpToLatestRenderer.draw(frame, width: size.width, painter: painter)
        if clip.upperBound > size.height - scene.bottomOffset.height {
            TabBarRenderer.draw(scene.bottomOffset, width: size.width, stageHeight: size.height, painter: painter)
        }
        if Double(frame.keyboardTop) < clip.upperBound {
            keyboardAppearance.look.colourScheme = Palette.theme.scheme
            paintSurface(keyboardAppearance, frame: frame, scene: scene, on: cr)
        }
        if clip.lowerBound < bar && !barCopied,
           let shown = NavigationBarRenderer.draw(title: scene.conversation.title, paneLabel: label, caption: caption,
                                                  width: size.width, height: bar, painter: painter) {
            shownCaption = shown
        }
        if debugOverlay {
            DebugOverlay.draw(frame, scene: scene, width: size.width, painter: painter)
        }
    }

    /// Paints what lies above the input bar, after the window's overlay has drawn it: the
    /// keyboard wherever the bar overlaps it, and the pressed letter key's balloon.
    ///
    /// The keyboard is a window above the app on iOS and Android, so a bar that lags behind
    /// a rising keyboard (the `naive` strategy) slides under it, never over its keys. Every
    /// other strategy keeps the bar's bottom on the keyboard's top, so there is nothing to
    /// repaint and, with no key held, this costs two comparisons a frame.
    func paintAboveTheBar(_ frame: SceneFrame, scene: ChatScene, on cr: OpaquePointer) {
        let barOverlapsKeyboard = frame.barBottom > frame.keyboardTop
        guard barOverlapsKeyboard || scene.pressedKey != nil else { return }
        var keyboardAppearance = scene.drawnKeyboard.appearance(for: frame)
        keyboardAppearance.look.colourScheme = Palette.theme.scheme
        if barOverlapsKeyboard, keyboardAppearance.look.height > 0 {
            cairo_save(cr)
            cairo_rectangle(cr, 0, Double(frame.keyboardTop), keyboardAppearance.look.width,
                            Double(frame.barBottom - frame.keyboardTop))
            cairo_clip(cr)
            paintSurface(keyboardAppearance, frame: frame, scene: scene, on: cr)
            cairo_restore(cr)
        }
        if scene.pressedKey != nil {
            keyPopup.draw(keyboardAppearance, painter: Painter(cr: cr))
        }
    }

    /// The keyboard, or the attachment panel in its place, at the frame's keyboard top.
    private func paintSurface(_ keyboardAppearance: KeyboardAppearance, frame: SceneFrame, scene: ChatScene,
                              on cr: OpaquePointer) {
        if frame.drawsPanel {
            // The panel's own height; a region still taller while it shrinks from the keys
            // (mid-swap) gets the panel's background below it.
            let look = PanelLook(width: keyboardAppearance.look.width,
                                 height: min(keyboardAppearance.look.height, scene.keyboardHeight),
                                 colourScheme: Palette.theme.scheme, direction: scene.direction)
            panelLayer.paint(look, top: keyboardAppearance.top, regionHeight: keyboardAppearance.look.height, on: cr)
        } else {
            keyboardLayer.paint(keyboardAppearance, on: cr)
        }
    }

    /// The rows (user space) the context's clip can change.
    static func clipRows(_ cr: OpaquePointer) -> Range<Double> {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return y1..<max(y1, y2)
    }

    /// Whether `keyboard`, drawn opaque, covers `rows` across the stage's `width` (then nothing
    /// needs painting under it first).
    private static func covers(_ keyboard: KeyboardAppearance, width: Double, rows: Range<Double>) -> Bool {
        keyboard.look.height > 0 && keyboard.look.width >= width
            && keyboard.top <= rows.lowerBound && keyboard.top + keyboard.look.height >= rows.upperBound
    }

    private func fillBackground(_ rows: Range<Double>, width: Double, painter: Painter) {
        guard !rows.isEmpty else { return }
        painter.rectangle(0, rows.lowerBound, width, rows.upperBound - rows.lowerBound)
        painter.fill(Palette.background)
    }

    private func paintMessages(_ frame: SceneFrame, scene: ChatScene, width: Double, rows: Range<Double>, painter: Painter) {
        let top = max(ChatScene.navigationBarHeight, rows.lowerBound)
        let bottom = min(Double(frame.keyboardTop), rows.upperBound)
        guard bottom > top else { return }
        painter.save()
        // Messages scroll under the fixed navigation bar and are hidden by
        // the bar and keyboard, which are drawn over them.
        painter.clip(0, ChatScene.navigationBarHeight, width, max(0, Double(frame.keyboardTop) - ChatScene.navigationBarHeight))
        // A frame computed before the conversation changed may name messages
        // that are gone; never index past the conversation.
        for index in frame.visibleMessages.clamped(to: scene.conversation.messages.indices) {
            let messageTop = scene.messageTop(index, in: frame)
            // Only bubbles that reach into the clip's rows are laid out and drawn.
            guard messageTop < bottom, messageTop + scene.layoutState.messages.height(ofMessage: index) > top else { continue }
            bubbles.draw(scene.conversation.messages[index], index: index, top: messageTop,
                         listWidth: width, direction: scene.direction, painter: painter)
        }
        painter.restore()
        bubbles.trimCache(keeping: frame.visibleMessages)
    }
}
