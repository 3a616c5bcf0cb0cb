import ChatLayout
import Testing
@testable import ChatDemoCore

/// The motion reviewer keeps a scene snapshot per frame. A send or a measurement after a
/// snapshot must not leave a whole copy of the conversation in it: the snapshot keeps sharing
/// every chunk of messages and of `isMeasured` that the change did not touch.
@Suite struct SnapshotSharingTests {
    /// An odd count: never a whole number of chunks, so a send writes into the last one.
    static let count = 20_001

    static func scene() throws -> ChatScene {
        let messages = (0..<count).map { Message(sender: $0 % 3 == 0 ? .me : .them, text: "message \($0)") }
        return try ChatScene(conversation: Conversation(title: "t", messages: messages), keyboard: .english,
                             keyboardResources: .bundled(), strategy: .threeCase,
                             contentSize: ChatSceneLayoutTests.portrait, measure: ChatSceneStormTests.estimate,
                             estimate: { _, _ in 30 })
    }

    /// A send copies the last chunk of messages and of `isMeasured`, and one tree path of
    /// heights; the snapshot still holds the conversation as it was.
    @Test func aSendAfterASnapshotCopiesOneChunk() throws {
        let scene = try Self.scene()
        scene.showKeyboard(at: 0)
        _ = scene.frame(at: 0.1)
        let kept = scene.snapshot
        let messageChunks = kept.values.conversation.messages.entries.chunkCount
        let measuredChunks = kept.values.heights.isMeasured.chunkCount
        #expect(measuredChunks == 5)  // 20 001 flags, 4096 to a chunk
        let written = scene.layoutState.messages.entriesWritten
        scene.send("hello", at: 0.2)
        _ = scene.frame(at: 0.3)
        #expect(scene.conversation.messages.entries.sharedChunkCount(with: kept.values.conversation.messages.entries)
            == messageChunks - 1)
        #expect(scene.heights.isMeasured.sharedChunkCount(with: kept.values.heights.isMeasured) == measuredChunks - 1)
        // The heights' tree: one root-to-leaf path (3 levels at this size), not n heights.
        #expect(scene.layoutState.messages.entriesWritten - written <= 3 * 2 * 64 + 1)
        #expect(kept.values.conversation.messages.count == Self.count)
        #expect(kept.values.heights.isMeasured.count == Self.count)
        #expect(scene.conversation.messages.count == Self.count + 1)
        #expect(scene.conversation.messages[Self.count].text == "hello")
    }

    /// A scroll far up measures a screenful there: only the chunks of `isMeasured` it touched
    /// are copied, and the snapshot still has those messages unmeasured.
    @Test func aMeasurementAfterASnapshotCopiesOnlyTheChunksItTouches() throws {
        let scene = try Self.scene()
        _ = scene.frame(at: 0)
        let kept = scene.snapshot
        let measuredBefore = scene.measuredMessageCount
        scene.scroll(by: -scene.layoutState.messages.totalHeight / 2, at: 0.1)
        let frame = scene.frame(at: 0.2)
        #expect(frame.geometry.visibleMessages.allSatisfy(scene.heights.isHeightMeasured))
        #expect(scene.measuredMessageCount > measuredBefore)
        // A screenful near message 10 000 lies in one chunk of 4096 flags (or two, at a seam).
        #expect(scene.heights.isMeasured.sharedChunkCount(with: kept.values.heights.isMeasured) >= kept.values.heights.isMeasured.chunkCount - 2)
        #expect(kept.values.heights.isMeasured.filter { $0 }.count == measuredBefore)
        #expect(scene.conversation.messages.entries.sharedChunkCount(with: kept.values.conversation.messages.entries)
            == kept.values.conversation.messages.entries.chunkCount)
    }
}
