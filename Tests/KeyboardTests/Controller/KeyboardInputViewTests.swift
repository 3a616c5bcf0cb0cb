import TestSupport
import Testing
@testable import Keyboard

/// The app's own input view in the keys' place (`KeyboardController.setInputView`): its height
/// is K, a change while shown posts willChangeFrame and moves on the keyboard curve, and while
/// hidden it only changes what the next show brings up.
@Suite struct KeyboardInputViewTests {
    let shownEnglish = Rect(x: 0, y: 553, width: 390, height: 291)
    let shownPanel = Rect(x: 0, y: 584, width: 390, height: 260)
    static let panel = InputViewHeight(portrait: 260, landscape: 190)

    @Test func aSwapWhileShownIsAFrameChange() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 1)
        let recorder = EventRecorder(keyboard)
        keyboard.setInputView(Self.panel, at: 1)
        #expect(keyboard.height == 260 && keyboard.inputView == Self.panel)
        var swap = KeyboardEvent(kind: .willChangeFrame, beginFrame: shownEnglish, endFrame: shownPanel,
                                 duration: 0.25, curve: .keyboard, time: 1)
        swap.isInputViewSwap = true
        #expect(recorder.take() == [swap])
        // 291 → 260 on the keyboard spring: 31 of travel at progress p.
        #expect(abs(keyboard.visibleHeight(at: 1.1) - (291 - 31 * keyboardSpringProgress(0.1))) < 1e-9)
        keyboard.setInputView(Self.panel, at: 1.2)   // the same view: nothing
        keyboard.setLayout(.pinyin, at: 1.3)                // the keys change under it: K stays 260
        #expect(keyboard.height == 260)
        keyboard.update(at: 2)
        #expect(recorder.take().map(\.kind) == [.didChangeFrame] && keyboard.frame(at: 2) == shownPanel)
        keyboard.setInputView(nil, at: 2)                   // back to the keys, now Pinyin
        #expect(keyboard.height == 336 && recorder.take().map { [$0.kind == .willChangeFrame, $0.isInputViewSwap] } == [[true, true]])
        keyboard.update(at: 3)
        _ = recorder.take()
        keyboard.setLayout(.english, at: 3)                 // a layout switch is not a swap
        #expect(recorder.take().map(\.isInputViewSwap) == [false])
    }

    @Test func whileHiddenItOnlyChangesTheNextShow() throws {
        let keyboard = KeyboardController(containerSize: Size(width: 844, height: 390), resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        keyboard.setInputView(Self.panel, at: 0)
        #expect(recorder.events.isEmpty && keyboard.height == 190)
        keyboard.show(at: 1)
        #expect(recorder.take().first?.endFrame == Rect(x: 0, y: 200, width: 844, height: 190))
    }
}
