import Curves

extension KeyboardController {
    /// The controller's motion and shape at one moment, as a value: a motion reviewer's history
    /// keeps one per frame and puts an old one back to show that frame again, or the newest to
    /// go on live. The observers are not part of it (they belong to the scenes, not to a frame).
    ///
    /// Cheap to keep per frame: the layout's arrays and the motion's segments are copy-on-write,
    /// so snapshots of frames that share them share their storage.
    public struct Snapshot: Sendable {
        var containerSize: Size
        var layout: KeyboardLayoutKind
        var keyboardLayout: KeyboardLayout
        var isShown: Bool
        var isDragging: Bool
        var visible: AnimatedValue
        var isSpringMotion: Bool
        var pending: [KeyboardEvent]
        var maximumHeight: Double
        var inputView: InputViewHeight?
        /// How it moves and how tall it is under the motion profile in force.
        var motion: KeyboardMotion
        var heightScale: Double
    }

    /// Everything that decides what the keyboard shows and how it moves from now on.
    public var snapshot: Snapshot {
        Snapshot(containerSize: containerSize, layout: layout, keyboardLayout: keyboardLayout, isShown: isShown,
                 isDragging: isDragging, visible: visible, isSpringMotion: isSpringMotion, pending: pending,
                 maximumHeight: maximumHeight, inputView: inputView, motion: motion, heightScale: heightScale)
    }

    /// Puts the controller back as `snapshot` was taken; no event is posted (the scenes that
    /// hear them are restored from the same frame).
    public func restore(_ snapshot: Snapshot) {
        containerSize = snapshot.containerSize
        layout = snapshot.layout
        keyboardLayout = snapshot.keyboardLayout
        isShown = snapshot.isShown
        isDragging = snapshot.isDragging
        visible = snapshot.visible
        isSpringMotion = snapshot.isSpringMotion
        pending = snapshot.pending
        maximumHeight = snapshot.maximumHeight
        inputView = snapshot.inputView
        motion = snapshot.motion
        heightScale = snapshot.heightScale
    }
}
