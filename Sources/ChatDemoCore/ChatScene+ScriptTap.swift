import Keyboard

extension ChatScene {
    /// Why a script's `tap key LABEL` cannot land on the keyboard as it is
    /// now, or nil when it can. The script parser already checked that some
    /// keyboard has the label; this is the run-time half: the keyboard must
    /// be up (or coming up), and the current layout must have the key.
    ///
    ///     scene.keyTapProblem(label: "q")   // "tap key 'q': the keyboard is hidden (use 'tap input' first)"
    ///     scene.keyboard.show(at: 0)
    ///     scene.keyTapProblem(label: "q")   // nil
    ///     scene.keyTapProblem(label: "空格") // "tap key '空格': the english keyboard has no such key"
    ///
    /// - Complexity: O(k) in the layout's number of keys.
    public func keyTapProblem(label: String) -> String? {
        let shown = "tap key '\(VisibleText.escaped(label))'"
        guard keyboard.isShown else { return "\(shown): the keyboard is hidden (use 'tap input' first)" }
        guard keyboard.keyboardLayout.allKeys.contains(where: { $0.label == label }) else {
            return "\(shown): the \(keyboard.layout.rawValue) keyboard has no such key"
        }
        return nil
    }
}
