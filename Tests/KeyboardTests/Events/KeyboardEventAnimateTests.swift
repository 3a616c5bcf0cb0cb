import Curves
import Testing
@testable import Keyboard

@Suite struct KeyboardEventAnimateTests {
    @Test func followsTheKeyboardExactly() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        var barBottom = AnimatedValue(844)
        let observation = keyboard.observe([.willShow, .willHide, .willChangeFrame]) { event in
            event.animate(&barBottom) { $0.minY }
        }
        keyboard.show(at: 1)
        keyboard.hide(at: 1.15)
        keyboard.show(at: 1.3)
        keyboard.setLayout(.pinyin, at: 1.4)
        for frame in 0...60 {
            let time = 1 + Double(frame) / 60
            keyboard.update(at: time)
            #expect(abs(barBottom.value(at: time) - keyboard.frame(at: time).minY) < 1e-9, "t \(time)")
        }
        #expect(observation.isActive)
    }

    @Test func usesTheEventsCurveDurationAndTime() {
        let event = KeyboardEvent(kind: .willShow, beginFrame: Rect(x: 0, y: 844, width: 390, height: 291),
                                  endFrame: Rect(x: 0, y: 553, width: 390, height: 291),
                                  duration: 1, curve: .linear, time: 5)
        var value = AnimatedValue(0)
        event.animate(&value) { $0.height }
        #expect(value.target == 291)
        #expect(value.value(at: 5) == 0)
        #expect(value.value(at: 5.5) == 145.5)
        #expect(value.value(at: 6) == 291)
    }

    @Test func keyboardCurveRunsTheSpringNotTheReportedDuration() {
        let event = KeyboardEvent(kind: .willShow, beginFrame: Rect(x: 0, y: 844, width: 390, height: 291),
                                  endFrame: Rect(x: 0, y: 553, width: 390, height: 291), time: 2)
        var value = AnimatedValue(0)
        event.animate(&value) { $0.height }
        #expect(abs(value.value(at: 2.25) - 291 * keyboardSpringProgress(0.25)) < 1e-9)
        #expect(value.isAnimating(at: 2.3))
        #expect(value.value(at: 2.5) == 291)
    }

    @Test func followsTheReleaseSpring() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 1)
        var barBottom = AnimatedValue(553)
        // A follower whose travel is half the keyboard's: scaled velocity keeps it in step.
        var listShift = AnimatedValue(145.5)
        let observation = keyboard.observe([.willShow, .willHide]) { event in
            event.animate(&barBottom) { $0.minY }
            event.animate(&listShift) { $0.height / 2 }
        }
        keyboard.dragInteractively(toVisibleHeight: 180, at: 2)
        barBottom.jump(to: keyboard.frame(at: 2).minY)
        listShift.jump(to: 90)
        keyboard.endInteractiveDrag(velocity: 700, at: 2.05)
        #expect(keyboard.isShown)
        for frame in 0...40 {
            let time = 2.05 + Double(frame) / 60
            #expect(abs(barBottom.value(at: time) - keyboard.frame(at: time).minY) < 1e-9)
            // Springs over different distances are declared settled at slightly
            // different instants; the difference is bounded by the settle epsilon.
            #expect(abs(listShift.value(at: time) - keyboard.visibleHeight(at: time) / 2)
                <= AnimatedValue.springSettleEpsilon)
        }
        #expect(observation.isActive)
    }
}
