/// A pointer GTK passed to a C callback, carried into that callback's
/// `MainActor.assumeIsolated` block (or a result carried back out of it).
///
/// GTK calls every signal handler and class function on the main thread,
/// and the block runs there at once, inside the call; but the `@convention(c)`
/// thunk is not main-actor code, and Swift 6 does not let a main-actor
/// closure capture or return a non-`Sendable` value from it, and C pointers
/// are not `Sendable`. The pointer keeps its type here (rather than
/// crossing as a `UInt` address), and the one unchecked promise is made
/// in this one place: the value never leaves the main thread.
///
///     let event = CallbackPointer(event)   // in the C thunk
///     MainActor.assumeIsolated { box.body(event.pointer) }
struct CallbackPointer<Pointer>: @unchecked Sendable {
    let pointer: Pointer

    init(_ pointer: Pointer) { self.pointer = pointer }
}
