import Testing
@testable import ChatDemoCore

@Suite struct SlowMotionTests {
    @Test func withoutACommandLineFactorCtrlTTogglesRealTimeAndTen() {
        let motion = SlowMotion(commandLine: 1)
        #expect(!motion.startsOn)
        #expect(motion.factor(on: true) == 10)
        #expect(motion.factor(on: false) == 1)
    }

    @Test func fastForwardIsWhatOffReturnsTo() {
        let motion = SlowMotion(commandLine: 0.5)
        #expect(!motion.startsOn)
        #expect(motion.factor(on: true) == 10)
        #expect(motion.factor(on: false) == 0.5)
    }

    @Test func aChosenSlowMotionIsWhatOnReturnsTo() {
        let motion = SlowMotion(commandLine: 4)
        #expect(motion.startsOn)
        #expect(motion.factor(on: false) == 1)
        #expect(motion.factor(on: true) == 4)
    }

    /// The header bar's badge names the factor as the speed menu's neighbours would read it,
    /// and is absent at real time.
    @Test func theBadgeNamesTheFactorAndIsAbsentAtRealTime() {
        #expect(SlowMotion.badge(factor: 1) == nil)
        #expect(SlowMotion.badge(factor: 10) == "×10")
        #expect(SlowMotion.badge(factor: 4) == "×4")
        #expect(SlowMotion.badge(factor: 2.5) == "×2.5")
        #expect(SlowMotion.badge(factor: 0.5) == "×0.5")
        #expect(SlowMotion.badge(factor: 0.01) == "×0.01")
        #expect(SlowMotion.badge(factor: 100) == "×100")
    }
}
