import ChatLayout
import Keyboard
import TestSupport
import Testing
@testable import ChatDemoCore

/// Estimated heights: start-up and rotation measure a screenful, not the whole
/// conversation; the decisions and everything on screen are those of a scene that measured
/// every message; correcting an estimate never moves what is on screen.
@Suite struct ChatSceneEstimateTests {
    static let size = Size(width: 390, height: 798)

    /// A stand-in for Pango that counts its calls: 16 of padding plus 24 per 20 bytes.
    final class CountingMeasurer {
        var calls = 0
        func measure(_ text: String, _ width: Double) -> Double {
            calls += 1
            return Self.height(text, width)
        }
        static func height(_ text: String, _ width: Double) -> Double {
            16 + 24 * (Double(text.utf8.count) * 390 / (20 * width)).rounded(.up)
        }
    }

    private func makeScene(_ conversation: Conversation, strategy: Strategy = .threeCase, size: Size = size,
                           measurer: CountingMeasurer,
                           estimate: @escaping (String, Double) -> Double = HeightEstimate.standard.height(of:listWidth:))
        throws -> ChatScene {
        try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(), strategy: strategy, contentSize: size,
                      measure: measurer.measure, estimate: estimate)
    }

    @Test func startUpMeasuresAScreenfulWhateverTheLength() throws {
        var calls: [Int] = []
        for count in [1_000, 20_000] {
            let measurer = CountingMeasurer()
            let scene = try makeScene(DistinctConversationGenerator.make(count: count), measurer: measurer)
            _ = scene.frame(at: 0)
            calls.append(measurer.calls)
            #expect(scene.measuredMessageCount == measurer.calls)
        }
        // Two stage heights of tail plus one above the screen, at least 16 + 24 = 40 each,
        // at any length.
        #expect(calls.allSatisfy { $0 > 0 && $0 <= Int(3 * Self.size.height / 40) + 2 })
    }

    @Test func theLastMessagesThatCanBeOnScreenAreMeasuredBeforeTheFirstFrame() throws {
        let measurer = CountingMeasurer()
        let conversation = DistinctConversationGenerator.make(count: 5_000)
        let scene = try makeScene(conversation, measurer: measurer)
        var covered = 0.0
        var index = conversation.messages.count - 1
        while covered < Self.size.height {
            #expect(scene.heights.isHeightMeasured(index))
            #expect(scene.layoutState.messages.height(ofMessage: index) == CountingMeasurer.height(conversation.messages[index].text, 390))
            covered += scene.layoutState.messages.height(ofMessage: index)
            index -= 1
        }
        #expect(!scene.heights.isHeightMeasured(0))
    }

    @Test func aWidthChangeReEstimatesAndMeasuresOnlyAScreenful() throws {
        let measurer = CountingMeasurer()
        let scene = try makeScene(DistinctConversationGenerator.make(count: 20_000), measurer: measurer)
        _ = scene.frame(at: 0)
        let before = measurer.calls
        scene.setContentSize(Size(width: 844, height: 344), at: 1)
        _ = scene.frame(at: 1)
        #expect(measurer.calls - before <= Int(3 * 844 / 40) + 2)
        #expect(scene.measuredMessageCount == measurer.calls - before)
    }

    /// A message above the screen measured taller than its estimate does not move any message
    /// on screen: the scroll offset moves with it.
    @Test func correctingAnEstimateAboveTheScreenMovesNothingOnScreen() throws {
        let measurer = CountingMeasurer()
        // Estimates far too small, so every correction is large.
        let scene = try makeScene(DistinctConversationGenerator.make(count: 2_000), measurer: measurer,
                                  estimate: { _, _ in 10 })
        var time = 0.0
        var stepsThatCorrected = 0
        for _ in 0..<40 {
            let before = scene.frame(at: time)
            let tops = Dictionary(uniqueKeysWithValues: before.visibleMessages.map { ($0, scene.messageTop($0, in: before)) })
            let measuredBefore = scene.measuredMessageCount
            scene.scroll(by: -500, at: time)
            time += 1.0 / 60
            let after = scene.frame(at: time)
            if scene.measuredMessageCount > measuredBefore { stepsThatCorrected += 1 }
            #expect(!after.visibleMessages.isEmpty)
            #expect(after.visibleMessages.contains { tops[$0] != nil })
            for index in after.visibleMessages where tops[index] != nil {
                #expect(scene.messageTop(index, in: after) == tops[index]! + 500)
            }
        }
        #expect(stepsThatCorrected > 5)
    }

    /// The property: with any estimates, every frame's case, shifts, bar and on-screen message
    /// positions equal those of a scene that measured every message at load.
    @Test func decisionsAndScreenPositionsDoNotDependOnTheEstimates() throws {
        let estimates: [(String, Double) -> Double] = [
            { _, _ in 10 }, { _, _ in 400 }, HeightEstimate.standard.height(of:listWidth:),
        ]
        for seed in 0..<UInt64(60) {
            var random = SplitMix64(seed: 0xE571_0000 &+ seed)
            let count = Int(random.whole(0...400))
            let conversation = DistinctConversationGenerator.make(count: count)
            let strategy = Strategy.allCases.randomElement(using: &random)!
            let estimated = try makeScene(conversation, strategy: strategy, measurer: CountingMeasurer(),
                                          estimate: estimates[Int(seed) % estimates.count])
            let exact = try makeScene(conversation, strategy: strategy, measurer: CountingMeasurer(),
                                      estimate: CountingMeasurer.height)
            var time = 0.0
            for step in 0..<30 {
                time += random.uniform(0...0.3)
                let delta = random.uniform(-700...700)
                let text = DistinctConversationGenerator.text(at: 1_000_000 + step)
                switch Int(random.whole(0...5)) {
                case 0: estimated.showKeyboard(at: time); exact.showKeyboard(at: time)
                case 1: estimated.hideKeyboard(at: time); exact.hideKeyboard(at: time)
                case 2, 3: estimated.scroll(by: delta, at: time); exact.scroll(by: delta, at: time)
                case 4: estimated.send(text, at: time); exact.send(text, at: time)
                default: break
                }
                for frameStep in 0..<4 {
                    let frameTime = time + Double(frameStep) / 60
                    let a = estimated.frame(at: frameTime)
                    let b = exact.frame(at: frameTime)
                    let context = "seed \(seed) step \(step) frame \(frameStep)"
                    #expect(a.caseLabel == b.caseLabel, "\(context)")
                    #expect(a.listShift == b.listShift, "\(context)")
                    #expect(a.contentShift == b.contentShift, "\(context)")
                    #expect(a.barTop == b.barTop && a.keyboardTop == b.keyboardTop, "\(context)")
                    #expect(estimated.layoutState.decidedCase == exact.layoutState.decidedCase, "\(context)")
                    #expect(a.visibleMessages == b.visibleMessages, "\(context)")
                    for index in a.visibleMessages where b.visibleMessages.contains(index) {
                        #expect(abs(estimated.messageTop(index, in: a) - exact.messageTop(index, in: b)) < 1e-6, "\(context) message \(index)")
                    }
                }
            }
        }
    }
}

/// A scroll across the whole history (a fling, `drag list 0 1e9 0`) measures what it lands on,
/// not every message it passes: the work is bounded by what the screen shows, at any length.
@Suite struct ChatSceneFarScrollTests {
    static let size = ChatSceneEstimateTests.size

    @Test(arguments: [-1e9, 1e9])
    func aFarScrollMeasuresAScreenfulNotWhatItSkips(delta: Double) throws {
        let measurer = ChatSceneEstimateTests.CountingMeasurer()
        let scene = try ChatScene(conversation: DistinctConversationGenerator.make(count: 50_000), keyboard: .english,
                                  keyboardResources: .bundled(), strategy: .threeCase, contentSize: Self.size,
                                  measure: measurer.measure)
        // Start from the middle, so both directions have most of the history to cross.
        scene.scroll(by: -scene.layoutState.messages.totalHeight / 2, at: 0)
        _ = scene.frame(at: 0)
        let before = measurer.calls
        scene.scroll(by: delta, at: 1)
        let landed = scene.frame(at: 1)
        // One stage height of margin on each side of the screen before the scroll, and one
        // around where it lands, with the shortest bubble (16 + 24 = 40): five screens' worth.
        #expect(measurer.calls - before <= Int(5 * Self.size.height / 40) + 4,
                "\(measurer.calls - before) messages measured for one scroll")
        #expect(landed.visibleMessages.allSatisfy(scene.heights.isHeightMeasured), "what the scroll lands on is measured")
        let end = delta < 0 ? 0 : scene.conversation.messages.count - 1
        #expect(landed.visibleMessages.contains(end), "the scroll reached the \(delta < 0 ? "first" : "last") message")
    }
}
