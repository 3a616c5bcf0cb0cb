import Testing
@testable import ChatLayout

@Suite struct KeyboardLinkedShiftTests {
    @Test func showInterruptedByHide() {
        var s = KeyboardLinkedShift()
        s.retarget(fromHeight: 0, toHeight: 291, shift: 141, at: 0)
        #expect(s.value(keyboardHeight: 0, at: 0) == 0)
        #expect(s.value(keyboardHeight: 291, at: 0.05) == 141)
        let atHundred = s.value(keyboardHeight: 100, at: 0.1)
        #expect(atHundred == 141.0 * 100 / 291)
        s.retarget(fromHeight: 100, toHeight: 0, shift: 0, at: 0.1)
        #expect(s.value(keyboardHeight: 100, at: 0.1) == atHundred)
        #expect(s.value(keyboardHeight: 50, at: 0.2) == atHundred / 2)
        #expect(s.value(keyboardHeight: 0, at: 0.3) == 0)
    }

    @Test func overshootIsHeldAtTheEnds() {
        var s = KeyboardLinkedShift()
        s.retarget(fromHeight: 0, toHeight: 291, shift: 291, at: 0)
        #expect(s.value(keyboardHeight: 295, at: 1) == 291)
        #expect(s.value(keyboardHeight: -3, at: 1) == 0)
    }

    @Test func retargetWithoutKeyboardTravelAnimatesOverTime() {
        var s = KeyboardLinkedShift()
        s.retarget(fromHeight: 0, toHeight: 291, shift: 100, at: 0)
        s.retarget(fromHeight: 291, toHeight: 291, shift: 291, at: 1)
        #expect(s.value(keyboardHeight: 291, at: 1) == 100)
        let mid = s.value(keyboardHeight: 291, at: 1.1)
        #expect(mid > 100 && mid < 291)
        #expect(s.value(keyboardHeight: 291, at: 2) == 291)
        #expect(s.finalShift == 291)
    }

    @Test func lineNeverSteeperThanTheKeyboard() {
        var s = KeyboardLinkedShift()
        s.retarget(fromHeight: 280, toHeight: 291, shift: 291, at: 0)  // 291 to cover, 11 of travel
        #expect(s.value(keyboardHeight: 280, at: 0) == 0)
        #expect(s.value(keyboardHeight: 291, at: 0) == 11)  // the keyboard's 11; the rest over time
        #expect(s.value(keyboardHeight: 291, at: 1) == 291)
    }

    @Test func raiseAddsToTheRestingPoint() {
        var s = KeyboardLinkedShift()
        s.retarget(fromHeight: 0, toHeight: 291, shift: 141, at: 0)
        s.raise(by: 100, at: 1)
        #expect(s.finalShift == 241)
        #expect(s.value(keyboardHeight: 291, at: 1) == 141)
        #expect(s.value(keyboardHeight: 291, at: 2) == 241)
    }
}
