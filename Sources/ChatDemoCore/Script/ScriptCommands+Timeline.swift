import OutputFiles

/// What a script does with the motion-review tools beyond their toggles
/// (`ScriptTarget.timeline`): pick a frame on the timeline and draw the timeline's window. A
/// target without a timeline refuses these steps.
@MainActor
public protocol TimelineControl: AnyObject {
    /// Moves the timeline's playhead to frame `frame` (the nearest kept one), as a click on the
    /// plot does, and opens the timeline if it is closed.
    func selectTimelineFrame(_ frame: Int)
    /// A PNG of the timeline window once this frame is painted (opening it first if closed).
    func requestTimelineScreenshot(_ path: String)
    /// Zooms the timeline's time axis as `step` says, as its keys and its Fit button do, and
    /// opens the timeline if it is closed.
    func zoomTimeline(_ step: TimelineZoomStep)

    /// The frames and events the timeline keeps, as Trace Event Format JSON at `path` (written,
    /// like every output, when the run ends successfully); nil when it is on its way, else why not.
    func exportTrace(to path: String) -> String?
}

/// The motion-review commands: the timeline and the onion skin.
extension ReviewToolCommands {
    /// `timeline frame N`: the playhead on frame N, its readouts shown, the stage paused on it.
    static let timelineFrame = ScriptCommandEntry("timeline frame FRAME") { line throws(InputError) in
        let usage = "usage: timeline frame FRAME (a frame index, 0 or more)"
        if let wrong = line.misplaced(taking: 2) { throw line.fail(usage, at: wrong) }
        guard let frame = Int(line.words[2].text), frame >= 0 else { throw line.fail(usage, at: line.words[2]) }
        return (.timelineFrame(frame), line.words[2])
    } perform: { command, run in
        guard case .timelineFrame(let frame) = command else { return nil }
        guard let timeline = run.target.timeline else { return .refused("timeline frame: no timeline here") }
        // A pick seeks the stage, which pauses it; as with `seek`, the frame this step's tick
        // makes is frozen first and the pick acts in the next.
        guard run.target.isPaused else {
            run.target.setPaused(true)
            return .comingUp
        }
        timeline.selectTimelineFrame(frame)
        return .done
    }

    /// `timeline screenshot FILE.png`: the timeline window as it is once this frame is painted,
    /// staged like every screenshot (written when the run ends successfully).
    static let timelineScreenshot = ScriptCommandEntry("timeline screenshot FILE.png") { line throws(InputError) in
        let usage = "usage: timeline screenshot FILE.png"
        if let wrong = line.misplaced(taking: 2) { throw line.fail(usage, at: wrong) }
        let path = line.words[2]
        guard path.text.hasSuffix(".png"), !path.text.hasSuffix("/.png"), path.text != ".png" else { throw line.fail(usage, at: path) }
        return (.timelineScreenshot(path: path.text), path)
    } perform: { command, run in
        guard case .timelineScreenshot(let path) = command else { return nil }
        guard let timeline = run.target.timeline else { return .refused("timeline screenshot: no timeline here") }
        timeline.requestTimelineScreenshot(path)
        return .doneForThisFrame
    }

    /// `timeline zoom in|out|fit|all`: the timeline's view of its time axis.
    static let timelineZoom = ScriptCommandEntry("timeline zoom in|out|fit|all") { line throws(InputError) in
        let usage = "usage: timeline zoom in|out|fit|all"
        if let wrong = line.misplaced(taking: 2) { throw line.fail(usage, at: wrong) }
        guard let step = TimelineZoomStep(rawValue: line.words[2].text) else { throw line.fail(usage, at: line.words[2]) }
        return (.timelineZoom(step), line.words[2])
    } perform: { command, run in
        guard case .timelineZoom(let step) = command else { return nil }
        guard let timeline = run.target.timeline else { return .refused("timeline zoom: no timeline here") }
        timeline.zoomTimeline(step)
        return .done
    }

    /// `export-trace FILE.json`: the kept history as Trace Event Format JSON, as the timeline's
    /// "Export Trace…" writes it (the frames presented before this step's frame).
    static let exportTrace = ScriptCommandEntry("export-trace FILE.json") { line throws(InputError) in
        let usage = "usage: export-trace FILE.json"
        if let wrong = line.misplaced(taking: 1) { throw line.fail(usage, at: wrong) }
        let path = line.words[1]
        let name = PathBytes.split(path.text).name
        guard name.count > ".json".count, name.lowercased().hasSuffix(".json") else {
            throw line.fail("\(usage): '\(line.shown(path))' is not a .json file's name", at: path)
        }
        return (.exportTrace(path: path.text), path)
    } perform: { command, run in
        guard case .exportTrace(let path) = command else { return nil }
        guard let timeline = run.target.timeline else { return .refused("export-trace: no timeline here") }
        if let refusal = timeline.exportTrace(to: path) { return .refused("export-trace: \(refusal)") }
        return .done
    }

    /// Sets the timeline window's state (the menu's Timeline item), whatever it was.
    static let timeline = ScriptCommandEntry("timeline show|hide") { line throws(InputError) in
        (.timeline(try line.choice(["show": true, "hide": false], "'timeline' takes 'show', 'hide', 'frame FRAME', 'zoom in|out|fit|all' or 'screenshot FILE.png'")), line.name)
    } perform: { command, run in
        guard case .timeline(let on) = command else { return nil }
        run.target.setToggle(MotionReviewTool.timeline.actionName, on: on)
        return .done
    }

    /// Sets the onion skin's state, whatever it was.
    static let onionSkin = ScriptCommandEntry("onion-skin on|off") { line throws(InputError) in
        (.onionSkin(try line.choice(["on": true, "off": false], "'onion-skin' takes 'on' or 'off'")), line.name)
    } perform: { command, run in
        guard case .onionSkin(let on) = command else { return nil }
        run.target.setToggle(MotionReviewTool.onionSkin.actionName, on: on)
        return .done
    }
}

extension ScriptCommand {
    /// The PNG a step writes (`screenshot` or `timeline screenshot`), nil for every other step:
    /// what the output checks must vet before a window opens.
    public var screenshotPath: String? {
        switch self {
        case .screenshot(let path), .timelineScreenshot(let path): path
        default: nil
        }
    }
}
