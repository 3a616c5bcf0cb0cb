import Curves
import Testing
@testable import Keyboard

@Suite struct InteractiveDragTests {
    @Test func settlesShownWorkedExamples() {
        #expect(KeyboardController.settlesShown(visibleHeight: 100, height: 291, velocity: 400))
        #expect(!KeyboardController.settlesShown(visibleHeight: 200, height: 291, velocity: -400))
        #expect(KeyboardController.settlesShown(visibleHeight: 145.5, height: 291, velocity: 0))
        #expect(!KeyboardController.settlesShown(visibleHeight: 145, height: 291, velocity: 0))
        #expect(!KeyboardController.settlesShown(visibleHeight: 280, height: 291, velocity: -1000))
        #expect(!KeyboardController.settlesShown(visibleHeight: 0, height: 0, velocity: 0))
    }

    @Test func settleVelocityIsCappedAgainstOvershoot() {
        let omega = Spring.keyboard.naturalFrequency
        #expect(KeyboardController.settleVelocity(-600, from: 200, to: 0) == -600)
        #expect(KeyboardController.settleVelocity(-10_000, from: 200, to: 0) == -omega * 200)
        #expect(KeyboardController.settleVelocity(10_000, from: 191, to: 291) == omega * 100)
        #expect(KeyboardController.settleVelocity(300, from: 50, to: 0) == 300)   // away from target: kept
        #expect(KeyboardController.settleVelocity(-600, from: 0, to: 0) == 0)    // would leave the window
        #expect(KeyboardController.settleVelocity(600, from: 291, to: 291) == 0)
    }

    private func shownKeyboard() throws -> KeyboardController {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 1)
        return keyboard
    }

    @Test func dragFollowsOneToOne() throws {
        let keyboard = try shownKeyboard()
        let recorder = EventRecorder(keyboard)
        keyboard.beginInteractiveDrag(at: 2)
        for (step, height) in [250.0, 200, 120.5].enumerated() {
            let time = 2 + Double(step + 1) / 60
            keyboard.dragInteractively(toVisibleHeight: height, at: time)
            #expect(keyboard.visibleHeight(at: time) == height)
            #expect(keyboard.frame(at: time).minY == 844 - height)
        }
        keyboard.dragInteractively(toVisibleHeight: -20, at: 2.1)
        #expect(keyboard.visibleHeight(at: 2.1) == 0)
        keyboard.dragInteractively(toVisibleHeight: 500, at: 2.2)
        #expect(keyboard.visibleHeight(at: 2.2) == 291)
        keyboard.update(at: 5)
        #expect(recorder.events.isEmpty)
        #expect(keyboard.isDragging)
    }

    @Test func releaseSpringStartsAtReleaseVelocity() throws {
        let keyboard = try shownKeyboard()
        let recorder = EventRecorder(keyboard)
        keyboard.beginInteractiveDrag(at: 2)
        keyboard.dragInteractively(toVisibleHeight: 200, at: 2.05)
        keyboard.endInteractiveDrag(velocity: -600, at: 2.1)
        #expect(!keyboard.isShown)
        #expect(recorder.take() == [KeyboardEvent(kind: .willHide, beginFrame: Rect(x: 0, y: 644, width: 390, height: 291),
                                                  endFrame: Rect(x: 0, y: 844, width: 390, height: 291),
                                                  time: 2.1, initialVelocity: -600)])
        let step = 1e-6
        let derivative = (keyboard.visibleHeight(at: 2.1 + step) - keyboard.visibleHeight(at: 2.1)) / step
        #expect(abs(derivative - -600) < 0.5)
        #expect(keyboard.visibleHeight(at: 2.1) == 200)
        // The spring settles (within AnimatedValue.springSettleEpsilon) after
        // about 0.68 s from this release; then didHide, exactly on target.
        keyboard.update(at: 2.7)
        #expect(recorder.events.isEmpty)
        keyboard.update(at: 3.5)
        #expect(recorder.kinds == [.didHide])
        #expect(keyboard.visibleHeight(at: 3.5) == 0)
    }

    @Test func flickUpSettlesShown() throws {
        let keyboard = try shownKeyboard()
        let recorder = EventRecorder(keyboard)
        keyboard.dragInteractively(toVisibleHeight: 100, at: 2)
        keyboard.endInteractiveDrag(velocity: 400, at: 2.1)
        #expect(keyboard.isShown)
        #expect(recorder.kinds == [.willShow])
        #expect(recorder.events[0].initialVelocity == 400)
        for frame in 0...60 {
            let visible = keyboard.visibleHeight(at: 2.1 + Double(frame) / 60)
            #expect(visible <= 291 + 1e-9)   // no overshoot above the shown position
        }
        keyboard.update(at: 3.5)
        #expect(recorder.kinds == [.willShow, .didShow])
        #expect(keyboard.visibleHeight(at: 3.5) == 291)
    }

    @Test func grabbingAShowDropsItsDidShow() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        keyboard.show(at: 0)
        keyboard.beginInteractiveDrag(at: 0.05)
        let grabbed = keyboard.visibleHeight(at: 0.05)   // ≈ 67.6 of 291
        #expect(keyboard.visibleHeight(at: 0.3) == grabbed)   // the finger holds it
        keyboard.update(at: 1)
        #expect(recorder.kinds == [.willShow])
        keyboard.endInteractiveDrag(velocity: 0, at: 1)
        #expect(recorder.kinds == [.willShow, .willHide])     // below half at rest: hides
        keyboard.endInteractiveDrag(velocity: 0, at: 1.1)    // no drag in progress: ignored
        keyboard.update(at: 3)
        #expect(recorder.kinds == [.willShow, .willHide, .didHide])
    }
}

@Suite struct SpringHandOverTests {
    @Test func hideDuringASettleContinuesTheSpring() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 1)
        let recorder = EventRecorder(keyboard)
        keyboard.dragInteractively(toVisibleHeight: 200, at: 2)
        keyboard.endInteractiveDrag(velocity: 800, at: 2)        // settles shown
        let velocity = keyboard.visible.velocity(at: 2.1)
        keyboard.hide(at: 2.1)
        #expect(recorder.events.last?.kind == .willHide)
        #expect(recorder.events.last?.initialVelocity == velocity)   // spring to spring, same velocity
        for frame in 0...120 {
            let time = 2.1 + Double(frame) / 60
            keyboard.update(at: time)
            #expect(keyboard.visibleHeight(at: time) >= 0)
        }
        #expect(recorder.kinds == [.willShow, .willHide, .didHide])
    }
}
