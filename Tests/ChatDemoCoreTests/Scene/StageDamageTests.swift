import ChatLayout
import Testing
@testable import ChatDemoCore

/// In case 1 the list does not move, so a frame repaints only the band from the
/// highest bar or keyboard edge down; when the list moves (case 3) the whole stage.
@Suite struct StageDamageTests {
    static let height = Int(ChatSceneLayoutTests.portrait.height)

    /// Frames of a keyboard show at `times`, for a conversation of `count` messages.
    static func showFrames(_ count: Int, at times: [Double]) throws -> [SceneFrame] {
        let scene = try ChatSceneRestTests.scene(count)
        _ = scene.frame(at: 0)
        scene.showKeyboard(at: 0)
        return times.map { scene.frame(at: $0) }
    }

    @Test func theFirstFrameIsPaintedWhole() throws {
        let frame = try #require(Self.showFrames(2, at: [0]).first)
        #expect(StageDamage.between(nil, frame, stageHeight: Self.height) == .full)
    }

    @Test func caseOnePaintsOnlyTheBandUnderTheHigherBar() throws {
        let frames = try Self.showFrames(2, at: [0.1, 0.15])
        #expect(frames[1].caseLabel == "1")
        #expect(frames[0].listShift == 0 && frames[1].listShift == 0)
        // The keyboard rises: the new bar is the higher one.
        #expect(frames[1].barTop < frames[0].barTop)
        #expect(StageDamage.between(frames[0], frames[1], stageHeight: Self.height)
                == .band(top: frames[1].barTop, bottom: Self.height))
        // Backwards (a hide): the old frame's bar is the higher one, and its pixels must go.
        #expect(StageDamage.between(frames[1], frames[0], stageHeight: Self.height)
                == .band(top: frames[1].barTop, bottom: Self.height))
    }

    @Test func anUnchangedFrameNeedsNoPaint() throws {
        let frames = try Self.showFrames(2, at: [10, 20])
        #expect(StageDamage.between(frames[0], frames[1], stageHeight: Self.height) == .none)
    }

    @Test func caseThreeMovesTheListSoTheWholeStageIsPainted() throws {
        let frames = try Self.showFrames(40, at: [0.1, 0.15])
        #expect(frames[1].caseLabel == "3")
        #expect(frames[0].listShift != frames[1].listShift)
        #expect(StageDamage.between(frames[0], frames[1], stageHeight: Self.height) == .full)
    }
}
