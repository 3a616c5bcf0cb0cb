import TestSupport
import Testing
@testable import ChatDemoCore

/// `ChunkedArray` must be an `Array` to whoever uses it, and share storage with its copies
/// chunk by chunk: a mutation after a copy writes one chunk, and the copy never sees it.
@Suite struct ChunkedArrayTests {
    /// 32 bytes, as a message list's entry is.
    struct Wide: Equatable {
        var a = 0, b = 0, c = 0, d = 0
    }

    /// About 4 KiB of elements per chunk, a power of two from 16 to 4096 of them.
    @Test func aChunkHoldsAboutFourKilobytes() {
        #expect(ChunkedArray<Bool>.chunkSize == 4096)
        #expect(ChunkedArray<UInt16>.chunkSize == 2048)
        #expect(ChunkedArray<Int>.chunkSize == 512)
        #expect(ChunkedArray<Wide>.chunkSize == 128)
        #expect(ChunkedArray<(Wide, Wide, Wide)>.chunkSize == 32)  // 96 bytes: 4 KiB / 128
        #expect(ChunkedArray<(Wide, Wide, Wide, Wide, Wide, Wide, Wide, Wide, Wide)>.chunkSize == 16)
    }

    /// The type's documented example, number for number.
    @Test func theWorkedExample() {
        var live = ChunkedArray(0..<2000)
        #expect(live.chunkCount == 4)
        let kept = live
        #expect(live.sharedChunkCount(with: kept) == 4)
        live[600] = -1
        #expect(live.sharedChunkCount(with: kept) == 3)
        live.append(2000)
        #expect(live.sharedChunkCount(with: kept) == 2)
        #expect(kept[600] == 600)
        #expect(live[600] == -1)
        #expect(Array(kept) == Array(0..<2000))
        #expect(live.count == 2001 && live[2000] == 2000)
    }

    /// Random sequences of every mutation, against `Array` doing the same; every few steps a
    /// copy of both is kept, and at the end each kept copy must still equal its array.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func behavesExactlyLikeAnArray(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        // Small chunks (Wide: 128) so sequences cross many chunk boundaries.
        var chunked = ChunkedArray<Wide>()
        var array: [Wide] = []
        var kept: [(ChunkedArray<Wide>, [Wide])] = []
        var next = 0
        func fresh() -> Wide {
            next += 1
            return Wide(a: next, b: -next, c: next * 3, d: 7)
        }
        for step in 0..<3000 {
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<40:
                let element = fresh()
                chunked.append(element)
                array.append(element)
            case 40..<60 where !array.isEmpty:
                let index = Int.random(in: 0..<array.count, using: &random)
                let element = fresh()
                chunked[index] = element
                array[index] = element
            case 60..<65 where !array.isEmpty:
                #expect(chunked.removeLast() == array.removeLast(), "seed \(seed), step \(step)")
            case 65..<72:
                let lower = Int.random(in: 0...array.count, using: &random)
                let upper = Int.random(in: lower...min(array.count, lower + 300), using: &random)
                let new = (0..<Int.random(in: 0...300, using: &random)).map { _ in fresh() }
                chunked.replaceSubrange(lower..<upper, with: new)
                array.replaceSubrange(lower..<upper, with: new)
            case 72..<76:
                let new = (0..<Int.random(in: 0...400, using: &random)).map { _ in fresh() }
                chunked.append(contentsOf: new)
                array.append(contentsOf: new)
            case 76..<78 where !array.isEmpty:
                let index = Int.random(in: 0..<array.count, using: &random)
                chunked[index].b += 1
                array[index].b += 1
            case 78..<86:
                kept.append((chunked, array))
            case 86..<90:
                let lower = Int.random(in: 0...array.count, using: &random)
                let upper = Int.random(in: lower...array.count, using: &random)
                #expect(chunked.indices(in: lower..<upper) { $0.a % 3 == 0 }
                    == (lower..<upper).filter { array[$0].a % 3 == 0 }, "seed \(seed), step \(step)")
            default:
                let index = array.isEmpty ? nil : Int.random(in: 0..<array.count, using: &random)
                if let index { #expect(chunked[index] == array[index], "seed \(seed), step \(step)") }
            }
            #expect(chunked.count == array.count, "seed \(seed), step \(step)")
        }
        #expect(Array(chunked) == array, "seed \(seed)")
        #expect(chunked == ChunkedArray(array), "seed \(seed)")
        #expect(chunked.chunkCount == (array.count + 127) / 128, "seed \(seed): every chunk but the last is full")
        for (index, (copy, reference)) in kept.enumerated() {
            #expect(Array(copy) == reference, "seed \(seed), kept copy \(index)")
        }
    }

    /// A point update after a copy copies one chunk: the copy keeps the old element, and every
    /// other chunk is still the very same storage.
    @Test func aPointUpdateAfterACopyCopiesOneChunk() {
        var live = ChunkedArray(repeating: false, count: 100_000)  // 25 chunks of 4096
        let kept = live
        live[50_000] = true
        #expect(kept[50_000] == false && live[50_000] == true)
        #expect(live.chunkCount == 25)
        #expect(live.sharedChunkCount(with: kept) == 24)
        // A second write to the same chunk copies nothing more.
        live[50_001] = true
        #expect(live.sharedChunkCount(with: kept) == 24)
        #expect(kept.allSatisfy { !$0 })
    }

    /// An append after a copy writes the last chunk only; one that opens a chunk copies none.
    @Test func anAppendAfterACopyCopiesAtMostTheLastChunk() {
        var live = ChunkedArray(0..<1000)  // chunks of 512: one full, one of 488
        let kept = live
        live.append(1000)
        #expect(live.sharedChunkCount(with: kept) == 1)
        #expect(kept.count == 1000 && Array(kept) == Array(0..<1000))

        var full = ChunkedArray(0..<1024)
        let keptFull = full
        full.append(1024)
        #expect(full.chunkCount == 3)
        #expect(full.sharedChunkCount(with: keptFull) == 2)
        #expect(keptFull.count == 1024)
    }

    /// Replacing a range rebuilds from its first chunk on; the chunks before it stay shared.
    @Test func replacingARangeKeepsTheChunksBeforeItShared() {
        var live = ChunkedArray(0..<2048)  // 4 chunks of 512
        let kept = live
        live.replaceSubrange(1100..<1200, with: [-1, -2])
        #expect(live.sharedChunkCount(with: kept) == 2)
        #expect(Array(live) == Array(0..<1100) + [-1, -2] + Array(1200..<2048))
        #expect(Array(kept) == Array(0..<2048))
    }

    /// Removing the last element of a chunk drops the chunk; the copy keeps everything.
    @Test func removingTheLastElementsDropsEmptiedChunks() {
        var live = ChunkedArray(0..<513)
        let kept = live
        #expect(live.removeLast() == 512)
        #expect(live.chunkCount == 1 && live.sharedChunkCount(with: kept) == 1)
        #expect(live.removeLast() == 511)
        #expect(live.sharedChunkCount(with: kept) == 0)
        #expect(kept.count == 513 && kept[512] == 512 && kept[511] == 511)
    }

    /// A scan crosses chunk seams and stops at the range's ends.
    @Test func indicesWhereScansAcrossChunks() {
        var flags = ChunkedArray(repeating: true, count: 10_000)  // 4096 to a chunk
        for index in [0, 4095, 4096, 8191, 8192, 9999] { flags[index] = false }
        #expect(flags.indices(in: 0..<10_000) { !$0 } == [0, 4095, 4096, 8191, 8192, 9999])
        #expect(flags.indices(in: 1..<9999) { !$0 } == [4095, 4096, 8191, 8192])
        #expect(flags.indices(in: 4095..<4096) { !$0 } == [4095])
        #expect(flags.indices(in: 5000..<5000) { !$0 } == [])
    }

    /// Draining one array into another gives the elements in order, each transformed, into
    /// full chunks, whether the last chunk was empty, partly filled or full, and leaves the
    /// drained one empty.
    @Test(arguments: [0, 1, 127, 128, 129, 300], [0, 1, 128, 257])
    func drainingAppendsTransformedElementsInFullChunks(firstCount: Int, secondCount: Int) {
        let first = (0..<firstCount).map { Wide(a: $0) }
        let second = (0..<secondCount).map { Wide(a: 10_000 + $0, b: $0) }
        var joined = ChunkedArray(first)
        var drained = ChunkedArray(second)
        joined.append(draining: &drained) { Wide(a: $0.a, b: $0.b, c: 1) }
        #expect(Array(joined) == first + second.map { Wide(a: $0.a, b: $0.b, c: 1) })
        #expect(joined.count == firstCount + secondCount)
        let chunkSize = ChunkedArray<Wide>.chunkSize
        #expect(joined.chunkCount == (firstCount + secondCount + chunkSize - 1) / chunkSize)
        #expect(drained.count == 0 && drained.chunkCount == 0)
        // Appending after the join still fills the last chunk first.
        joined.append(Wide(a: -1))
        #expect(joined.chunkCount == (firstCount + secondCount + chunkSize) / chunkSize)
        #expect(joined[firstCount + secondCount] == Wide(a: -1))
    }

    /// Equality is by elements, whatever the chunking's history.
    @Test func equalityIgnoresHowTheElementsGotThere() {
        var appended = ChunkedArray<Int>()
        for value in 0..<1500 { appended.append(value) }
        var edited = ChunkedArray(repeating: 0, count: 1500)
        for index in edited.indices { edited[index] = index }
        #expect(appended == edited)
        edited[1499] = 0
        #expect(appended != edited)
        #expect(ChunkedArray<Int>() == [])
        #expect(([1, 2, 3] as ChunkedArray).description == "[1, 2, 3]")
    }
}
