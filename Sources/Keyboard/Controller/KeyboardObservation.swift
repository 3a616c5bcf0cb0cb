/// The registration of one keyboard-event handler. Keep it as long as you want
/// events; releasing it (or calling `cancel()`) unregisters the handler, so a
/// forgotten `removeObserver` (seeds 000, 002) cannot happen.
///
/// ```swift
/// final class ChatLayoutState {
///     var keyboardObservation: KeyboardObservation?
///     func attach(_ keyboard: KeyboardController) {
///         keyboardObservation = keyboard.observe([.willShow, .willHide]) { [weak self] event in
///             self?.follow(event)
///         }
///     }   // ChatLayoutState deinit → observation deinit → handler gone
/// }
/// ```
///
/// The observation holds the controller weakly and the controller never holds
/// the observation, so neither keeps the other alive.
public final class KeyboardObservation {
    private weak var controller: KeyboardController?
    private let id: Int

    init(controller: KeyboardController, id: Int) {
        self.controller = controller
        self.id = id
    }

    /// Whether the handler is still registered.
    public var isActive: Bool { controller?.hasObserver(id: id) ?? false }

    /// Unregisters the handler now; idempotent. Takes effect immediately, even
    /// for an event being delivered to other handlers.
    public func cancel() {
        controller?.removeObserver(id: id)
        controller = nil
    }

    deinit {
        cancel()
    }
}
