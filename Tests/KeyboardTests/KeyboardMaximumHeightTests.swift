import Testing
@testable import Keyboard

/// Issue 18.7: a window too small for the layout caps K at the height the container leaves.
@Suite struct KeyboardMaximumHeightTests {
    static let small = Size(width: 394, height: 200)

    @Test func theCapShortensKAndTheShownFrame() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.setContainerSize(Self.small, maximumHeight: 135, at: 0)
        #expect(keyboard.orientation == .landscape)
        #expect(keyboard.height == 135, "min(landscape 209, 135)")
        #expect(keyboard.shownFrame == Rect(x: 0, y: 65, width: 394, height: 135))
        keyboard.setContainerSize(phone, at: 1)
        #expect(keyboard.height == 291, "no cap: the layout's own height")
    }

    @Test func shrinkingUnderAShownKeyboardCutsItToFitAtOnceThenReFollows() throws {
        let keyboard = KeyboardController(containerSize: phone, layout: .pinyin, resources: try .bundled())
        keyboard.show(at: 0)
        keyboard.update(at: 1)
        let recorder = EventRecorder(keyboard)
        keyboard.setContainerSize(Self.small, maximumHeight: 135, at: 2)
        // Pinyin's 336 cannot show in a 200-high window: cut to the cap in the same instant.
        #expect(keyboard.visibleHeight(at: 2) == 135)
        #expect(recorder.kinds == [.willChangeFrame, .didChangeFrame], "nothing left to move: did follows at once")
        #expect(recorder.events.first?.endFrame == Rect(x: 0, y: 65, width: 394, height: 135))
    }
}
