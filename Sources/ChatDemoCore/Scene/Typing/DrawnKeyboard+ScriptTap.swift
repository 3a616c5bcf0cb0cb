import Keyboard
import TerminalText

/// What a script's `tap key LABEL` (or `hold key`) finds in a frame.
public enum KeyTapReadiness: Equatable, Sendable {
    /// The key is on screen, where a tap lands on it.
    case ready
    /// The keyboard is still on its way up and the key is not yet where a tap would land on it:
    /// the step waits for a later frame (at most until the keyboard stops moving).
    case comingUp
    /// The tap cannot land, and waiting would not change that: why.
    case refused(String)
}

extension DrawnKeyboard {
    /// Whether a script's `tap key LABEL` can land on the keyboard as drawn in `frame` (the
    /// frame at `time`). The script parser already checked that some keyboard has the label;
    /// this is the run-time half: the keyboard must be up or coming up, the current layout must
    /// have the key, and the key's centre must be on screen and on the key.
    ///
    /// Right after `tap input` the keyboard has not moved yet (or, before the window's first
    /// real size, its show is still waiting for that): a `tap key` there is `.comingUp`, and the
    /// script waits for the keyboard as a person would, instead of failing.
    /// A keyboard that is hidden (or going down), or the attachment panel in its place, is
    /// refused at once: nothing is bringing the keys up.
    ///
    ///     scene.drawnKeyboard.keyTapReadiness(label: "q", in: scene.frame(at: 0), at: 0)
    ///     // .refused("tap key 'q': the keyboard is hidden (use 'tap input' first)")
    ///     scene.keyboard.show(at: 0)
    ///     scene.drawnKeyboard.keyTapReadiness(label: "q", in: scene.frame(at: 0), at: 0)      // .comingUp
    ///     scene.drawnKeyboard.keyTapReadiness(label: "q", in: scene.frame(at: 1), at: 1)      // .ready
    ///     scene.drawnKeyboard.keyTapReadiness(label: "空格", in: scene.frame(at: 1), at: 1)
    ///     // .refused("tap key '空格': the english keyboard has no such key")
    ///
    /// `verb` names the step in the message ("tap", or "hold" for `hold key`).
    ///
    /// - Complexity: O(k) in the layout's number of keys.
    public func keyTapReadiness(label: String, in frame: SceneFrame, at time: Double, verb: String = "tap") -> KeyTapReadiness {
        let shown = "\(verb) key '\(VisibleText.escaped(label))'"
        // A show made before the window's first real size waits for it: it is coming up.
        if isShowDeferred { return .comingUp }
        guard keyboard.isShown else { return .refused("\(shown): the keyboard is hidden (use 'tap input' first)") }
        guard !isPanelDrawn else { return .refused("\(shown): the attachment panel is up, not the keyboard (use 'tap input' first)") }
        let keys = layoutKeys()
        guard let index = keys.firstIndex(where: { $0.key.label == label }), let centre = keyCentre(label: label, in: frame) else {
            return .refused("\(shown): the \(keyboard.layout.rawValue) keyboard has no such key")
        }
        guard centre.y < stageSize.height, keyIndex(at: centre, in: frame) == index else {
            if keyboard.isAnimating(at: time) { return .comingUp }
            return .refused("\(shown): the key is not on screen")
        }
        return .ready
    }
}
