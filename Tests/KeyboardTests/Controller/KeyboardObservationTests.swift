import Testing
@testable import Keyboard

@Suite struct KeyboardObservationTests {
    final class Counter {
        var count = 0
    }

    @Test func releasedTokenReceivesNothing() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let counter = Counter()
        var token: KeyboardObservation? = keyboard.observe { _ in counter.count += 1 }
        #expect(token?.isActive == true)
        #expect(keyboard.observerCount == 1)
        token = nil
        #expect(keyboard.observerCount == 0)
        keyboard.show(at: 0)
        keyboard.update(at: 1)
        #expect(counter.count == 0)
    }

    @Test func cancelStopsDelivery() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let counter = Counter()
        let token = keyboard.observe([.willShow, .willHide]) { _ in counter.count += 1 }
        keyboard.show(at: 0)
        #expect(counter.count == 1)
        token.cancel()
        token.cancel()
        #expect(!token.isActive)
        keyboard.hide(at: 1)
        #expect(counter.count == 1)
    }

    @Test func kindsFilter() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard, kinds: [.didShow])
        keyboard.show(at: 0)
        keyboard.update(at: 0.5)
        #expect(recorder.kinds == [.didShow])
    }

    @Test func cancelDuringDeliveryTakesEffectAtOnce() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let counter = Counter()
        var second: KeyboardObservation?
        let first = keyboard.observe { _ in second?.cancel() }
        second = keyboard.observe { _ in counter.count += 1 }
        keyboard.show(at: 0)
        #expect(counter.count == 0)
        #expect(first.isActive)
    }

    @Test func tokenDoesNotKeepTheControllerAlive() throws {
        var keyboard: KeyboardController? = KeyboardController(containerSize: phone, resources: try .bundled())
        weak let weakKeyboard = keyboard
        let token = keyboard!.observe { _ in }
        keyboard = nil
        #expect(weakKeyboard == nil)
        #expect(!token.isActive)
        token.cancel()
    }
}
