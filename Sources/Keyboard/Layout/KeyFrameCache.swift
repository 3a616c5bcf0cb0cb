import Synchronization

/// Remembers the placed keys of a layout for the last few (width, orientation)
/// pairs, so hit testing and drawing every frame cost a dictionary lookup.
final class KeyFrameCache: Sendable {
    private struct Entry: Hashable {
        var width: Double
        var orientation: Orientation
    }

    /// The cached frames and their age order (oldest first).
    private struct State {
        var entries: [Entry: [PlacedKey]] = [:]
        var order: [Entry] = []
    }

    /// A live window resize produces a new width every frame; keeping only a few
    /// entries bounds memory while the two rotation states stay cached.
    private static let capacity = 4

    // Layouts are Sendable values shared freely, so the cache may be read from any thread.
    private let state = Mutex(State())

    func keys(width: Double, orientation: Orientation, compute: () -> [PlacedKey]) -> [PlacedKey] {
        let entry = Entry(width: width, orientation: orientation)
        return state.withLock { state in
            if let cached = state.entries[entry] { return cached }
            let keys = compute()
            if state.order.count == Self.capacity {
                state.entries[state.order.removeFirst()] = nil
            }
            state.order.append(entry)
            state.entries[entry] = keys
            return keys
        }
    }
}
