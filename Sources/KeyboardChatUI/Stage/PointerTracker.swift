import Foundation

/// What the pointer is doing on the stage: nothing, pressing a key of the
/// drawn keyboard, or pressing the message list (which becomes a tap, a
/// scroll or an interactive keyboard drag once it moves).
struct PointerTracker {
    /// Movement under this many points is still a tap, as on a touch screen.
    static let tapSlop = 8.0
    /// Velocity is measured over the last part of the gesture only, so a
    /// pause before release reads as a slow release.
    static let velocityWindow = 0.08

    enum Gesture {
        case idle
        case key(index: Int)
        /// A press on an emoji cell that moved sideways past `tapSlop`: scrolls the grid.
        case emojiScroll(lastX: Double)
        case list(startY: Double, lastY: Double, moved: Bool, draggingKeyboard: Bool)
    }

    var gesture = Gesture.idle
    /// Where a key gesture went down (a press on an emoji cell becomes a scroll once it moves).
    var keyDownX = 0.0
    /// Recent (time, y) samples of a list gesture.
    private(set) var samples: [(time: Double, y: Double)] = []
    /// A script drag in progress: pointer events generated frame by frame.
    var scripted: ScriptedDrag?

    mutating func record(y: Double, at time: Double) {
        samples.append((time, y))
        samples.removeAll { time - $0.time > Self.velocityWindow }
    }

    mutating func reset() {
        gesture = .idle
        samples.removeAll()
    }

    /// Points per second downwards over the velocity window (0 when unknown).
    var velocity: Double {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return 0 }
        return (last.y - first.y) / (last.time - first.time)
    }
}

/// `drag list DX DY MS` from a script: press, then a motion event every
/// frame along a straight line, then release — through the same handlers
/// as a real pointer.
struct ScriptedDrag {
    let startX: Double, startY: Double
    let dx: Double, dy: Double
    let startWallTime: Double
    let duration: Double

    func point(atWallTime time: Double) -> (x: Double, y: Double, finished: Bool) {
        let progress = duration > 0 ? min(1, max(0, (time - startWallTime) / duration)) : 1
        return (startX + dx * progress, startY + dy * progress, progress >= 1)
    }
}
