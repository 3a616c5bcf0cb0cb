import TestSupport
import Testing
@testable import Keyboard

@Suite struct KeyboardControllerTests {
    let shownEnglish = Rect(x: 0, y: 553, width: 390, height: 291)
    let hiddenEnglish = Rect(x: 0, y: 844, width: 390, height: 291)

    @Test func startsHidden() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        #expect(!keyboard.isShown)
        #expect(keyboard.height == 291)
        #expect(keyboard.orientation == .portrait)
        #expect(keyboard.frame(at: 0) == hiddenEnglish)
        #expect(keyboard.visibleHeight(at: 0) == 0)
    }

    @Test func show() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        keyboard.show(at: 1)
        #expect(recorder.take() == [KeyboardEvent(kind: .willShow, beginFrame: hiddenEnglish, endFrame: shownEnglish,
                                                  duration: 0.25, curve: .keyboard, time: 1)])
        #expect(keyboard.isShown)
        #expect(abs(keyboard.visibleHeight(at: 1.1) - 291 * keyboardSpringProgress(0.1)) < 1e-9)
        keyboard.update(at: 1.25)
        keyboard.update(at: 1.49)
        #expect(recorder.events.isEmpty)   // still moving: the 0.25 s reported is not the real duration
        keyboard.update(at: 1.5)
        #expect(recorder.take() == [KeyboardEvent(kind: .didShow, beginFrame: hiddenEnglish, endFrame: shownEnglish,
                                                  time: 1.5)])
        keyboard.update(at: 1.6)
        keyboard.show(at: 2)               // already shown: nothing
        keyboard.update(at: 3)
        #expect(recorder.events.isEmpty)
        #expect(keyboard.frame(at: 3) == shownEnglish)
    }

    @Test func eventCurveIsRaw7() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        keyboard.show(at: 0)
        #expect(recorder.events[0].curve.rawValue == 7)
        #expect(recorder.events[0].animationOptions == 7 << 16)
    }

    @Test func hide() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 0.5)
        let recorder = EventRecorder(keyboard)
        keyboard.hide(at: 1)
        keyboard.hide(at: 1.1)             // already hiding: nothing
        #expect(recorder.take() == [KeyboardEvent(kind: .willHide, beginFrame: shownEnglish, endFrame: hiddenEnglish, time: 1)])
        keyboard.update(at: 1.5)
        #expect(recorder.kinds == [.didHide])
        #expect(keyboard.frame(at: 1.5) == hiddenEnglish)
    }

    @Test func hideInterruptingShow() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        keyboard.show(at: 1)
        keyboard.update(at: 1.05)
        let current = keyboard.frame(at: 1.1)
        #expect(abs(current.minY - (844 - 291 * keyboardSpringProgress(0.1))) < 1e-9)
        keyboard.hide(at: 1.1)
        #expect(recorder.events.last == KeyboardEvent(kind: .willHide, beginFrame: current, endFrame: hiddenEnglish, time: 1.1))
        for frame in 0...180 { keyboard.update(at: 1.1 + Double(frame) / 60) }
        #expect(recorder.kinds == [.willShow, .willHide, .didHide])
        #expect(recorder.events.last?.time == 1.6)
    }

    @Test func showInterruptingHideKeepsVelocity() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 1)
        let recorder = EventRecorder(keyboard)
        keyboard.hide(at: 1)
        let current = keyboard.frame(at: 1.1)
        let velocityBefore = (keyboard.visibleHeight(at: 1.1) - keyboard.visibleHeight(at: 1.1 - 1e-6)) / 1e-6
        keyboard.show(at: 1.1)
        let velocityAfter = (keyboard.visibleHeight(at: 1.1 + 1e-6) - keyboard.visibleHeight(at: 1.1)) / 1e-6
        #expect(recorder.events.last == KeyboardEvent(kind: .willShow, beginFrame: current, endFrame: shownEnglish, time: 1.1))
        #expect(abs(velocityAfter - velocityBefore) < 5)     // no kink
        for frame in 0...180 { keyboard.update(at: 1.1 + Double(frame) / 60) }
        #expect(recorder.kinds == [.willHide, .willShow, .didShow])
    }

    @Test func layoutChangeWhileShown() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 0.5)
        let recorder = EventRecorder(keyboard)
        keyboard.setLayout(.pinyin, at: 1)
        let shownPinyin = Rect(x: 0, y: 508, width: 390, height: 336)
        #expect(recorder.take() == [KeyboardEvent(kind: .willChangeFrame, beginFrame: shownEnglish, endFrame: shownPinyin, time: 1)])
        #expect(keyboard.height == 336)
        #expect(abs(keyboard.visibleHeight(at: 1.1) - (291 + 45 * keyboardSpringProgress(0.1))) < 1e-9)
        keyboard.update(at: 1.5)
        #expect(recorder.take() == [KeyboardEvent(kind: .didChangeFrame, beginFrame: shownEnglish, endFrame: shownPinyin, time: 1.5)])
        keyboard.setLayout(.english, at: 2)
        #expect(keyboard.frame(at: 2.1).maxY == 844)       // shrinking frame still reaches the bottom
        keyboard.setLayout(.symbols, at: 3)                 // same height as english: no event
        keyboard.update(at: 4)
        #expect(recorder.kinds == [.willChangeFrame, .didChangeFrame])
    }

    @Test func layoutChangeWhileHiddenPostsNothing() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        keyboard.setLayout(.emoji, at: 0)
        keyboard.update(at: 1)
        #expect(recorder.events.isEmpty)
        keyboard.show(at: 2)
        #expect(recorder.events.first?.endFrame == Rect(x: 0, y: 543, width: 390, height: 301))
    }

    @Test func layoutChangeDuringShowOwesBothDidEvents() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        keyboard.show(at: 0)
        keyboard.setLayout(.pinyin, at: 0.2)
        keyboard.update(at: 0.6)
        #expect(recorder.kinds == [.willShow, .willChangeFrame])
        keyboard.update(at: 0.7)
        #expect(recorder.kinds == [.willShow, .willChangeFrame, .didShow, .didChangeFrame])
    }

    @Test func rotateWhileShown() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 0.5)
        let recorder = EventRecorder(keyboard)
        keyboard.setContainerSize(Size(width: 844, height: 390), at: 1)
        #expect(keyboard.orientation == .landscape)
        #expect(keyboard.height == 209)
        let shownLandscape = Rect(x: 0, y: 181, width: 844, height: 209)
        #expect(recorder.take() == [KeyboardEvent(kind: .willChangeFrame, beginFrame: shownEnglish,
                                                  endFrame: shownLandscape, time: 1)])
        keyboard.update(at: 1.5)
        #expect(recorder.kinds == [.didChangeFrame])
        #expect(keyboard.frame(at: 1.5) == shownLandscape)
    }

    @Test func resizeWithoutHeightChangePostsBothAtOnce() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 0.5)
        let recorder = EventRecorder(keyboard)
        keyboard.setContainerSize(Size(width: 400, height: 800), at: 1)
        #expect(recorder.kinds == [.willChangeFrame, .didChangeFrame])
        #expect(recorder.events[1].endFrame == Rect(x: 0, y: 509, width: 400, height: 291))
    }

    @Test func resizeWhileHiddenPostsNothing() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        keyboard.setContainerSize(Size(width: 844, height: 390), at: 0)
        #expect(recorder.events.isEmpty)
        #expect(keyboard.frame(at: 0) == Rect(x: 0, y: 390, width: 844, height: 209))
    }

    @Test func randomSequencesKeepInvariants() throws {
        let seed: UInt64 = 0xC0FF_EE02
        var random = SplitMix64(seed: seed)
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        var time = 0.0
        for _ in 0..<3000 {
            time += Double(Int.random(in: 1...20, using: &random)) / 60
            switch Int.random(in: 0..<8, using: &random) {
            case 0, 1: keyboard.show(at: time)
            case 2, 3: keyboard.hide(at: time)
            case 4: keyboard.setLayout(KeyboardLayoutKind.allCases.randomElement(using: &random)!, at: time)
            case 5: keyboard.setContainerSize(Bool.random(using: &random) ? phone : Size(width: 844, height: 390), at: time)
            case 6:
                keyboard.dragInteractively(toVisibleHeight: Double.random(in: -50...400, using: &random), at: time)
            default:
                keyboard.endInteractiveDrag(velocity: Double.random(in: -3000...3000, using: &random), at: time)
            }
            keyboard.update(at: time)
            if !keyboard.isDragging && !keyboard.isAnimating(at: time) {
                #expect(keyboard.visibleHeight(at: time) == (keyboard.isShown ? keyboard.height : 0), "seed \(seed)")
            }
            let visible = keyboard.visibleHeight(at: time)
            #expect(visible >= -1e-9 && visible <= 336 + 1e-9, "seed \(seed) t \(time)")
            #expect(keyboard.frame(at: time).maxY >= keyboard.containerSize.height - 1e-9, "seed \(seed)")
        }
        // Every did-event follows a will-event of its pair with nothing of the
        // opposite direction in between.
        var owed: Set<KeyboardEventKind> = []
        for event in recorder.events {
            if event.kind.isWill {
                if event.kind != .willChangeFrame { owed = [] }
                owed.insert(event.kind.didCounterpart)
            } else {
                #expect(owed.remove(event.kind) != nil, "unexpected \(event.kind), seed \(seed)")
            }
        }
    }
}
