import ChatDemoCore

/// The conversations and their layouts, held from the window's end to the process's, so that
/// quitting does not free them one allocation at a time.
///
/// A file of millions of messages is a few large arrays of records, but also a height tree of
/// tens of thousands of nodes and, for an export, a string per message whose text is built
/// (a caption, a reply's quote). Freeing them at quit took 0.05–0.07 s of one core for a 1 GB
/// file or export, and gives nothing back that the process's exit would not give back at once:
/// the kernel takes the whole address space in one step. Compilers skip the same work for the
/// same reason (clang's `-disable-free`).
///
/// Only values are held, never widgets or GLib objects: the window and everything that names
/// GTK is still destroyed as before, and a memory checker reports these as still reachable,
/// not lost.
///
///     HeldUntilExit.hold(scene.conversation)   // its storage is now freed by the exit alone
///
/// - Complexity: O(1) per value held (a copy of a value shares its storage).
@MainActor
enum HeldUntilExit {
    private static var held: [Any] = []

    /// Keeps `value`, and so every buffer it shares, alive until the process exits.
    static func hold(_ value: Any) {
        held.append(value)
    }
}
