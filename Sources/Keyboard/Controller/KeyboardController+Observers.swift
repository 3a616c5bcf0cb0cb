/// Who hears the keyboard's six events. Handlers run synchronously, in registration order, so
/// the frame that posts an event is the frame whose layout its handlers change.
extension KeyboardController {
    /// Registers `handler` for `kinds`; it runs synchronously, in registration
    /// order, when such an event is posted. Keep the returned observation:
    /// releasing it unregisters the handler.
    ///
    /// - Complexity: O(1); posting is O(observers).
    public func observe(_ kinds: Set<KeyboardEventKind> = Set(KeyboardEventKind.allCases),
                        _ handler: @escaping (KeyboardEvent) -> Void) -> KeyboardObservation {
        lastObserverID += 1
        observers.append(KeyboardEventObserver(id: lastObserverID, kinds: kinds, handler: handler))
        return KeyboardObservation(controller: self, id: lastObserverID)
    }

    /// Number of registered handlers (for leak checks).
    public var observerCount: Int { observers.count }

    func removeObserver(id: Int) {
        observers.removeAll { $0.id == id }
    }

    func hasObserver(id: Int) -> Bool {
        observers.contains { $0.id == id }
    }

    func post(_ event: KeyboardEvent) {
        for observer in observers where observer.kinds.contains(event.kind) {
            // A handler earlier in this loop may have cancelled this one.
            guard hasObserver(id: observer.id) else { continue }
            observer.handler(event)
        }
    }
}

/// One registered handler and the kinds of event it asked for.
struct KeyboardEventObserver {
    var id: Int
    var kinds: Set<KeyboardEventKind>
    var handler: (KeyboardEvent) -> Void
}
