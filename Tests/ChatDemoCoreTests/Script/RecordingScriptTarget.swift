import Keyboard
@testable import ChatDemoCore
import OutputFiles

/// A `ScriptTarget` that records every call a script step makes, in order, and answers with
/// what a test set up: the script commands are tested in process, without a window.
@MainActor
final class RecordingScriptTarget: ScriptTarget {
    /// One call to the target, with its arguments.
    enum Call: Equatable {
        case refreshedFrame
        case keyTapReadiness(String, verb: String)
        case centre(StagePlace)
        case usePointer(PointerStep)
        case useInputBar(InputBarUse)
        case activateAction(String, parameter: String?)
        case setToggle(String, on: Bool)
        case requestScreenshot(String)
        case setSlowMotion(Double)
        case receiveStreamingReply(String, milliseconds: Int)
        case applyPanel(PanelRequest)
        case resizeWindow(width: Int, height: Int)
        case quit(InputError?)
        case setPaused(Bool)
        case stepPlayhead(Int)
        case seekPlayhead(Int)
        case selectTimelineFrame(Int)
        case requestTimelineScreenshot(String)
        case zoomTimeline(TimelineZoomStep)
        case exportTrace(String)
        case tune(MotionTuning)
        case scriptedVideoExport(String)
        case saveProfile(String)
        case recentProfile(Int)
    }

    private(set) var calls: [Call] = []
    /// What `refreshedFrame` returns (nil: before the first frame).
    var frame: SceneFrame?
    var readiness = KeyTapReadiness.ready
    var centres: [StagePlace: Point] = [:]
    let stageWidth = 390.0
    var isPlayingScriptedDrag = false
    var isMakingSteppedFrames = false
    var isRecording = false
    var isPaused = false
    let frameStep = 1.0 / 60
    /// The frames a step or seek can show, for its answer.
    var kept = 0...100
    var presented = 100
    /// The review tools, none unless a test gives the fake its own (`withReviewTools`).
    private(set) var timeline: (any TimelineControl)?
    private(set) var tuning: (any TuningControl)?
    private(set) var videoExport: (any VideoExportControl)?
    private(set) var profiles: (any ProfileControl)?
    /// What the fake's tools answer: a tuning's or a save's refusal, an export's state, the
    /// Recent Profiles entries.
    var tuningRefusal: String?
    var saveRefusal: String?
    var traceRefusal: String?
    var exportState = ScriptedVideoExport.running
    var recentPaths: [String] = []

    init(frame: SceneFrame?, withReviewTools: Bool = false) {
        self.frame = frame
        guard withReviewTools else { return }
        let tools = RecordingReviewTools(target: self)
        reviewTools = tools
        (timeline, tuning, videoExport, profiles) = (tools, tools, tools, tools)
    }

    /// Kept alive here: the target's tool properties are the protocols' existentials.
    private var reviewTools: RecordingReviewTools?

    fileprivate func record(_ call: Call) { calls.append(call) }

    /// The outcome of performing `command` at wall time `wallTime`, and the calls it made.
    func perform(_ command: ScriptCommand, at wallTime: Double = 10) -> (ScriptStepOutcome, [Call]) {
        calls.removeAll()
        let outcome = command.perform(ScriptRun(target: self, wallTime: wallTime))
        return (outcome, calls)
    }

    func refreshedFrame() -> SceneFrame? {
        calls.append(.refreshedFrame)
        return frame
    }

    func keyTapReadiness(label: String, in frame: SceneFrame, verb: String) -> KeyTapReadiness {
        calls.append(.keyTapReadiness(label, verb: verb))
        return readiness
    }

    func centre(of place: StagePlace, in frame: SceneFrame) -> Point? {
        calls.append(.centre(place))
        return centres[place]
    }

    func usePointer(_ step: PointerStep) { calls.append(.usePointer(step)) }
    func useInputBar(_ use: InputBarUse) { calls.append(.useInputBar(use)) }
    func activateAction(_ name: String, parameter: String?) { calls.append(.activateAction(name, parameter: parameter)) }
    func setToggle(_ name: String, on: Bool) { calls.append(.setToggle(name, on: on)) }
    func requestScreenshot(_ path: String) { calls.append(.requestScreenshot(path)) }
    func setSlowMotion(_ factor: Double) { calls.append(.setSlowMotion(factor)) }
    func receiveStreamingReply(_ text: String, milliseconds: Int) { calls.append(.receiveStreamingReply(text, milliseconds: milliseconds)) }
    func applyPanel(_ request: PanelRequest) { calls.append(.applyPanel(request)) }
    func resizeWindow(width: Int, height: Int) { calls.append(.resizeWindow(width: width, height: height)) }
    func quit(reporting failure: InputError?) { calls.append(.quit(failure)) }

    func setPaused(_ paused: Bool) {
        calls.append(.setPaused(paused))
        isPaused = paused
    }

    func stepPlayhead(by frames: Int) -> PlayheadTarget? {
        calls.append(.stepPlayhead(frames))
        return PlayheadTarget.step(by: frames, from: presented, kept: kept, makingAtMost: 600)
    }

    func seekPlayhead(toFrame index: Int) -> PlayheadTarget? {
        calls.append(.seekPlayhead(index))
        return PlayheadTarget.seek(toFrame: index, kept: kept)
    }
}

/// The fake's review tools: each call is recorded on the target, in the one order of its calls.
@MainActor
private final class RecordingReviewTools: TimelineControl, TuningControl, VideoExportControl, ProfileControl {
    private unowned let target: RecordingScriptTarget

    init(target: RecordingScriptTarget) {
        self.target = target
    }

    func selectTimelineFrame(_ frame: Int) { target.record(.selectTimelineFrame(frame)) }
    func requestTimelineScreenshot(_ path: String) { target.record(.requestTimelineScreenshot(path)) }
    func zoomTimeline(_ step: TimelineZoomStep) { target.record(.zoomTimeline(step)) }

    func exportTrace(to path: String) -> String? {
        target.record(.exportTrace(path))
        return target.traceRefusal
    }

    func tune(_ change: MotionTuning) -> String? {
        target.record(.tune(change))
        return target.tuningRefusal
    }

    func scriptedVideoExport(to path: String) -> ScriptedVideoExport {
        target.record(.scriptedVideoExport(path))
        return target.exportState
    }

    func saveProfile(to path: String) -> String? {
        target.record(.saveProfile(path))
        return target.saveRefusal
    }

    func recentProfile(at position: Int) -> String? {
        target.record(.recentProfile(position))
        return target.recentPaths.indices.contains(position - 1) ? target.recentPaths[position - 1] : nil
    }
}
