import Keyboard
import OutputFiles

/// Everything a `--script` may do to the window, and nothing more.
///
/// The script commands (`ScriptCommandEntry.all`) see the window only through this protocol, so
/// a step can act only the way a person or a menu could (a tap goes through the pointer path,
/// `keyboard pinyin` through the menu's action), and it cannot reach the window's state. It lives
/// beside the commands, free of GTK, so the whole language can be tested in process against a
/// recording fake; the window conforms in the shell.
///
/// Requirements are kept general: one for the pointer, one for the input bar, one per way of
/// reaching an application action, and the few review requests no menu item takes a value for.
/// The tools a window may lack (the timeline, the tuning panel, video export, profile files) are
/// typed sub-surfaces: nil where there is none (the tests' fake), and the step is refused.
@MainActor
public protocol ScriptTarget: AnyObject {
    // MARK: What is on screen

    /// This frame's geometry with every step before this one applied (the frame is refreshed
    /// first: steps of one tick see what the steps before them did). Nil before the first frame.
    func refreshedFrame() -> SceneFrame?
    /// Whether a `tap`/`hold` of the drawn key `label` can act in `frame` (this frame), must
    /// wait for the keyboard still coming up, or cannot act at all; `verb` names the step.
    func keyTapReadiness(label: String, in frame: SceneFrame, verb: String) -> KeyTapReadiness
    /// The stage point at the centre of `place` in `frame`, nil when it is not shown.
    func centre(of place: StagePlace, in frame: SceneFrame) -> Point?
    /// The stage's width, for taps aimed at the middle of the list.
    var stageWidth: Double { get }

    // MARK: Acting as a person would

    /// A press, a release or a finger drag, through the window's own pointer handlers.
    func usePointer(_ step: PointerStep)
    /// Whether a drag started by `usePointer(.drag)` is still being played (the script waits).
    var isPlayingScriptedDrag: Bool { get }
    /// The input bar, used as a click or typing would use it.
    func useInputBar(_ use: InputBarUse)
    /// Activates the application action `name` (the menus' own path), with a string parameter.
    func activateAction(_ name: String, parameter: String?)
    /// Puts the boolean application action `name` in state `on`, activating it (the menus'
    /// path) only when it is not there already.
    func setToggle(_ name: String, on: Bool)

    // MARK: Review requests that carry a value no menu item has

    /// A screenshot of the stage once this frame is painted.
    func requestScreenshot(_ path: String)
    func setSlowMotion(_ factor: Double)
    /// A reply of `text` streams in over `milliseconds` (the menu item's path, with this text).
    func receiveStreamingReply(_ text: String, milliseconds: Int)
    /// Shows or hides the attachment panel (`panel show|hide`; `toggle` is the menu's action).
    func applyPanel(_ request: PanelRequest)
    /// Asks the window manager for a new size, as a user's resize would.
    func resizeWindow(width: Int, height: Int)

    // MARK: The playhead

    /// Whether the stage is frozen on a frame (`pause`).
    var isPaused: Bool { get }
    /// Freezes the stage on the frame presented, or goes on from it with nothing lost.
    func setPaused(_ paused: Bool)
    /// Steps the paused stage `frames` frames (negative: back); where it landed, nil before the first frame.
    func stepPlayhead(by frames: Int) -> PlayheadTarget?
    /// Whether a step past the newest frame is still making its frames, one a frame (the script
    /// waits, so what follows the step acts on the frame it landed on).
    var isMakingSteppedFrames: Bool { get }
    /// Shows the paused stage's kept frame `index`; where it landed, nil before the first frame.
    func seekPlayhead(toFrame index: Int) -> PlayheadTarget?
    /// A recording's frame interval in seconds (1/60, or 1/120 with `--fps 120`).
    var frameStep: Double { get }

    // MARK: The review tools, where the window has them

    /// The timeline's frame pick and screenshot (`timeline frame`, `timeline screenshot`).
    var timeline: (any TimelineControl)? { get }
    /// The tuning panel's path (`tune`).
    var tuning: (any TuningControl)? { get }
    /// "Export Video…" without its chooser (`export-video`).
    var videoExport: (any VideoExportControl)? { get }
    /// "Save Profile…" and Recent Profiles (`profile save`, `profile recent`).
    var profiles: (any ProfileControl)? { get }

    // MARK: The run

    /// Whether this run records a film (a recording ends with its script).
    var isRecording: Bool { get }
    /// Closes the window once this frame is out; with a `failure`, first says what could not
    /// act and makes the run exit with `ExitStatus.badInput`, so a broken script never passes.
    func quit(reporting failure: InputError?)
}

/// A place on the stage a script aims at.
public enum StagePlace: Hashable, Sendable {
    /// The drawn key with this label (candidate slots have none).
    case key(String)
    /// The emoji keyboard's grid of cells.
    case emojiGrid
}

/// What a script does with the pointer. A tap is a press and a release at the same point.
public enum PointerStep: Equatable, Sendable {
    case press(Point)
    case release(Point)
    /// Press at `drag.start`, then move along the drag frame by frame and release at its end.
    case drag(ScriptDrag)
}

/// A finger drag a script asks for: from `start` by (`dx`, `dy`), beginning at the wall time
/// of the frame that ran the step and lasting `duration` seconds.
public struct ScriptDrag: Equatable, Sendable {
    public let start: Point
    public let dx: Double, dy: Double
    public let startWallTime: Double
    public let duration: Double

    public init(start: Point, dx: Double, dy: Double, startWallTime: Double, duration: Double) {
        self.start = start
        self.dx = dx
        self.dy = dy
        self.startWallTime = startWallTime
        self.duration = duration
    }
}

/// How a script uses the input bar: the same handlers a click or a key press reaches.
public enum InputBarUse: Equatable, Sendable {
    /// Click the text field (focus; the drawn keyboard comes up).
    case clickField
    /// Click the Send button.
    case clickSend
    /// Insert text at the cursor, as typing on the drawn keyboard would.
    case type(String)
    /// Send the draft, as Return does.
    case send
}
