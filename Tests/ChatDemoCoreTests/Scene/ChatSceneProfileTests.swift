import ChatLayout
import Curves
import Keyboard
import Testing
@testable import ChatDemoCore

/// A scene plays a motion profile from the next show or hide; iOS's profile is the scene as it
/// always was; an app resized once lags the keyboard and then jumps.
@Suite struct ChatSceneProfileTests {
    static func scene(strategy: Strategy = .threeCase) throws -> ChatScene {
        try ChatSceneRestTests.scene(12, strategy: strategy)
    }

    static func frames(_ scene: ChatScene, from start: Double, count: Int) -> [[String]] {
        (0..<count).map { ChatSceneLayoutTests.summary(scene.frame(at: start + Double($0) / 60)) }
    }

    @Test func choosingIosChangesNoFrame() throws {
        let plain = try Self.scene(), chosen = try Self.scene()
        chosen.setProfile(.ios, at: 0)
        for scene in [plain, chosen] { scene.showKeyboard(at: 0.1) }
        #expect(Self.frames(plain, from: 0.1, count: 40) == Self.frames(chosen, from: 0.1, count: 40))
    }

    @Test func aProfileChosenWhileTheKeyboardIsUpWaitsForTheHide() throws {
        let scene = try Self.scene()
        scene.showKeyboard(at: 0)
        _ = scene.frame(at: 1)
        scene.setProfile(Platform.android.profile, at: 1)
        #expect(scene.profile == .ios)
        #expect(scene.nextProfile == Platform.android.profile)
        scene.hideKeyboard(at: 2)
        #expect(scene.profile == Platform.android.profile)
        #expect(scene.pendingProfile == nil)
        // Android's curve: the hide is over 285 ms after it starts.
        #expect(scene.keyboard.motionEndTime == 2.285)
    }

    @Test func atRestWithTheKeyboardDownAProfileTakesEffectAtOnce() throws {
        let scene = try Self.scene()
        _ = scene.frame(at: 0)
        var tall = MotionProfile.ios
        tall.keyboardHeight = 320
        tall.caseTwoThreshold = 50
        scene.setProfile(tall, at: 0)
        #expect(scene.profile == tall)
        #expect(scene.keyboardHeight == 320)
        #expect(scene.layoutState.nearBarMargin == 50)
        #expect(scene.frame(at: 0).thresholds.nearBarLine == scene.frame(at: 0).thresholds.raisedBarTop + 320 - 50)
    }

    /// Linux phone: the keyboard is up whole at once; the layout waits 50 ms for the resize.
    @Test func anAppResizedOnceLagsThenJumps() throws {
        let scene = try Self.scene(strategy: .barOnly)
        _ = scene.frame(at: 0)
        scene.setProfile(Platform.linuxPhone.profile, at: 0)
        scene.showKeyboard(at: 1)
        let during = scene.frame(at: 1.02)
        #expect(during.keyboardTop == 844 - 291)
        #expect(during.barBottom == 844)
        #expect(!scene.isAtRest(at: 1.02))
        let after = scene.frame(at: 1.05)
        #expect(after.barBottom == after.keyboardTop)
        #expect(scene.isAtRest(at: 1.05))
    }
}

/// Compare mode across platforms: a pane with its own keyboard plays the lead pane's keyboard's shows
/// and hides with its own motion, on the same clock.
@Suite struct ChatSceneMirrorTests {
    @Test func aMirroringPaneShowsAndHidesWithItsOwnMotion() throws {
        let lead = try ChatSceneProfileTests.scene()
        let pane = try ChatSceneProfileTests.scene()
        pane.setProfile(Platform.android.profile, at: 0)
        pane.mirrorKeyboard(of: lead.keyboard)
        lead.showKeyboard(at: 1)
        #expect(pane.keyboard.isShown)
        #expect(pane.keyboard.motionEndTime == 1.285)
        let leadFrame = lead.frame(at: 1.1), paneFrame = pane.frame(at: 1.1)
        // Android's curve is further along at 0.1 s than iOS's spring.
        #expect(paneFrame.keyboardTop < leadFrame.keyboardTop)
        #expect(paneFrame.barBottom == paneFrame.keyboardTop)
        #expect(lead.frame(at: 2).keyboardTop == pane.frame(at: 2).keyboardTop)
        lead.setKeyboardLayout(.pinyin, at: 3)
        #expect(pane.keyboard.layout == .pinyin)
        lead.hideKeyboard(at: 4)
        #expect(!pane.keyboard.isShown)
        #expect(pane.keyboard.motionEndTime == 4.285)
    }
}
