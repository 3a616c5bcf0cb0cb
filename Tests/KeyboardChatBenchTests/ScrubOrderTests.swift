import Testing
@testable import KeyboardChatBench

/// The playhead benchmark's order of seeks: every kept frame once per pass, shuffled the same
/// way on every run, and jumping backwards as well as forwards, so the figure covers seeks of
/// every direction and distance and two runs time the same seeks.
@Suite struct ScrubOrderTests {
    @Test func eachPassSeeksToEveryKeptFrameOnce() {
        let order = ScrubStage.seekOrder(count: 120, passes: 3)
        #expect(order.count == 360)
        for pass in 0..<3 {
            #expect(order[pass * 120 ..< (pass + 1) * 120].sorted() == Array(0..<120))
        }
    }

    @Test func theOrderIsTheSameOnEveryRunAndNotInSequence() {
        let order = ScrubStage.seekOrder(count: 30, passes: 2)
        #expect(order == ScrubStage.seekOrder(count: 30, passes: 2))
        #expect(Array(order[0..<30]) != Array(0..<30))
        // Two passes are shuffled differently: the stream goes on.
        #expect(Array(order[0..<30]) != Array(order[30..<60]))
        let steps = zip(order, order.dropFirst()).map { $1 - $0 }
        #expect(steps.contains { $0 < -1 } && steps.contains { $0 > 1 })
    }

    @Test func aSingleKeptFrameIsSoughtOncePerPass() {
        #expect(ScrubStage.seekOrder(count: 1, passes: 2) == [0, 0])
        #expect(ScrubStage.seekOrder(count: 0, passes: 2).isEmpty)
    }
}
