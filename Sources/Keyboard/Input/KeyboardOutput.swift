/// What the app should do after a key press (`KeyboardInput.press(_:at:)`).
public enum KeyboardOutput: Hashable, Sendable {
    /// Insert this text at the caret of the input field.
    case insert(String)
    /// Delete the character before the caret.
    case deleteBackward
    /// Return with nothing being composed: send the message.
    case send
    /// Show this layout (pass it to `KeyboardController.setLayout(_:at:)`).
    case switchLayout(KeyboardLayoutKind)
    /// `composition` and `candidates` changed: redraw the candidate bar and the
    /// marked (underlined) text.
    case compositionChanged
    /// The dictation key was pressed: there is no speech input here, so nothing is typed and
    /// the draft stays; the app says so instead of pretending to listen.
    case dictationUnavailable
}
