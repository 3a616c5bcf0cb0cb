import Keyboard

extension ChatScene {
    /// Why a script's `tap key LABEL` cannot land on the keyboard as drawn
    /// in `frame`, or nil when it can. The script parser already checked
    /// that some keyboard has the label; this is the run-time half: the
    /// keyboard must be up or coming up, the current layout must have the
    /// key, and the key's centre must be on screen and on the key (right
    /// after `tap input` the keyboard has not moved yet).
    ///
    ///     scene.keyTapProblem(label: "q", in: scene.frame(at: 0))
    ///     // "tap key 'q': the keyboard is hidden (use 'tap input' first)"
    ///     scene.keyboard.show(at: 0)
    ///     scene.keyTapProblem(label: "q", in: scene.frame(at: 1))      // nil
    ///     scene.keyTapProblem(label: "空格", in: scene.frame(at: 1))
    ///     // "tap key '空格': the english keyboard has no such key"
    ///
    /// - Complexity: O(k) in the layout's number of keys.
    /// `verb` names the step in the message ("tap", or "hold" for `hold key`).
    public func keyTapProblem(label: String, in frame: SceneFrame, verb: String = "tap") -> String? {
        let shown = "\(verb) key '\(VisibleText.escaped(label))'"
        guard keyboard.isShown else { return "\(shown): the keyboard is hidden (use 'tap input' first)" }
        guard !isPanelDrawn else { return "\(shown): the attachment panel is up, not the keyboard (use 'tap input' first)" }
        let keys = layoutKeys()
        guard let index = keys.firstIndex(where: { $0.key.label == label }), let centre = keyCentre(label: label, in: frame) else {
            return "\(shown): the \(keyboard.layout.rawValue) keyboard has no such key"
        }
        guard centre.y < contentSize.height, keyIndex(at: centre, in: frame) == index else {
            return "\(shown): the key is not on screen yet (the keyboard is still coming up; add a 'wait' after 'tap input')"
        }
        return nil
    }
}
