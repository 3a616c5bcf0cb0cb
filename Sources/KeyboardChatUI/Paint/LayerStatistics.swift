/// How often one kind of cached layer (keyboard, list, panel, navigation bar) was drawn into
/// its surface, copied from it, or bypassed and drawn in place, in this process.
/// `KEYBOARDCHAT_REPORT_KEYBOARD_LAYER` prints every kind at exit, so the UI tests can tell
/// that the pixels they compare really came from the layer (`Tests/UITests/Support/LayerCounts`).
struct LayerStatistics {
    var draws = 0
    var copies = 0
    var inPlace = 0

    /// The report line the tests read, e.g. `keyboard-chat: list layer: 1 draws, 25 copies, 0 in place`.
    func reportLine(layer name: String) -> String {
        "keyboard-chat: \(name): \(draws) draws, \(copies) copies, \(inPlace) in place\n"
    }
}
