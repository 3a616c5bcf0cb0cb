import TestSupport
import Testing
@testable import Curves

struct AnimatedValueTests {
    @Test func restsUntilAnimated() {
        let value = AnimatedValue(42)
        #expect(value.value(at: 3) == 42)
        #expect(value.velocity(at: 3) == 0)
        #expect(!value.isAnimating(at: 3))
        #expect(value.target == 42)
    }

    @Test func keyboardShowFollowsTheSpringAndSnaps() {
        var height = AnimatedValue(0)
        height.animate(to: 300, curve: .keyboard, duration: 0.25, at: 2)
        #expect(height.target == 300)
        #expect(height.value(at: 2) == 0)
        #expect(abs(height.value(at: 2.1) - 300 * 0.5447783899280674) < 1e-9)
        #expect(abs(height.value(at: 2.5.nextDown) - 300 * 0.9989009788907399) < 1e-6)
        #expect(height.value(at: 2.5) == 300)
        #expect(height.isAnimating(at: 2.4999))
        #expect(!height.isAnimating(at: 2.5))
        #expect(height.velocity(at: 2) == 0)
        #expect(height.velocity(at: 2.6) == 0)
    }

    @Test func interruptionStartsFromTheCurrentState() {
        var height = AnimatedValue(0)
        height.animate(to: 300, curve: .keyboard, duration: 0.25, at: 0)
        let before = (height.value(at: 0.1), height.velocity(at: 0.1))
        height.animate(to: 0, curve: .keyboard, duration: 0.25, at: 0.1)
        #expect(abs(height.value(at: 0.1) - before.0) < 1e-9)
        #expect(abs(height.velocity(at: 0.1) - before.1) < 1e-9)
        #expect(height.value(at: 0.6) == 0)
        #expect(!height.isAnimating(at: 0.6))
    }

    /// Continuity of value and velocity across many random retargets.
    @Test(arguments: [UInt64(1), 2, 3, 0xFEED, 0xBEEF_CAFE])
    func randomRetargetsAreSmooth(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var value = AnimatedValue(0)
        var time = 0.0
        for step in 0..<400 {
            time += random.double(in: 0.001...0.4)
            let target = random.double(in: 0...400).rounded()
            let before = (value.value(at: time), value.velocity(at: time))
            // Left-hand numerical velocity just before the retarget.
            let h = 1e-7
            let leftSlope = (before.0 - value.value(at: time - h)) / h
            let curve: AnimationCurve = [.keyboard, .easeIn, .easeInOut][step % 3]
            value.animate(to: target, curve: curve, duration: random.double(in: 0.1...0.4), at: time)
            let after = (value.value(at: time), value.velocity(at: time))
            let rightSlope = (value.value(at: time + h) - after.0) / h
            let message = Comment(rawValue: "seed \(seed) step \(step) t \(time) → \(target) on \(curve)")
            #expect(abs(after.0 - before.0) < 1e-9, message)
            #expect(abs(after.1 - before.1) < 1e-6 * max(1, abs(before.1)), message)
            #expect(abs(rightSlope - leftSlope) < 1e-2 * max(10, abs(leftSlope)), message)
            #expect(value.segmentCount <= AnimatedValue.maximumSegmentCount, message)
        }
        // Everything ends, exactly on target.
        #expect(!value.isAnimating(at: time + 10), "seed \(seed)")
        #expect(value.value(at: time + 10) == value.target, "seed \(seed)")
    }

    @Test func rapidRetargetsFoldWithinTheCap() {
        var value = AnimatedValue(0)
        for i in 0..<100 {
            let time = Double(i) * 0.001
            let before = (value.value(at: time), value.velocity(at: time))
            value.animate(to: i.isMultiple(of: 2) ? 300 : 0, curve: .keyboard, duration: 0.25, at: time)
            #expect(abs(value.value(at: time) - before.0) < 1e-9, "i = \(i)")
            #expect(abs(value.velocity(at: time) - before.1) < 1e-6 * max(1, abs(before.1)), "i = \(i)")
            #expect(value.segmentCount <= AnimatedValue.maximumSegmentCount)
        }
    }

    @Test func finishedSegmentsArePruned() {
        var value = AnimatedValue(0)
        value.animate(to: 100, curve: .easeInOut, duration: 0.25, at: 0)
        value.animate(to: 200, curve: .easeInOut, duration: 0.25, at: 0.1)
        #expect(value.segmentCount == 2)
        value.animate(to: 300, curve: .easeInOut, duration: 0.25, at: 1)
        #expect(value.segmentCount == 1)
    }

    @Test func springReleaseUsesTheGivenVelocity() {
        var value = AnimatedValue(0)
        value.jump(to: 180)                        // finger dragging
        value.animate(to: 300, spring: .keyboard, initialVelocity: 900, at: 5)
        #expect(value.value(at: 5) == 180)
        #expect(value.velocity(at: 5) == 900)
        let expected = 300 + Spring.keyboard.displacement(at: 0.05, from: -120, initialVelocity: 900)
        #expect(abs(value.value(at: 5.05) - expected) < 1e-9)
        let settle = Spring.keyboard.settleTime(from: -120, initialVelocity: 900, epsilon: AnimatedValue.springSettleEpsilon)
        #expect(value.isAnimating(at: 5 + settle - 1e-6))
        #expect(!value.isAnimating(at: 5 + settle))
        #expect(value.value(at: 5 + settle) == 300)
        #expect(abs(value.value(at: 5 + settle - 1e-9) - 300) <= 0.01 + 1e-9)
    }

    @Test func springHandOverAndCurveOnTopAreSmooth() {
        let bouncy = Spring(mass: 1, stiffness: 300, damping: 12)
        var value = AnimatedValue(0)
        value.animate(to: 300, curve: .easeInOut, duration: 0.3, at: 0)
        let v = value.velocity(at: 0.15), x = value.value(at: 0.15)
        value.animate(to: 100, spring: bouncy, initialVelocity: v, at: 0.15)
        #expect(abs(value.value(at: 0.15) - x) < 1e-9)
        #expect(abs(value.velocity(at: 0.15) - v) < 1e-9)
        let before = (value.value(at: 0.3), value.velocity(at: 0.3))
        value.animate(to: 0, curve: .keyboard, duration: 0.25, at: 0.3)
        #expect(abs(value.value(at: 0.3) - before.0) < 1e-9)
        #expect(abs(value.velocity(at: 0.3) - before.1) < 1e-9)
    }

    @Test func jumpAndDegenerateInputs() {
        var value = AnimatedValue(10)
        value.animate(to: 20, curve: .linear, duration: 1, at: 0)
        value.jump(to: 50)
        #expect(value.value(at: 0.5) == 50)
        #expect(!value.isAnimating(at: 0.5))
        value.animate(to: .nan, curve: .linear, duration: 1, at: 1)
        value.animate(to: .infinity, spring: .keyboard, initialVelocity: 0, at: 1)
        value.jump(to: .nan)
        #expect(value.value(at: 2) == 50)
        value.animate(to: 60, curve: .easeOut, duration: 0, at: 3)   // immediate
        #expect(value.value(at: 3.000001) == 60)
        value.animate(to: 60, curve: .keyboard, duration: 0.25, at: 4)  // same target: nothing new
        #expect(!value.isAnimating(at: 4))
    }
}
