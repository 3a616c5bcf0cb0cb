import CGtk

/// Where an idle callback stands among the main loop's other work.
enum IdlePriority {
    /// Above the frame clock's redraw: a slow machine (or valgrind) that is always behind on
    /// frames must still get to run it (closing the window a script or a compare switch asked for).
    case beforeRedraw
    /// Below GTK's resize and redraw: work in batches that must not hold up the frames on screen
    /// (a video export).
    case afterRedraw

    var glibPriority: Int32 {
        switch self {
        case .beforeRedraw: G_PRIORITY_HIGH_IDLE
        case .afterRedraw: G_PRIORITY_DEFAULT_IDLE
        }
    }
}

/// An idle callback's body; it returns whether to run again.
package typealias IdleHandler = @MainActor () -> Bool

/// The app's one idle source: runs `handler` when the main loop is idle at `priority` (with
/// `afterMilliseconds`, at most that often) until it returns false. Not for animation, which
/// the frame clock's tick drives: for work that must not run inside the signal or the frame
/// that asked for it.
@MainActor
func addIdleCallback(_ priority: IdlePriority, afterMilliseconds interval: UInt32? = nil, _ handler: @escaping IdleHandler) {
    let thunk: GSourceFunc = { data in
        let box = ClosureBox<IdleHandler>.from(data)
        return MainActor.assumeIsolated { box.body() } ? 1 : 0
    }
    let destroy: GDestroyNotify = { data in
        ClosureBox<IdleHandler>.release(data)
    }
    if let interval {
        g_timeout_add_full(priority.glibPriority, interval, thunk, ClosureBox(handler).retainedPointer(), destroy)
    } else {
        g_idle_add_full(priority.glibPriority, thunk, ClosureBox(handler).retainedPointer(), destroy)
    }
}
