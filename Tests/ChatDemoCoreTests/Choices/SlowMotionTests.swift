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
}
