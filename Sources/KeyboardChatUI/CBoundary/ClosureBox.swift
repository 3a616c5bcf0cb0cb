import CGtk
import Synchronization

/// Keeps a Swift closure alive for as long as GLib holds the C pointer to it.
///
/// Every signal handler and tick callback the app installs goes through one
/// of these. The box is retained once when handed to GLib and released by
/// the destroy notifier GLib calls when the handler or callback goes away,
/// so nothing leaks and nothing is freed while GLib can still call it.
/// `BoxCounter.live` counts the boxes alive right now, so a test can prove
/// that every box is released.
final class ClosureBox<Body: Sendable>: Sendable {
    let body: Body

    init(_ body: Body) {
        self.body = body
        BoxCounter.live.add(1, ordering: .relaxed)
    }

    deinit {
        BoxCounter.live.subtract(1, ordering: .relaxed)
    }

    /// A +1 reference for GLib to own; balanced by `release(_:)`.
    func retainedPointer() -> gpointer {
        Unmanaged.passRetained(self).toOpaque()
    }

    /// The box behind a pointer GLib handed back, without changing its count.
    static func from(_ pointer: gpointer?) -> ClosureBox<Body> {
        Unmanaged<ClosureBox<Body>>.fromOpaque(pointer!).takeUnretainedValue()
    }

    /// Balances `retainedPointer()`; called from GLib's destroy notifiers.
    static func release(_ pointer: gpointer?) {
        guard let pointer else { return }
        Unmanaged<ClosureBox<Body>>.fromOpaque(pointer).release()
    }
}

/// Shared by every `ClosureBox` specialisation (a generic class cannot hold
/// stored static properties).
enum BoxCounter {
    static let live = Atomic<Int>(0)
}
