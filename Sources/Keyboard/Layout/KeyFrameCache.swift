import Foundation

/// Remembers the placed keys of a layout for the last few (width, orientation)
/// pairs, so hit testing and drawing every frame cost a dictionary lookup.
final class KeyFrameCache: @unchecked Sendable {
    private struct Entry: Hashable {
        var width: Double
        var orientation: Orientation
    }

    /// A live window resize produces a new width every frame; keeping only a few
    /// entries bounds memory while the two rotation states stay cached.
    private static let capacity = 4

    // Guards `entries` and `order`; layouts are Sendable values shared freely.
    private let lock = NSLock()
    private var entries: [Entry: [PlacedKey]] = [:]
    private var order: [Entry] = []

    func keys(width: Double, orientation: Orientation, compute: () -> [PlacedKey]) -> [PlacedKey] {
        let entry = Entry(width: width, orientation: orientation)
        lock.lock()
        defer { lock.unlock() }
        if let cached = entries[entry] { return cached }
        let keys = compute()
        if order.count == Self.capacity {
            entries[order.removeFirst()] = nil
        }
        order.append(entry)
        entries[entry] = keys
        return keys
    }
}
