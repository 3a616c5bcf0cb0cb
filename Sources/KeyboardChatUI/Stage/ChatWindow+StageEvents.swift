import CGtk

extension ChatWindow {
    /// Routes a stage's presses, moves, releases, scrolls and broken grabs to the window's one
    /// gesture handling (`ChatWindow+Pointer`), at the stage's own point. `pane` is a compared
    /// pane whose release is hit-tested against that pane's frame (its
    /// jump-to-latest button); nil for the main stage.
    func connectStageEvents(_ stage: UnsafeMutablePointer<GtkWidget>, pane: ComparePane? = nil) {
        gtk_widget_add_events(stage, Int32(
            GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue | GDK_POINTER_MOTION_MASK.rawValue
            | GDK_SCROLL_MASK.rawValue | GDK_SMOOTH_SCROLL_MASK.rawValue))
        connectEvent(stage, "button-press-event") { [unowned self] event in
            let button = event.pointee.button
            guard button.type == GDK_BUTTON_PRESS, button.button == 1 else { return false }
            self.pointerDown(x: button.x, y: button.y)
            return true
        }
        connectEvent(stage, "motion-notify-event") { [unowned self] event in
            self.pointerMoved(x: event.pointee.motion.x, y: event.pointee.motion.y)
            return true
        }
        connectEvent(stage, "button-release-event") { [unowned self, weak pane] event in
            guard event.pointee.button.button == 1 else { return false }
            self.releasingPane = pane
            defer { self.releasingPane = nil }
            self.pointerUp(x: event.pointee.button.x, y: event.pointee.button.y)
            return true
        }
        connectEvent(stage, "scroll-event") { [unowned self] event in
            self.scrolled(event.pointee.scroll)
            return true
        }
        connectEvent(stage, "grab-broken-event") { [unowned self] _ in
            // A popup or another client took the pointer mid-gesture: end
            // it as if released, so a keyboard drag cannot stay stuck.
            self.wakeUp()
            self.pointerCancelled()
            return false
        }
    }
}
