import CGtk

// The one place where C callbacks meet Swift closures. Each `connect…`
// function boxes its closure, hands GLib a +1 reference and a destroy
// notifier that drops it. The thunks are `@convention(c)` and run on the
// main thread, which is where GTK emits every signal.

package typealias VoidHandler = @MainActor () -> Void
package typealias EventHandler = @MainActor (UnsafeMutablePointer<GdkEvent>) -> Bool
package typealias DrawHandler = @MainActor (OpaquePointer) -> Void
package typealias PointerHandler = @MainActor (UnsafeMutableRawPointer?) -> Void

private let releaseVoid: GClosureNotify = { data, _ in
    ClosureBox<VoidHandler>.release(data)
}
private let releaseEvent: GClosureNotify = { data, _ in
    ClosureBox<EventHandler>.release(data)
}
private let releaseDraw: GClosureNotify = { data, _ in
    ClosureBox<DrawHandler>.release(data)
}

/// `(instance, user_data) -> void` signals: "clicked", "destroy", "activate", "changed".
@MainActor @discardableResult
package func connect(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping VoidHandler) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in
        let box = ClosureBox<VoidHandler>.from(data)
        MainActor.assumeIsolated { box.body() }
    }
    return g_signal_connect_data(
        instance, signal, unsafeBitCast(thunk, to: GCallback.self),
        ClosureBox(handler).retainedPointer(), releaseVoid, GConnectFlags(rawValue: 0))
}

private let releasePointer: GClosureNotify = { data, _ in
    ClosureBox<PointerHandler>.release(data)
}

/// `(instance, pointer, user_data) -> void` signals: an action's "activate"
/// (the pointer is its GVariant parameter), "size-allocate".
@MainActor @discardableResult
func connectWithArgument(_ instance: UnsafeMutableRawPointer, _ signal: String,
                         _ handler: @escaping PointerHandler) -> gulong {
    let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, argument, data in
        let box = ClosureBox<PointerHandler>.from(data)
        let handedArgument = CallbackPointer(argument)
        MainActor.assumeIsolated { box.body(handedArgument.pointer) }
    }
    return g_signal_connect_data(
        instance, signal, unsafeBitCast(thunk, to: GCallback.self),
        ClosureBox(handler).retainedPointer(), releasePointer, GConnectFlags(rawValue: 0))
}

/// `(widget, GdkEvent*, user_data) -> gboolean` signals: button and key
/// events. Returning true stops propagation, as GTK expects.
@MainActor @discardableResult
func connectEvent(_ instance: UnsafeMutableRawPointer, _ signal: String, _ handler: @escaping EventHandler) -> gulong {
    let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<GdkEvent>?, gpointer?) -> gboolean = { _, event, data in
        guard let event else { return 0 }
        let box = ClosureBox<EventHandler>.from(data)
        let handedEvent = CallbackPointer(event)
        return MainActor.assumeIsolated {
            box.body(handedEvent.pointer) ? 1 : 0
        }
    }
    return g_signal_connect_data(
        instance, signal, unsafeBitCast(thunk, to: GCallback.self),
        ClosureBox(handler).retainedPointer(), releaseEvent, GConnectFlags(rawValue: 0))
}

/// The "draw" signal: the handler paints with the cairo context it is given.
@MainActor @discardableResult
/// `after: true` runs the handler after the widget's own drawing (a
/// container's children included), to paint over them.
package func connectDraw(_ widget: UnsafeMutablePointer<GtkWidget>, after: Bool = false, _ handler: @escaping DrawHandler) -> gulong {
    let thunk: @convention(c) (gpointer?, OpaquePointer?, gpointer?) -> gboolean = { _, cr, data in
        guard let cr else { return 0 }
        let box = ClosureBox<DrawHandler>.from(data)
        let handedContext = CallbackPointer(cr)
        MainActor.assumeIsolated { box.body(handedContext.pointer) }
        return 0
    }
    return g_signal_connect_data(
        widget, "draw", unsafeBitCast(thunk, to: GCallback.self),
        ClosureBox(handler).retainedPointer(), releaseDraw, after ? G_CONNECT_AFTER : GConnectFlags(rawValue: 0))
}

package typealias ChildPositionHandler = @MainActor (_ child: UnsafeMutablePointer<GtkWidget>) -> GdkRectangle?

private let releaseChildPosition: GClosureNotify = { data, _ in
    ClosureBox<ChildPositionHandler>.release(data)
}

/// GtkOverlay's "get-child-position": the handler places an overlay child
/// exactly (returning nil leaves it to GTK's default placement).
@MainActor @discardableResult
package func connectChildPosition(_ overlay: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping ChildPositionHandler) -> gulong {
    let thunk: @convention(c) (gpointer?, UnsafeMutablePointer<GtkWidget>?, UnsafeMutablePointer<GdkRectangle>?, gpointer?) -> gboolean = {
        _, child, allocation, data in
        guard let child, let allocation else { return 0 }
        let box = ClosureBox<ChildPositionHandler>.from(data)
        let handedChild = CallbackPointer(child), handedAllocation = CallbackPointer(allocation)
        return MainActor.assumeIsolated {
            guard let rectangle = box.body(handedChild.pointer) else { return 0 }
            handedAllocation.pointer.pointee = rectangle
            return 1
        }
    }
    return g_signal_connect_data(
        overlay, "get-child-position", unsafeBitCast(thunk, to: GCallback.self),
        ClosureBox(handler).retainedPointer(), releaseChildPosition, GConnectFlags(rawValue: 0))
}

package typealias TickHandler = @MainActor (_ frameTimeMicroseconds: Int) -> Bool

/// Installs the app's single per-frame callback. The handler receives the
/// frame clock's time, read once for the frame; it returns false to stop.
@MainActor @discardableResult
package func addTickCallback(_ widget: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping TickHandler) -> guint {
    let thunk: GtkTickCallback = { _, clock, data in
        let now = gdk_frame_clock_get_frame_time(clock)
        let box = ClosureBox<TickHandler>.from(data)
        return MainActor.assumeIsolated { box.body(now) ? 1 : 0 }
    }
    let destroy: GDestroyNotify = { data in
        ClosureBox<TickHandler>.release(data)
    }
    return gtk_widget_add_tick_callback(widget, thunk, ClosureBox(handler).retainedPointer(), destroy)
}

/// Runs `handler` on the main loop when `signal` arrives (SIGINT, SIGTERM).
/// Returns the source id, for `g_source_remove` when the app shuts down.
@MainActor @discardableResult
func onUnixSignal(_ signal: Int32, _ handler: @escaping VoidHandler) -> guint {
    let thunk: GSourceFunc = { data in
        let box = ClosureBox<VoidHandler>.from(data)
        MainActor.assumeIsolated { box.body() }
        return 1
    }
    let destroy: GDestroyNotify = { data in
        ClosureBox<VoidHandler>.release(data)
    }
    return g_unix_signal_add_full(G_PRIORITY_DEFAULT, signal, thunk, ClosureBox(handler).retainedPointer(), destroy)
}

package typealias ConfigureHandler = @MainActor (_ width: Int32, _ height: Int32) -> Bool

/// A toplevel's "configure-event", with the size the window system gave it. Returning true
/// stops the emission before GtkWindow's own handler takes the size.
@MainActor @discardableResult
func connectConfigure(_ window: UnsafeMutablePointer<GtkWidget>, _ handler: @escaping ConfigureHandler) -> gulong {
    connectEvent(window, "configure-event") { event in
        let configure = UnsafeMutableRawPointer(event).assumingMemoryBound(to: GdkEventConfigure.self).pointee
        return handler(configure.width, configure.height)
    }
}
