import TestSupport
import Testing
@testable import ChatDemoCore

/// Draining one chunked array into another is how the halves of a large file are joined: the
/// elements must come out in order, each transformed once, in full chunks, whatever either
/// array's length; the drained array's chunks must be reused, not copied; and no element may
/// be lost, kept twice or freed twice.
@Suite struct ChunkedArrayDrainingTests {
    /// A reference, so a copy left behind or a double free would show.
    final class Tracked {
        let value: Int
        init(_ value: Int) { self.value = value }
    }

    /// Thousands of pairs of lengths around and across chunk boundaries (512 `Int`s to a chunk).
    @Test func anyTwoLengthsJoinInOrderInFullChunks() {
        var random = SplitMix64(seed: 0x6a6f696e)
        let size = ChunkedArray<Int>.chunkSize
        for _ in 0..<2_000 {
            let firstCount = Int.random(in: 0...(3 * size + 2), using: &random)
            let secondCount = Int.random(in: 0...(3 * size + 2), using: &random)
            var joined = ChunkedArray(0..<firstCount)
            var drained = ChunkedArray((0..<secondCount).map { 1_000_000 + $0 })
            joined.append(draining: &drained) { $0 * 2 }
            let expected = Array(0..<firstCount) + (0..<secondCount).map { (1_000_000 + $0) * 2 }
            #expect(Array(joined) == expected, "\(firstCount) + \(secondCount)")
            #expect(joined.count == firstCount + secondCount)
            #expect(joined.chunkCount == (firstCount + secondCount + size - 1) / size, "\(firstCount) + \(secondCount)")
            #expect(drained.count == 0 && drained.chunkCount == 0)
        }
    }

    /// No chunk is allocated: every chunk of the joined array is storage one of the two arrays
    /// already had, and every drained chunk but the last is kept (the last one's elements may
    /// all move into the chunk before it).
    @Test(arguments: [0, 1, 511, 512, 513, 1500])
    func theDrainedChunksStorageIsReused(firstCount: Int) {
        var joined = ChunkedArray(0..<firstCount)
        var drained = ChunkedArray(0..<2_000)
        let ownStorage = joined.chunkStorage, drainedStorage = drained.chunkStorage
        joined.append(draining: &drained)
        let joinedStorage = Set(joined.chunkStorage)
        #expect(joinedStorage.isSubset(of: Set(ownStorage + drainedStorage)), "a chunk was allocated")
        #expect(Set(drainedStorage.dropLast()).isSubset(of: joinedStorage), "a drained chunk was copied")
        #expect(Array(joined) == Array(0..<firstCount) + Array(0..<2_000))
    }

    /// A drained array whose chunks a copy still holds leaves that copy as it was.
    @Test func aCopyOfTheDrainedArrayKeepsItsElements() {
        var joined = ChunkedArray(0..<700)
        var drained = ChunkedArray(0..<1_300)
        let kept = drained
        joined.append(draining: &drained) { -$0 }
        #expect(Array(kept) == Array(0..<1_300))
        #expect(Array(joined) == Array(0..<700) + (0..<1_300).map { -$0 })
    }

    /// References are moved, not copied: while the joined array lives every element does, and
    /// once it is dropped none is left (a reference kept twice would outlive it; one freed twice
    /// would crash).
    @Test(arguments: [0, 5, 300])
    func referencesAreHeldOnceAndFreedOnce(firstCount: Int) {
        var probes: [Probe] = []
        do {
            let first = (0..<firstCount).map { Tracked($0) }, second = (0..<1_000).map { Tracked(firstCount + $0) }
            probes = (first + second).map(Probe.init)
            var joined = ChunkedArray(first)
            var drained = ChunkedArray(second)
            joined.append(draining: &drained)
            #expect(joined.map(\.value) == Array(0..<(firstCount + 1_000)))
        }
        #expect(probes.allSatisfy { $0.object == nil }, "an element outlived the array")
    }

    struct Probe {
        weak var object: Tracked?
        init(_ object: Tracked) { self.object = object }
    }
}
