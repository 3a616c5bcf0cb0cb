import ChatLayout
import Foundation
import Keyboard
import OutputFiles
import Testing
@testable import ChatDemoCore

/// A scene on a conversation whose texts are still in the file: every height is estimated
/// from the recorded counts, exactly as from the strings, and only what is measured (what can
/// be on screen) is decoded; sends and streamed replies still append and change messages.
@Suite struct LazyConversationSceneTests {
    static let size = Size(width: 390, height: 798)

    private func lazyConversation(_ count: Int) throws -> Conversation {
        let bytes = Array(try JSONEncoder().encode(DistinctConversationGenerator.make(count: count)))
        return try Conversation.decode(MappedFile(copying: bytes), file: "t.json")
    }

    private func scene(_ conversation: Conversation, estimate: ((String, Double) -> Double)?,
                       measured: @escaping (String) -> Void = { _ in }) throws -> ChatScene {
        try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(), strategy: .threeCase,
                      contentSize: Self.size, measure: { text, width in
                          measured(text)
                          return 16 + 24 * (Double(text.utf8.count) / width).rounded(.up)
                      }, estimate: estimate)
    }

    @Test func heightsFromCountsEqualHeightsFromStrings() throws {
        let conversation = try lazyConversation(4_000)
        let fromCounts = try scene(conversation, estimate: nil)
        let fromStrings = try scene(conversation, estimate: HeightEstimate.standard.height(of:listWidth:))
        for index in conversation.messages.indices {
            #expect(fromCounts.layoutState.messages.height(ofMessage: index) == fromStrings.layoutState.messages.height(ofMessage: index))
        }
        #expect(fromCounts.layoutState.messages.height(ofMessage: 0)
            == HeightEstimate.standard.height(of: conversation.messages[0].text, listWidth: Self.size.width))
    }

    @Test func onlyWhatIsMeasuredIsDecoded() throws {
        let conversation = try lazyConversation(4_000)
        var measuredTexts = 0
        let scene = try scene(conversation, estimate: nil, measured: { _ in measuredTexts += 1 })
        _ = scene.frame(at: 0)
        #expect(measuredTexts > 0 && measuredTexts < 100)
        #expect(scene.measuredMessageCount == measuredTexts)
        // The scene's list still holds every text in the file.
        #expect(scene.conversation.messages.indices.allSatisfy { !scene.conversation.messages.isDecoded(at: $0) })
    }

    @Test func sendsAppendToALazyConversation() throws {
        let conversation = try lazyConversation(500)
        let scene = try scene(conversation, estimate: nil)
        _ = scene.frame(at: 0)
        scene.send("Hello from the end", at: 0.1)
        #expect(scene.conversation.messages.count == 501)
        #expect(scene.conversation.messages[500] == Message(sender: .me, text: "Hello from the end"))
        #expect(scene.conversation.messages.isDecoded(at: 500) && !scene.conversation.messages.isDecoded(at: 499))
        #expect(scene.conversation.messages[499] == DistinctConversationGenerator.make(count: 500).messages[499])
    }
}
