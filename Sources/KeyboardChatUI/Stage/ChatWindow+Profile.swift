import ChatDemoCore

/// The menu's Platform choice and the script's `platform`: every pane plays the platform's
/// keyboard motion from its next show or hide (at once while the keyboard is down and still).
extension ChatWindow {
    func switchPlatform(_ platform: Platform) {
        wakeUp()
        for pane in panes.all { pane.scene.setProfile(platform.profile, at: clock.now) }
    }
}
