import Testing
@testable import Keyboard

/// A window too small for the layout caps K at the height the container leaves.
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

/// A window made small while the keyboard is still coming up: the running show and the new,
/// lower target add up (`AnimatedValue` stacks curves), and that sum must not carry the
/// keyboard past the room the window leaves for the bar above it.
@Suite struct KeyboardMaximumHeightMidMotionTests {
    @Test func aResizeDuringAShowNeverLetsTheKeyboardPassTheCap() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        keyboard.show(at: 0)
        let resizeTime = 7.0 / 60
        // A 256-high window's stage (210 under the header bar) leaves 191 with a 65 bar: the
        // keyboard is at about 183 and still rising fast, so no cut happens at the resize.
        keyboard.setContainerSize(Size(width: 316, height: 256), maximumHeight: 191, at: resizeTime)
        #expect(keyboard.visibleHeight(at: resizeTime) < 191)
        var highest = 0.0
        for frame in 7...90 { highest = max(highest, keyboard.visibleHeight(at: Double(frame) / 60)) }
        #expect(highest == 191, "the keyboard rose to \(highest), past the 191 the window leaves")
        #expect(keyboard.visibleHeight(at: 2) == 191)
        #expect(keyboard.frame(at: 10.0 / 60).minY == 256 - 191, "the reported frame is the one drawn")
    }
}
