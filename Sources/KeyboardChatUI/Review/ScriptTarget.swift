import ChatDemoCore
import Keyboard
import OutputFiles

/// Everything a `--script` may do to the window, and nothing more: the script runner sees the
/// window only through this protocol, so a step can act only the way a person or a menu could
/// (a tap goes through the pointer path, `keyboard pinyin` through the menu's action), and it
/// cannot reach the window's state.
@MainActor
protocol ScriptTarget: AnyObject {
    /// This frame's geometry with every step before this one applied (the frame is refreshed
    /// first: steps of one tick see what the steps before them did). Nil before the first frame.
    func refreshedFrame() -> SceneFrame?
    /// Whether a `tap`/`hold` of the drawn key `label` can act in `frame` (this frame), must
    /// wait for the keyboard still coming up, or cannot act at all.
    func keyTapReadiness(label: String, in frame: SceneFrame, verb: String) -> KeyTapReadiness
    /// Stage point at the centre of the drawn key `label` in `frame`.
    func keyCentre(label: String, in frame: SceneFrame) -> Point?
    /// Stage point at the centre of the emoji grid in `frame`, nil when it is not shown.
    func emojiGridCentre(in frame: SceneFrame) -> Point?
    /// The stage's width, for taps aimed at the middle of the list.
    var stageWidth: Double { get }

    /// A press and a release at a stage point, through the window's own pointer handlers.
    func pointerDown(x: Double, y: Double)
    func pointerUp(x: Double, y: Double)
    /// Starts a finger drag that the window plays on its frames (`pointerDown` first).
    func startScriptedDrag(_ drag: ScriptedDrag)
    /// Whether a scripted drag is still being played.
    var isPlayingScriptedDrag: Bool { get }

    /// The input bar, as a click would use it.
    func clickInputField()
    func clickSendButton()
    func typeIntoField(_ text: String)
    func sendFromField()

    /// Activates the application action `name` (the menus' own path), with a string parameter.
    func activateAction(_ name: String, parameter: String?)
    /// Puts the boolean application action `name` in state `on`, activating it (the menus'
    /// path) only when it is not there already.
    func setToggle(_ name: String, on: Bool)
    /// A screenshot of the stage once this frame is painted.
    func requestScreenshot(_ path: String)
    func setSlowMotion(_ factor: Double)
    /// A reply of `text` streams in over `milliseconds` (the menu item's path, with this text).
    func receiveStreamingReply(_ text: String, milliseconds: Int)
    /// Shows or hides the attachment panel (`panel show|hide`; `toggle` is the menu's action).
    func applyPanel(_ request: PanelRequest)
    /// Asks the window manager for a new size, as a user's resize would.
    func resizeWindow(width: Int, height: Int)

    /// Whether this run records a film (a recording ends with its script).
    var isRecording: Bool { get }
    /// Closes the window once this frame is out.
    func requestQuit()
    /// A step could not act: say so, and make the run exit with `status` (2).
    func reportScriptFailure(_ error: InputError, status: Int32)
}
