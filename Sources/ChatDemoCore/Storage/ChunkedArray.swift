/// An array whose copies share storage chunk by chunk: a mutation copies the one chunk it
/// changes (and the small array of chunks), never the untouched elements a copy still holds.
///
/// ## Why
/// Swift's `Array` is copy-on-write as a whole: the first append or point update after a copy
/// duplicates every element. The motion reviewer keeps a snapshot of every pane's scene per
/// frame for ten seconds; each send (an append) and each message measured as the list scrolls
/// (a point update) would then leave one full copy of the conversation in every snapshot that
/// predates it — tens of megabytes at 100 000 messages. Here a snapshot keeps the chunks it
/// had, and the live value gets fresh ones only where it changed.
///
/// ## Shape
/// Element `i` lives in chunk `i >> chunkShift`, at `i & (chunkSize − 1)`. Each chunk is an
/// `Array` of `chunkSize` elements (the last may be shorter), copy-on-write on its own, and
/// `chunks` is an `Array` of them: a copy of the whole value retains every chunk once. A
/// chunk holds about 4 KiB of elements (a power of two of them, 16 to 4096), so a point
/// update copies at most 4 KiB plus one pointer per chunk, whatever the element.
///
/// Worked example — `Int` is 8 bytes, so 512 to a chunk; 2000 of them fill chunks 0…3, the
/// last 464 long:
/// ```swift
/// var live = ChunkedArray(0..<2000)
/// let kept = live                      // shares all 4 chunks
/// live[600] = -1                       // copies chunk 1 (512 Ints) and the 4 chunk pointers
/// live.append(2000)                    // copies chunk 3 (464 Ints), which `kept` still holds
/// kept[600]                            // 600: `kept` keeps the old chunk 1
/// live.sharedChunkCount(with: kept)    // 2 (chunks 0 and 2)
/// ```
///
/// - Complexity: reading an element, `count` and `endIndex` O(1); a point update and an
///   append O(chunkSize + n / chunkSize) when another value shares the storage, O(1)
///   (amortised for append) when it does not; `removeLast` likewise; replacing a range
///   O(n − lower bound) (the chunks before it stay shared); building from n elements O(n).
public struct ChunkedArray<Element> {
    /// The chunks, each full but the last; no chunk is empty.
    private var chunks: [[Element]]
    public private(set) var count: Int

    /// log2 of `chunkSize`: about 4 KiB of elements, 16 to 4096 of them.
    static var chunkShift: Int {
        let stride = MemoryLayout<Element>.stride
        // ⌈log2(stride)⌉ bits go to the element's size, the rest of 12 (4 KiB) to the index.
        let sizeBits = stride <= 1 ? 0 : Int.bitWidth - (stride - 1).leadingZeroBitCount
        return Swift.min(12, Swift.max(4, 12 - sizeBits))
    }

    /// Elements per chunk (a power of two).
    public static var chunkSize: Int { 1 << chunkShift }

    public init() {
        chunks = []
        count = 0
    }

    /// `count` copies of `element`.
    public init(repeating element: Element, count: Int) {
        precondition(count >= 0, "a count cannot be negative")
        let size = Self.chunkSize
        chunks = stride(from: 0, to: count, by: size).map { start in
            [Element](repeating: element, count: Swift.min(size, count - start))
        }
        self.count = count
    }

    /// The elements of `elements`, in order.
    public init<S: Sequence>(_ elements: S) where S.Element == Element {
        self.init()
        append(contentsOf: elements)
    }

    // MARK: Writes

    /// Adds `element` at the end: only the last chunk (or a new one) is written.
    public mutating func append(_ element: Element) {
        if count & (Self.chunkSize - 1) == 0 {
            var chunk: [Element] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunk.append(element)
            chunks.append(chunk)
        } else {
            chunks[chunks.count - 1].append(element)
        }
        count += 1
    }

    /// Adds every element of `elements` at the end, filling the last chunk first.
    public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
        for element in elements { append(element) }
    }

    /// Adds `other`'s elements, each through `transform`, at the end, and empties `other`.
    /// `other`'s chunks become this array's, each changed in place: no chunk is allocated or
    /// copied whole, so joining the two halves of a large file costs a pass over the second
    /// half's elements, not a fresh allocation, its page faults and a copy of each.
    ///
    /// When this array's last chunk is partly filled, with `k` elements, each of `other`'s
    /// chunks gives its first `chunkSize − k` elements to fill the chunk before it and moves
    /// the other `k` to its front: one move per element, in storage already in memory.
    public mutating func append(draining other: inout ChunkedArray, _ transform: (Element) -> Element) {
        appendChunks(draining: &other) { chunk in
            chunk.withUnsafeMutableBufferPointer { elements in
                for index in elements.indices { elements[index] = transform(elements[index]) }
            }
        }
    }

    /// Adds `other`'s elements at the end as they are, and empties `other` (see
    /// `append(draining:_:)`).
    public mutating func append(draining other: inout ChunkedArray) {
        appendChunks(draining: &other) { _ in }
    }

    /// `other`'s chunks, each through `prepare`, appended as this array's, their elements moved
    /// up to fill every chunk but the last.
    private mutating func appendChunks(draining other: inout ChunkedArray, _ prepare: (inout [Element]) -> Void) {
        let size = Self.chunkSize
        var sources = other.chunks
        let added = other.count
        other = ChunkedArray()
        reserveCapacity(count + added)
        // The partly filled chunk at the end, kept out of `chunks` until it is full.
        var carry: [Element] = count & (size - 1) == 0 ? [] : chunks.removeLast()
        for index in sources.indices {
            var chunk = sources[index]
            sources[index] = []
            prepare(&chunk)
            if !carry.isEmpty {
                let taken = Swift.min(size - carry.count, chunk.count)
                carry.append(contentsOf: chunk[..<taken])
                chunk.removeFirst(taken)
                // Only `other`'s last chunk can be too short to fill it.
                guard carry.count == size else { continue }
                chunks.append(carry)
            }
            carry = chunk
            if carry.count == size {
                chunks.append(carry)
                carry = []
            }
        }
        if !carry.isEmpty { chunks.append(carry) }
        count += added
    }

    /// Calls `body` with every element's index and the element, to change in place, a chunk at
    /// a time: the pass a subscript write per element would make, without its per-element
    /// chunk lookup and uniqueness check.
    public mutating func updateEach(_ body: (Int, inout Element) -> Void) {
        var first = 0
        for chunk in chunks.indices {
            first += chunks[chunk].withUnsafeMutableBufferPointer { elements in
                for offset in elements.indices { body(first + offset, &elements[offset]) }
                return elements.count
            }
        }
    }

    /// Removes and returns the last element; the array must not be empty.
    @discardableResult
    public mutating func removeLast() -> Element {
        precondition(count > 0, "cannot remove the last element of an empty array")
        count -= 1
        let last = chunks.count - 1
        let element = chunks[last].removeLast()
        if chunks[last].isEmpty { chunks.removeLast() }
        return element
    }

    /// Room for `minimumCapacity` elements in the array of chunks (the chunks reserve their own).
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        chunks.reserveCapacity((minimumCapacity + Self.chunkSize - 1) >> Self.chunkShift)
    }

    // MARK: Sharing

    /// How many chunks this value and `other` hold in the very same storage (not merely equal
    /// elements): what a copy still shares after its mutations. A measurement for tests and
    /// benchmarks, O(chunks).
    public func sharedChunkCount(with other: ChunkedArray) -> Int {
        zip(chunks, other.chunks).filter { mine, theirs in
            mine.withUnsafeBufferPointer { a in theirs.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
        }.count
    }

    /// Where each chunk's elements are stored: which storage a join reused. A measurement for
    /// tests, O(chunks).
    var chunkStorage: [UnsafeRawPointer?] {
        chunks.map { chunk in chunk.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) } }
    }

    /// The number of chunks.
    public var chunkCount: Int { chunks.count }
}

extension ChunkedArray {
    /// The indices in `range` whose elements satisfy `predicate`, in order. Reads each chunk's
    /// run of elements as one buffer, so a scan costs what a plain array's loop does, not a
    /// chunk lookup per element (the frame's check that everything near the screen is measured).
    ///
    /// - Complexity: O(range.count) calls of `predicate`.
    public func indices(in range: Range<Int>, where predicate: (Element) -> Bool) -> [Int] {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "range out of bounds")
        var found: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let chunkStart = index & ~(Self.chunkSize - 1)
            let end = Swift.min(range.upperBound, chunkStart + Self.chunkSize)
            chunks[index >> Self.chunkShift].withUnsafeBufferPointer { elements in
                for position in index..<end where predicate(elements[position - chunkStart]) { found.append(position) }
            }
            index = end
        }
        return found
    }
}

extension ChunkedArray: RandomAccessCollection, MutableCollection {
    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    /// Element `position`; setting it copies its chunk first if another value shares it.
    public subscript(position: Int) -> Element {
        get {
            precondition(position >= 0 && position < count, "index out of range")
            return chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
        }
        _modify {
            precondition(position >= 0 && position < count, "index out of range")
            yield &chunks[position >> Self.chunkShift][position & (Self.chunkSize - 1)]
        }
    }
}

extension ChunkedArray: RangeReplaceableCollection {
    /// Replaces `subrange` with `newElements`: the chunks wholly before `subrange` stay as they
    /// are (shared with any copy), everything from its first chunk on is rebuilt.
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)
    where C.Element == Element {
        precondition(subrange.lowerBound >= 0 && subrange.upperBound <= count, "range out of bounds")
        let firstChunk = subrange.lowerBound >> Self.chunkShift
        let keptCount = firstChunk << Self.chunkShift
        // The affected chunks' elements before and after the subrange, read before any write.
        let head = Array(self[keptCount..<subrange.lowerBound])
        let tail = Array(self[subrange.upperBound..<count])
        chunks.removeSubrange(firstChunk...)
        count = keptCount
        append(contentsOf: head)
        append(contentsOf: newElements)
        append(contentsOf: tail)
    }
}

extension ChunkedArray: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Element...) {
        self.init(elements)
    }
}

extension ChunkedArray: Equatable where Element: Equatable {
    /// The same elements in the same order (how they are chunked and shared does not matter).
    public static func == (lhs: ChunkedArray, rhs: ChunkedArray) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}

extension ChunkedArray: CustomStringConvertible {
    public var description: String { Array(self).description }
}
