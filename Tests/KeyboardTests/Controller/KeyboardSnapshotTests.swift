import Testing
@testable import Keyboard

/// A snapshot put back makes the controller move and post exactly as it did from that moment.
@Suite struct KeyboardSnapshotTests {
    /// Mid-show, a snapshot; then a hide interrupts and the layout switches. Restored, the same
    /// calls give the same heights and the same events, to the bit.
    @Test func aRestoredControllerReplaysTheSameMotionAndEvents() throws {
        let keyboard = KeyboardController(containerSize: phone, resources: try .bundled())
        let recorder = EventRecorder(keyboard)
        keyboard.show(at: 0)
        keyboard.update(at: 0.1)
        let snapshot = keyboard.snapshot
        _ = recorder.take()
        func run() -> [Double] {
            var heights: [Double] = []
            for frame in 7...60 {
                let time = Double(frame) / 60
                if frame == 12 { keyboard.hide(at: time) }
                if frame == 40 { keyboard.show(at: time) }
                if frame == 45 { keyboard.setLayout(.pinyin, at: time) }
                keyboard.update(at: time)
                heights.append(keyboard.visibleHeight(at: time))
            }
            return heights
        }
        let first = run()
        let firstEvents = recorder.take()
        #expect(keyboard.layout == .pinyin)
        keyboard.restore(snapshot)
        #expect(keyboard.layout == .english && keyboard.isShown)
        #expect(run() == first)
        #expect(recorder.take() == firstEvents)
        #expect(firstEvents.map(\.kind) == [.willHide, .willShow, .willChangeFrame])
    }
}
