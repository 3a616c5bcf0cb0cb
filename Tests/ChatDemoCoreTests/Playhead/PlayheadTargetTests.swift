import Testing
@testable import ChatDemoCore

@Suite struct PlayheadTargetTests {
    @Test func stepsLandWithinTheKeptFramesOrMakeNewOnes() {
        let kept = 40...100
        #expect(PlayheadTarget.step(by: -3, from: 98, kept: kept, makingAtMost: 600) == PlayheadTarget(frame: 95, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.step(by: 2, from: 98, kept: kept, makingAtMost: 600) == PlayheadTarget(frame: 100, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.step(by: 5, from: 98, kept: kept, makingAtMost: 600) == PlayheadTarget(frame: 103, framesToMake: 3, wasClamped: false))
        #expect(PlayheadTarget.step(by: -100, from: 98, kept: kept, makingAtMost: 600) == PlayheadTarget(frame: 40, framesToMake: 0, wasClamped: true))
        // From a kept frame far back, a big step forward makes only what lies past the newest.
        #expect(PlayheadTarget.step(by: 70, from: 40, kept: kept, makingAtMost: 600) == PlayheadTarget(frame: 110, framesToMake: 10, wasClamped: false))
        // No more new frames than a history keeps.
        #expect(PlayheadTarget.step(by: 1000, from: 100, kept: kept, makingAtMost: 600) == PlayheadTarget(frame: 700, framesToMake: 600, wasClamped: true))
    }

    @Test func seeksStayWithinTheKeptFrames() {
        #expect(PlayheadTarget.seek(toFrame: 50, kept: 40...100) == PlayheadTarget(frame: 50, framesToMake: 0, wasClamped: false))
        #expect(PlayheadTarget.seek(toFrame: 10, kept: 40...100) == PlayheadTarget(frame: 40, framesToMake: 0, wasClamped: true))
        #expect(PlayheadTarget.seek(toFrame: 101, kept: 40...100) == PlayheadTarget(frame: 100, framesToMake: 0, wasClamped: true))
    }

    /// `seek MS` picks the nearest frame of a recording at 60 or 120 frames per second.
    @Test func millisecondsRoundToTheNearestFrame() {
        #expect(PlayheadTarget.frame(atMilliseconds: 0, step: 1.0 / 60) == 0)
        #expect(PlayheadTarget.frame(atMilliseconds: 50, step: 1.0 / 60) == 3)
        #expect(PlayheadTarget.frame(atMilliseconds: 58, step: 1.0 / 60) == 3)  // 3.48
        #expect(PlayheadTarget.frame(atMilliseconds: 59, step: 1.0 / 60) == 4)  // 3.54
        #expect(PlayheadTarget.frame(atMilliseconds: 1000, step: 1.0 / 120) == 120)
    }

    /// The playhead's keys: listed in the Keyboard Shortcuts window under their own group, none
    /// a bare key the message field needs, each bound once.
    @Test func thePlayheadKeysAreListedAndCarryAModifier() {
        let group = DesktopShortcuts.groups.first { $0.title == PlayheadCommand.groupTitle }
        #expect(group?.shortcuts.map(\.accelerator) == ["<Primary>space", "<Alt>Right", "<Alt>Left", "<Alt><Shift>Right", "<Alt><Shift>Left"])
        #expect(group?.shortcuts.map(\.action) == PlayheadCommand.allCases.map(\.detailedAction))
        for command in PlayheadCommand.allCases {
            #expect(DesktopShortcuts.accelerators(for: command.detailedAction) == [command.accelerator!])
            #expect(command.accelerator!.hasPrefix("<"), "\(command) is a bare key")
        }
        #expect(PlayheadCommand.allCases.map(\.frames) == [0, 1, -1, 10, -10])
        #expect(Accelerator.readable("<Primary>space") == "Ctrl+Space")
        #expect(Accelerator.readable("<Alt><Shift>Left") == "Alt+Shift+←")
    }
}
