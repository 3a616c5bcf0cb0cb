import TestSupport
import Testing
@testable import Curves

struct AnimationClockTests {
    @Test func realTimeByDefault() {
        let clock = AnimationClock()
        #expect(clock.slowMotionFactor == 1)
        #expect(clock.animationTime(atWallTime: 12.5) == 12.5)
    }

    @Test func slowMotionScalesFromTheStart() {
        let clock = AnimationClock(slowMotionFactor: 4)
        #expect(clock.animationTime(atWallTime: 2) == 0.5)
    }

    @Test func changingTheFactorKeepsTimeContinuous() {
        var clock = AnimationClock()
        clock.setSlowMotionFactor(4, atWallTime: 10)
        #expect(clock.animationTime(atWallTime: 10) == 10)
        #expect(clock.animationTime(atWallTime: 12) == 10.5)
        clock.setSlowMotionFactor(0.5, atWallTime: 14)   // faster than real time
        #expect(clock.animationTime(atWallTime: 14) == 11)
        #expect(clock.animationTime(atWallTime: 15) == 13)
    }

    @Test func manyRandomChangesNeverJump() {
        let seed: UInt64 = 0xC10C
        var random = SplitMix64(seed: seed)
        var clock = AnimationClock()
        var wall = 0.0
        for _ in 0..<1000 {
            wall += random.double(in: 0...0.5)
            let before = clock.animationTime(atWallTime: wall)
            clock.setSlowMotionFactor(random.double(in: 0.1...10), atWallTime: wall)
            let after = clock.animationTime(atWallTime: wall)
            #expect(abs(after - before) < 1e-9, "seed \(seed) wall \(wall)")
            #expect(clock.animationTime(atWallTime: wall + 0.01) > after, "seed \(seed)")
        }
    }

    @Test(arguments: [0.0, -2, .nan, .infinity])
    func unusableFactorsAreIgnored(factor: Double) {
        var clock = AnimationClock(slowMotionFactor: 2)
        clock.setSlowMotionFactor(factor, atWallTime: 1)
        #expect(clock.slowMotionFactor == 2)
        #expect(AnimationClock(slowMotionFactor: factor).slowMotionFactor == 1)
    }
}
