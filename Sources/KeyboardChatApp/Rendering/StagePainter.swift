import ChatDemoCore
import CGtk
import Keyboard

/// Paints one frame of the stage — navigation bar, message list and
/// keyboard — into any cairo context: the window's, a recording's, or a
/// benchmark's image surface.
@MainActor
final class StagePainter {
    let bubbles: BubbleRenderer
    private let keyboard = KeyboardRenderer()
    private let keyboardLayer: KeyboardLayer
    private let keyPopup = KeyPopupRenderer()

    /// `keyboardLayer: false` draws the keyboard in place every frame (the
    /// benchmark's before-and-after; the app follows `KeyboardLayer`'s
    /// environment switch).
    init(bubbles: BubbleRenderer, keyboardLayer: Bool = KeyboardLayer.isEnabledByEnvironment) {
        self.bubbles = bubbles
        self.keyboardLayer = KeyboardLayer(renderer: keyboard, isEnabled: keyboardLayer)
    }

    func paint(_ frame: SceneFrame, scene: ChatScene, size: Size, on cr: OpaquePointer, debugOverlay: Bool) {
        let painter = Painter(cr: cr)
        painter.rectangle(0, 0, size.width, size.height)
        painter.fill(Palette.background)
        paintMessages(frame, scene: scene, width: size.width, painter: painter)
        var keyboardAppearance = scene.keyboardAppearance(for: frame)
        keyboardAppearance.look.colourScheme = Palette.theme.scheme
        keyboardLayer.paint(keyboardAppearance, on: cr)
        NavigationBarRenderer.draw(title: scene.conversation.title, width: size.width,
                                   height: ChatScene.navigationBarHeight, painter: painter)
        if debugOverlay {
            DebugOverlay.draw(frame, scene: scene, width: size.width, painter: painter)
        }
    }

    /// Paints the pressed letter key's balloon over everything, the input bar
    /// included (the window calls it after its overlay has drawn the bar).
    func paintKeyPopup(_ frame: SceneFrame, scene: ChatScene, on cr: OpaquePointer) {
        guard scene.pressedKey != nil else { return }
        var keyboardAppearance = scene.keyboardAppearance(for: frame)
        keyboardAppearance.look.colourScheme = Palette.theme.scheme
        keyPopup.draw(keyboardAppearance, painter: Painter(cr: cr))
    }

    private func paintMessages(_ frame: SceneFrame, scene: ChatScene, width: Double, painter: Painter) {
        painter.save()
        // Messages scroll under the fixed navigation bar and are hidden by
        // the bar and keyboard, which are drawn over them.
        painter.clip(0, ChatScene.navigationBarHeight, width, max(0, Double(frame.keyboardTop) - ChatScene.navigationBarHeight))
        // A frame computed before the conversation changed may name messages
        // that are gone; never index past the conversation.
        for index in frame.visibleMessages.clamped(to: scene.conversation.messages.indices) {
            bubbles.draw(scene.conversation.messages[index], index: index, top: scene.messageTop(index, in: frame),
                         listWidth: width, painter: painter)
        }
        painter.restore()
        bubbles.trimCache(keeping: frame.visibleMessages)
    }
}
