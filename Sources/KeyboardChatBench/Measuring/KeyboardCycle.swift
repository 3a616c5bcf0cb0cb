import KeyboardChatUI
import ChatDemoCore
import Keyboard

/// Keeps the keyboard moving for as long as a benchmark runs: whenever the
/// last show or hide has finished, the opposite one starts. Every frame
/// measured is then a frame of a real keyboard transition, the case the
/// per-frame goals are about, never a frame at rest.
@MainActor
enum KeyboardCycle {
    /// Starts the next show or hide if the keyboard is at rest at `time`.
    static func keepMoving(_ scene: ChatScene, at time: Double) {
        guard !scene.keyboard.isAnimating(at: time) else { return }
        if scene.keyboardIsShown { scene.hideKeyboard(at: time) } else { scene.showKeyboard(at: time) }
    }

    /// Times `frames` consecutive 60 Hz frames of `scene`, continuing from
    /// `nextFrame`, with the keyboard kept moving (starting the next show or
    /// hide is an event, not frame work, so it stays outside the timing).
    /// Each sample is `work`'s time in nanoseconds divided by `unit`.
    static func timeFrames(_ scene: ChatScene, next nextFrame: inout Int, count frames: Int, unit: Double,
                           _ work: (Double) -> Void) -> Samples {
        var samples = Samples()
        for _ in 0..<frames {
            let time = Double(nextFrame) * BenchScene.frameInterval
            nextFrame += 1
            keepMoving(scene, at: time)
            let start = Stopwatch.nanoseconds()
            work(time)
            samples.append(Stopwatch.elapsed(since: start) / unit)
        }
        return samples
    }

    /// The same for a bare controller (the GtkListBox baseline, which has no scene).
    static func keepMoving(_ keyboard: KeyboardController, at time: Double) {
        keyboard.update(at: time)
        guard !keyboard.isAnimating(at: time) else { return }
        if keyboard.isShown { keyboard.hide(at: time) } else { keyboard.show(at: time) }
    }
}
