/// The last frames presented, by frame index, oldest dropped: what a reviewer can step back to.
///
/// Frames are numbered as a recording numbers them and arrive in order. They need not follow one
/// another: the frames made are kept whatever lies between them (runs of motion separated by
/// rests, where the tick made no frame), each with its own index, so a show, a rest and a hide
/// are all kept. An index in such a gap is simply not kept. At most `capacity` frames are kept,
/// in a ring, so keeping one more costs O(1); finding a frame by its index is a binary search
/// over the ring's indices, O(log capacity).
///
/// An index before the newest starts the history afresh (time went back: what was kept after it
/// is no past of it). Appending the newest index again replaces that frame.
///
/// Example: with capacity 3, appending frames 0, 1, 5, 6 keeps 1, 5 and 6: `self[frameIndex: 5]`
/// is the frame, `self[frameIndex: 3]` is nil (a gap), `slot(atOrBefore: 3)` is 0 (frame 1).
public struct FrameHistory<Entry> {
    /// How many frames are kept at most.
    public let capacity: Int
    private var ring: [Entry] = []
    /// Each ring entry's frame index, in the same places as `ring`.
    private var indices: [Int] = []
    /// Where the oldest entry sits in `ring` once it is full.
    private var start = 0

    /// `capacity`: at least one frame.
    public init(capacity: Int) {
        precondition(capacity > 0, "a history keeps at least one frame")
        self.capacity = capacity
        ring.reserveCapacity(capacity)
        indices.reserveCapacity(capacity)
    }

    /// The frames kept for `seconds` at `framesPerSecond` (rounded up, at least one).
    public init(seconds: Double, framesPerSecond: Double) {
        self.init(capacity: max(1, Int((seconds * framesPerSecond).rounded(.up))))
    }

    /// How many frames are kept (slots 0..<count, oldest first).
    public var count: Int { ring.count }
    public var isEmpty: Bool { ring.isEmpty }
    /// The oldest frame's index; -1 while empty.
    public var oldestIndex: Int { isEmpty ? -1 : frameIndex(atSlot: 0) }
    /// The newest frame's index; -1 while empty.
    public var newestIndex: Int { isEmpty ? -1 : frameIndex(atSlot: count - 1) }
    /// The span from the oldest kept index to the newest, gaps included; nil while empty.
    public var span: ClosedRange<Int>? { isEmpty ? nil : oldestIndex...newestIndex }
    /// The kept frames' indices, oldest to newest (no index of a gap).
    public var keptIndices: [Int] { (0..<count).map(frameIndex(atSlot:)) }

    /// Keeps `entry` as frame `index`, dropping the oldest when full. An index before the
    /// newest forgets the rest first; the newest index again replaces it.
    public mutating func append(_ entry: Entry, frameIndex index: Int) {
        if !isEmpty {
            if index == newestIndex {
                ring[position(ofSlot: count - 1)] = entry
                return
            }
            if index < newestIndex {
                ring.removeAll(keepingCapacity: true)
                indices.removeAll(keepingCapacity: true)
                start = 0
            }
        }
        if ring.count < capacity {
            ring.append(entry)
            indices.append(index)
        } else {
            ring[start] = entry
            indices[start] = index
            start = (start + 1) % capacity
        }
    }

    /// The index of the frame in slot `slot` (0 the oldest kept).
    public func frameIndex(atSlot slot: Int) -> Int {
        precondition(slot >= 0 && slot < count, "slot \(slot) of \(count)")
        return indices[position(ofSlot: slot)]
    }

    /// The slot of the newest kept frame whose index is at most `index`; nil when `index` lies
    /// before the oldest kept frame. O(log capacity).
    public func slot(atOrBefore index: Int) -> Int? {
        var low = 0, high = count  // The first slot whose index is greater than `index`.
        while low < high {
            let middle = (low + high) / 2
            if frameIndex(atSlot: middle) <= index { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? nil : low - 1
    }

    /// Frame `index`, or nil when it is not kept (dropped, in a gap, not made yet).
    public subscript(frameIndex index: Int) -> Entry? {
        guard let slot = slot(atOrBefore: index), frameIndex(atSlot: slot) == index else { return nil }
        return ring[position(ofSlot: slot)]
    }

    /// The newest frame, nil while empty.
    public var newest: Entry? { isEmpty ? nil : ring[position(ofSlot: count - 1)] }

    private func position(ofSlot slot: Int) -> Int {
        ring.count < capacity ? slot : (start + slot) % capacity
    }
}

/// The frame indices a playhead can present, oldest to newest, in slots `0..<keptCount`: a
/// history's kept frames (`FrameHistory`, gaps and all), or a closed range of frames that
/// follow one another.
public protocol KeptFrameIndices {
    var keptCount: Int { get }
    /// The index kept in slot `slot`, 0 the oldest.
    func frameIndex(atSlot slot: Int) -> Int
    /// The slot of the newest kept index at most `index`; nil before the oldest.
    func slot(atOrBefore index: Int) -> Int?
}

extension FrameHistory: KeptFrameIndices {
    public var keptCount: Int { count }
}

extension ClosedRange: KeptFrameIndices where Bound == Int {
    public var keptCount: Int { count }
    public func frameIndex(atSlot slot: Int) -> Int { lowerBound + slot }
    public func slot(atOrBefore index: Int) -> Int? { index < lowerBound ? nil : Swift.min(index, upperBound) - lowerBound }
}
