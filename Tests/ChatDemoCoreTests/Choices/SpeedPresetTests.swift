import Testing
@testable import ChatDemoCore

@Suite struct SpeedPresetTests {
    @Test func eachPresetIsASlowMotionFactor() {
        #expect(SpeedPreset.allCases.map(\.factor) == [1, 4, 10])
        #expect(SpeedPreset.allCases.map(\.label) == ["100 %", "25 %", "10 %"])
        #expect(SpeedPreset.quarter.detailedAction == "app.speed::25")
    }

    @Test func aFactorBetweenPresetsHasNone() {
        #expect(SpeedPreset(factor: 10) == .tenth)
        #expect(SpeedPreset(factor: 3) == nil)
        #expect(SpeedPreset.state(forFactor: 4) == "25")
        #expect(SpeedPreset.state(forFactor: 2) == "")
    }

    @Test func theScriptWritesPresetsWithAPercentSign() throws {
        #expect(SpeedPreset(scriptWord: "25%") == .quarter)
        #expect(SpeedPreset(scriptWord: "25") == nil)
        #expect(SpeedPreset(scriptWord: "50%") == nil)
        #expect(try scriptCommands("slow-motion 25%") == [.slowMotion(4)])
        #expect(try scriptCommands("slow-motion 100%") == [.slowMotion(1)])
        #expect(try scriptCommands("slow-motion 10%") == [.slowMotion(10)])
        #expect(try scriptCommands("slow-motion 4") == [.slowMotion(4)])
        #expect(scriptProblem("slow-motion 50%") == "s.txt:1:13: 'slow-motion' takes one factor of at least 1")
    }

    @Test func theTimelineCommandsParse() throws {
        #expect(try scriptCommands("timeline show\ntimeline hide") == [.timeline(true), .timeline(false)])
        #expect(try scriptCommands("timeline frame 12") == [.timelineFrame(12)])
        #expect(try scriptCommands("timeline screenshot t.png") == [.timelineScreenshot(path: "t.png")])
        #expect(try scriptCommands("timeline zoom in\ntimeline zoom fit") == [.timelineZoom(.zoomIn), .timelineZoom(.lastMotion)])
        #expect(scriptProblem("timeline zoom closer") == "s.txt:1:15: usage: timeline zoom in|out|fit|all")
        #expect(try scriptCommands("onion-skin on") == [.onionSkin(true)])
        #expect(scriptProblem("timeline frame -1") == "s.txt:1:16: usage: timeline frame FRAME (a frame index, 0 or more)")
        #expect(scriptProblem("timeline open") == "s.txt:1:10: 'timeline' takes 'show', 'hide', 'frame FRAME', 'zoom in|out|fit|all' or 'screenshot FILE.png', got 'open'")
    }
}
