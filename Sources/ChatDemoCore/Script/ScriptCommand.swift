import ChatLayout

/// One step of a `--script` file, as parsed: which command and its checked arguments.
///
/// This is the typed result of parsing, compared in tests and read by the output checks
/// (`screenshot` paths). How each case is spelled, parsed and performed is declared once, in
/// its entry of `ScriptCommandEntry.all`.
public enum ScriptCommand: Equatable, Sendable {
    /// Click the input field (raises the keyboard) or the message list (dismisses it).
    case tapInput, tapList
    /// Click the send button.
    case tapSend
    /// Click the jump-to-latest button (it must be shown: the end of the chat out of sight).
    case tapJumpToLatest
    /// Click the drawn keyboard's key with this label (e.g. `q`, `shift`, `return`).
    case tapKey(String)
    /// Press the drawn key with this label and release it this long after;
    /// the next steps run meanwhile (a held backspace repeats, a held letter
    /// shows its balloon: `wait` and `screenshot` while it is held).
    case holdKey(String, milliseconds: Int)
    /// Type text as if on the drawn keyboard (`\n` in the script is a line break).
    case type(String)
    case send
    case wait(milliseconds: Int)
    /// Switch the drawn keyboard (the menu's Keyboard choice).
    case keyboard(KeyboardChoice)
    /// Choose how the chat follows the keyboard (the menu's Strategy choice).
    case strategy(Strategy)
    /// Compare mode from here on: the strategies of the panes beside the first, none for the
    /// single chat (`compare always`, `compare off`; the menu's Compare With).
    case compare([Strategy])
    /// Choose whose keyboard motion plays, from the next show or hide (the menu's Platform choice).
    case platform(Platform)
    /// Change one motion value as the tuning panel does, from the next show or hide.
    case tune(MotionTuning)
    /// Open the tuning panel, as the Platform menu's "Tune Motion…" does.
    case tuningPanel
    /// Save, load or reopen a motion profile file (the Platform menu's file items).
    case profile(ProfileStep)
    case rotate
    /// Switch to a fixture conversation (the header bar's case switcher).
    case conversationCase(ConversationCase)
    /// Press-drag-release on the message list by (dx, dy) over a duration.
    case drag(dx: Double, dy: Double, milliseconds: Int)
    /// Press-drag-release sideways on the emoji grid by dx over a duration (scrolls it).
    case dragKeyboard(dx: Double, milliseconds: Int)
    case screenshot(path: String)
    /// Press Escape: hide the keyboard.
    case escape
    /// The attachment panel: `panel show`, `panel hide` or `panel toggle` (the menu item's).
    case panel(PanelRequest)
    case slowMotion(Double)
    /// Turn the debug overlay on or off (the menu's toggle, set rather than flipped).
    case overlay(Bool)
    /// A reply from "them" arriving over a duration, below the message it answers, which is
    /// pinned near the top (the menu's streaming reply, with this text).
    case receiveStream(String, milliseconds: Int)
    case resize(width: Int, height: Int)
    /// Open or close the timeline window (the menu's Timeline item, set rather than flipped).
    case timeline(Bool)
    /// Put the timeline's playhead on this frame (`timeline frame N`).
    case timelineFrame(Int)
    /// Save the timeline window as a PNG once this frame is painted.
    case timelineScreenshot(path: String)
    /// Zoom the timeline's time axis in or out, fit it to the newest motion, or show it all
    /// (`timeline zoom in|out|fit|all`).
    case timelineZoom(TimelineZoomStep)
    /// Export the kept frames as a video (`export-video FILE`, the menu's "Export Video…").
    case exportVideo(path: String)
    /// Write the kept frames and events as Trace Event Format JSON (`export-trace FILE.json`,
    /// the timeline's "Export Trace…").
    case exportTrace(path: String)
    /// Open a screen recording beside the simulated pane (`open-recording FILE`, the menu's
    /// "Open Recording…" without its chooser).
    case openRecording(path: String)
    /// Turn the onion skin on or off (set rather than flipped).
    case onionSkin(Bool)
    /// Freeze the stage on the frame presented, or go on from it.
    case pause, resume
    /// Step the paused stage this many frames (negative: back).
    case step(frames: Int)
    /// Show the paused stage's frame of this moment of the recording's time.
    case seek(milliseconds: Int)
    case quit
}
