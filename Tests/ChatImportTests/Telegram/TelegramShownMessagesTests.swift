import Testing
import TestSupport
@testable import ChatImport

/// The record of which message was shown last under each id (`TelegramShownMessages`) answers
/// as a dictionary does, whether its ids only increase (the array searched by halves) or turn
/// back at some point (a dictionary from then on).
@Suite struct TelegramShownMessagesTests {
    @Test func workedExample() {
        var shown = TelegramShownMessages()
        shown.record(id: 7, index: 0)
        shown.record(id: 9, index: 1)
        #expect(shown.index(of: 9) == 1)
        #expect(shown.index(of: 8) == nil)
        shown.record(id: 9, index: 2)
        #expect(shown.index(of: 9) == 2)
        #expect(shown.index(of: 7) == 0)
    }

    @Test func randomRecordsAnswerAsADictionary() {
        var random = SplitMix64(seed: 15)
        for round in 0..<300 {
            var shown = TelegramShownMessages()
            var reference: [Int64: Int] = [:]
            var id = Int64(random.whole(-5...5))
            // From round 100 on, ids may turn back, at a random message.
            let turn = round < 100 ? Int.max : Int(random.whole(0...60))
            for index in 0..<Int(random.whole(0...80)) {
                id += index >= turn && random.whole(0...3) == 0 ? -Int64(random.whole(0...4)) : Int64(random.whole(1...3))
                shown.record(id: id, index: index)
                reference[id] = index
                let asked = id - Int64(random.whole(-2...12))
                #expect(shown.index(of: asked) == reference[asked], "round \(round), message \(index), id \(asked)")
            }
        }
    }

    /// Ids that mostly go up by one, with gaps of any size (a few at the extremes of `Int64`),
    /// asked for ids present and absent: found from their differences as a dictionary finds them.
    @Test func idsThatMostlyGoUpByOneAreFoundAsADictionaryFindsThem() {
        var random = SplitMix64(seed: 16)
        for round in 0..<200 {
            var shown = TelegramShownMessages()
            var reference: [Int64: Int] = [:]
            var id: Int64 = round % 10 == 0 ? Int64.min + Int64(random.whole(0...3)) : Int64(random.whole(-1000...1000))
            var recorded: [Int64] = []
            for index in 0..<Int(random.whole(1...3000)) {
                shown.record(id: id, index: index)
                reference[id] = index
                recorded.append(id)
                let gap = random.whole(0...99)
                let step: Int64 = gap < 90 ? 1 : gap < 99 ? Int64(random.whole(2...40)) : Int64.max / 4
                guard id < Int64.max - step else { break }
                id += step
            }
            for _ in 0..<50 {
                let near = recorded[Int(random.whole(0...(recorded.count - 1)))]
                let asked = near &+ Int64(random.whole(-3...3))
                #expect(shown.index(of: asked) == reference[asked], "round \(round), id \(asked)")
            }
            for asked in [Int64.min, Int64.max, recorded[0] &- 1, recorded[recorded.count - 1] &+ 1] {
                #expect(shown.index(of: asked) == reference[asked], "round \(round), id \(asked)")
            }
        }
    }
}
