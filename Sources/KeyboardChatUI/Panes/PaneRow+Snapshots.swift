import ChatDemoCore
import Keyboard

/// What the playhead keeps and puts back, pane by pane, and what sets every pane's motion.
extension PaneRow {
    /// Every pane's geometry in the current frame, lead first; nil while a pane has none yet.
    var currentFrames: [SceneFrame]? {
        let frames = all.compactMap(\.currentFrame)
        return frames.count == all.count ? frames : nil
    }

    /// Every pane's scene as a value, lead first.
    var snapshots: [ChatScene.Snapshot] { all.map(\.scene.snapshot) }

    /// Puts every pane's scene back as `snapshots` holds it.
    func restore(_ snapshots: [ChatScene.Snapshot]) {
        for (pane, scene) in zip(all, snapshots) { pane.scene.restore(scene) }
    }

    /// Shows a kept frame again: every scene as it was, and the geometry it applied, repainted whole.
    func present(_ snapshots: [ChatScene.Snapshot], frames: [SceneFrame]) {
        for (pane, (scene, frame)) in zip(all, zip(snapshots, frames)) {
            pane.scene.restore(scene)
            pane.apply(frame, repaintingWholeStage: true)
        }
    }

    /// Applies `frames` again, each repainted whole (a change of look while paused).
    func repaint(_ frames: [SceneFrame]) {
        for (pane, frame) in zip(all, frames) { pane.apply(frame, repaintingWholeStage: true) }
    }

    /// Every pane plays `profile` from its next show or hide (the Platform menu, a loaded file).
    func setProfile(_ profile: MotionProfile, at time: Double) {
        for pane in all { pane.scene.setProfile(profile, at: time) }
    }

    /// The window's start: pane `index` plays `profiles[index]` (the last one past the list's
    /// end), and the captions name the platform when the panes' platforms differ.
    func setProfiles(_ profiles: [MotionProfile], captionsNamePlatform: Bool) {
        for (index, pane) in all.enumerated() {
            pane.scene.setProfile(profiles[min(index, profiles.count - 1)], at: 0)
            pane.scene.setCaptionNamesPlatform(captionsNamePlatform)
        }
    }
}
