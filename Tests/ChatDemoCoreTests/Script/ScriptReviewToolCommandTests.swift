import Curves
import Testing
@testable import ChatDemoCore

/// The steps that need a review tool the window may lack (`ScriptTarget.timeline`, `.tuning`,
/// `.videoExport`, `.profiles`): refused with the tool named where there is none, and acting
/// through the tool, exactly once, where there is one.
@MainActor
@Suite struct ScriptReviewToolCommandTests {
    private typealias Call = RecordingScriptTarget.Call

    @Test func withoutTheToolsEachStepIsRefusedAndNothingIsCalled() {
        let target = RecordingScriptTarget(frame: nil)
        target.isPaused = true
        #expect(target.perform(.timelineFrame(12)) == (.refused("timeline frame: no timeline here"), []))
        #expect(target.perform(.timelineScreenshot(path: "t.png")) == (.refused("timeline screenshot: no timeline here"), []))
        #expect(target.perform(.timelineZoom(.zoomIn)) == (.refused("timeline zoom: no timeline here"), []))
        #expect(target.perform(.tune(.keyboardHeight(300))) == (.refused("tune: no tuning panel here"), []))
        #expect(target.perform(.exportVideo(path: "v.mp4")) == (.refused("export-video: no video export here"), []))
        #expect(target.perform(.exportTrace(path: "t.json")) == (.refused("export-trace: no timeline here"), []))
        #expect(target.perform(.profile(.save(path: "p.json"))) == (.refused("profile: no profiles here"), []))
        #expect(target.perform(.profile(.recent(position: 1))) == (.refused("profile: no Recent Profiles here"), []))
    }

    /// `timeline frame` pauses first while playing (the frame is frozen before the pick acts).
    @Test func theTimelineStepsGoToTheTimeline() {
        let target = RecordingScriptTarget(frame: nil, withReviewTools: true)
        #expect(target.perform(.timelineFrame(12)) == (.comingUp, [.setPaused(true)]))
        #expect(target.perform(.timelineFrame(12)) == (.done, [.selectTimelineFrame(12)]))
        #expect(target.perform(.timelineScreenshot(path: "t.png")) == (.doneForThisFrame, [.requestTimelineScreenshot("t.png")]))
        #expect(target.perform(.timelineZoom(.lastMotion)) == (.done, [.zoomTimeline(.lastMotion)]))
    }

    /// `export-trace` goes to the timeline, and a path it cannot write stops the run.
    @Test func aTraceExportGoesToTheTimelineAndItsRefusalStopsTheRun() {
        let target = RecordingScriptTarget(frame: nil, withReviewTools: true)
        #expect(target.perform(.exportTrace(path: "t.json")) == (.done, [.exportTrace("t.json")]))
        target.traceRefusal = "t.json: is the --script input; refusing to overwrite it"
        #expect(target.perform(.exportTrace(path: "t.json"))
                == (.refused("export-trace: t.json: is the --script input; refusing to overwrite it"), [.exportTrace("t.json")]))
    }

    @Test func aTuningGoesToTheTuningPanelsPathAndItsRefusalStopsTheRun() {
        let target = RecordingScriptTarget(frame: nil, withReviewTools: true)
        #expect(target.perform(.tune(.keyboardHeight(300))) == (.done, [.tune(.keyboardHeight(300))]))
        target.tuningRefusal = "the height must be at most 500 pt"
        #expect(target.perform(.tune(.keyboardHeight(900)))
                == (.refused("tune: the height must be at most 500 pt; the motion stays as it was"), [.tune(.keyboardHeight(900))]))
    }

    /// The step waits while the export runs, and says how it ended otherwise.
    @Test func anExportWaitsForTheVideoAndSaysHowItEnded() {
        let target = RecordingScriptTarget(frame: nil, withReviewTools: true)
        let asked: [Call] = [.scriptedVideoExport("v.mp4")]
        #expect(target.perform(.exportVideo(path: "v.mp4")) == (.comingUp, asked))
        target.exportState = .finished
        #expect(target.perform(.exportVideo(path: "v.mp4")) == (.done, asked))
        target.exportState = .cancelled(framesDone: 3, of: 9)
        #expect(target.perform(.exportVideo(path: "v.mp4"))
                == (.noted("export-video: cancelled after 3 of 9 frames; v.mp4 was not written"), asked))
        target.exportState = .failed("v.mp4: the disk is full")
        #expect(target.perform(.exportVideo(path: "v.mp4")) == (.noted("export-video: v.mp4: the disk is full"), asked))
    }

    /// A save goes to the profiles; a recent entry is loaded through the menu's action, and a
    /// position past the list's end is refused.
    @Test func profileStepsSaveAndChooseRecentEntries() {
        let target = RecordingScriptTarget(frame: nil, withReviewTools: true)
        #expect(target.perform(.profile(.save(path: "p.json"))) == (.done, [.saveProfile("p.json")]))
        target.saveRefusal = "p.json: is one of this run's inputs"
        #expect(target.perform(.profile(.save(path: "p.json")))
                == (.refused("profile save: p.json: is one of this run's inputs"), [.saveProfile("p.json")]))
        target.recentPaths = ["/a.json", "/b.json"]
        #expect(target.perform(.profile(.recent(position: 2)))
                == (.done, [.recentProfile(2), .activateAction(RecentProfiles.actionName, parameter: "/b.json")]))
        #expect(target.perform(.profile(.recent(position: 3)))
                == (.refused("profile recent 3: Recent Profiles has no entry 3"), [.recentProfile(3)]))
        #expect(target.perform(.profile(.load(path: "p.json")))
                == (.done, [.activateAction(RecentProfiles.actionName, parameter: "p.json")]))
    }
}
