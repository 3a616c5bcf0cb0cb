/// The last frames presented, by frame index, oldest dropped: what a reviewer can step back to.
///
/// Frames are numbered as a recording numbers them; they arrive in order, one index after the
/// other (a frame index that does not follow the newest starts the history afresh, since what lay
/// between is unknown). At most `capacity` are kept, in a ring, so keeping one more costs O(1).
///
/// Example: with capacity 3, appending frames 0…4 keeps 2, 3 and 4: `range` is 2...4,
/// `self[1]` is nil, and `clamped(0)` is (2, true).
public struct FrameHistory<Entry> {
    /// How many frames are kept at most.
    public let capacity: Int
    private var ring: [Entry] = []
    /// Where the oldest entry sits in `ring` once it is full.
    private var start = 0
    /// The newest frame's index; meaningless while empty.
    public private(set) var newestIndex = -1

    /// `capacity`: at least one frame.
    public init(capacity: Int) {
        precondition(capacity > 0, "a history keeps at least one frame")
        self.capacity = capacity
        ring.reserveCapacity(capacity)
    }

    /// The frames kept for `seconds` at `framesPerSecond` (rounded up, at least one).
    public init(seconds: Double, framesPerSecond: Double) {
        self.init(capacity: max(1, Int((seconds * framesPerSecond).rounded(.up))))
    }

    public var count: Int { ring.count }
    public var isEmpty: Bool { ring.isEmpty }
    /// The oldest frame's index; meaningless while empty.
    public var oldestIndex: Int { newestIndex - ring.count + 1 }
    /// The indices kept, oldest to newest; nil while empty.
    public var range: ClosedRange<Int>? { isEmpty ? nil : oldestIndex...newestIndex }

    /// Keeps `entry` as frame `index`, dropping the oldest when full. An index that does not
    /// follow the newest forgets the rest first. Appending the newest index again replaces it.
    public mutating func append(_ entry: Entry, frameIndex index: Int) {
        if !isEmpty && index == newestIndex {
            ring[position(of: index)] = entry
            return
        }
        if index != newestIndex + 1 || isEmpty {
            ring.removeAll(keepingCapacity: true)
            start = 0
        }
        if ring.count < capacity {
            ring.append(entry)
        } else {
            ring[start] = entry
            start = (start + 1) % capacity
        }
        newestIndex = index
    }

    /// Frame `index`, or nil when it is not kept.
    public subscript(frameIndex index: Int) -> Entry? {
        guard let range, range.contains(index) else { return nil }
        return ring[position(of: index)]
    }

    /// The newest frame, nil while empty.
    public var newest: Entry? { self[frameIndex: newestIndex] }

    /// `index` brought into `range` and whether it had to be; nil while empty.
    public func clamped(_ index: Int) -> (index: Int, wasClamped: Bool)? {
        guard let range else { return nil }
        let kept = min(max(index, range.lowerBound), range.upperBound)
        return (kept, kept != index)
    }

    private func position(of index: Int) -> Int {
        let offset = index - oldestIndex
        return ring.count < capacity ? offset : (start + offset) % capacity
    }
}
