import ChatLayout
import Testing
@testable import ChatDemoCore

/// The streaming reply at the scene the window drives: a reply revealed by grapheme clusters on the
/// frame's time, re-measured as it grows into the blank space below the pinned message.
///
/// Sizes as in `ChatSceneLayoutTests`: stage 390×844, navigation bar 44, bar 52, so the resting
/// viewport is 844 − 52 − 44 = 748 and the pin line 44 + 8 = 52. Heights from
/// `ChatSceneStormTests.estimate`: 16 + 20 per started 22 characters, so one character is 36.
/// Two messages and a sent "hi" (36 each, spacing 8, offsets 0, 44, 88); the reply goes to 132.
/// Pinned on message 2: the content from its top is 36 + 8 + r + 8 = 52 + r for a reply r
/// high, so the blank is 748 − 8 − 52 − r = 688 − r and the offset 8 + 88 − 8 = 88.
@Suite struct ChatSceneStreamTests {
    /// 66 distinct-enough characters: 22 per line of the estimate, three lines in all.
    static let reply = String(repeating: "abcdefghijk", count: 6)

    static func streaming() throws -> ChatScene {
        let scene = try ChatSceneLayoutTests.scene(2)
        scene.send("hi", at: 0)
        _ = scene.frame(at: 0.9)
        scene.receiveStreamingReply(reply, milliseconds: 1000, at: 1)
        return scene
    }

    @Test func clustersAreRevealedWithTheFramesTime() {
        let s = ReplyStream(text: "Hello", duration: 1, start: 2, messageIndex: 7)
        #expect([2, 2.1, 2.5, 2.99, 3, 9].map(s.revealedCount(at:)) == [1, 1, 3, 5, 5, 5])
        // A thumbs-up with its skin tone and an e with a combining accent are two clusters.
        let clusters = ReplyStream(text: "👍🏽e\u{301}", duration: 1, start: 0, messageIndex: 0)
        #expect(clusters.clusterCount == 2 && clusters.revealedCount(at: 0.4) == 1)
        #expect(ReplyStream(text: "now", duration: 0, start: 0, messageIndex: 0).revealedCount(at: 0) == 3)
    }

    /// t = 1: one cluster, 36 high, blank 652; t = 1.5: 33 clusters, 56, blank 632; t = 2: all
    /// 66, 76, blank 612. The sent message sits on the pin line once the glide is over, and
    /// the scene is at rest only once the whole reply is in.
    @Test func theReplyGrowsIntoTheBlankBelowThePinnedMessage() throws {
        let scene = try Self.streaming()
        #expect(scene.frame(at: 1).stream == StreamFrame(blankSpace: 652, replyHeight: 36, revealed: 1))
        #expect(!scene.isAtRest(at: 1))
        let middle = scene.frame(at: 1.5)
        #expect(middle.stream == StreamFrame(blankSpace: 632, replyHeight: 56, revealed: 33))
        #expect(scene.conversation.messages[3] == Message(sender: .them, text: String(Self.reply.prefix(33))))
        #expect(!scene.isAtRest(at: 1.5))
        let end = scene.frame(at: 2)
        #expect(end.stream == StreamFrame(blankSpace: 612, replyHeight: 76, revealed: 66))
        #expect(scene.conversation.messages[3].text == Self.reply)
        #expect(scene.messageTop(2, in: end) == 52)
        #expect(scene.isAtRest(at: 2))
    }

    /// The keyboard shows mid-stream: K = 291 < the blank, so the list does not move in any
    /// frame and the sent message stays on the pin line while the bar rides the keyboard.
    @Test func theKeyboardShowingMidStreamMovesNothing() throws {
        let scene = try Self.streaming()
        _ = scene.frame(at: 1.6)
        scene.showKeyboard(at: 1.6)
        for step in 0...60 {
            let frame = scene.frame(at: 1.6 + Double(step) / 60)
            #expect(frame.listShift == 0 && frame.barBottom == frame.keyboardTop, "step \(step)")
            #expect(scene.messageTop(2, in: frame) == 52, "step \(step)")
        }
        #expect(scene.frame(at: 3).keyboardTop == 844 - 291)
    }

    /// A send mid-stream stops the reply where it is (what arrived stays) and pins the sent
    /// message in turn: nothing typed or received is lost.
    @Test func aSendMidStreamStopsTheReplyAndKeepsEverything() throws {
        let scene = try Self.streaming()
        _ = scene.frame(at: 1.5)
        scene.send("wait", at: 1.5)
        #expect(scene.replyStream?.isStopped == true)
        let messages = scene.conversation.messages
        #expect(messages.count == 5 && messages[3].text == String(Self.reply.prefix(33)))
        #expect(messages[4] == Message(sender: .me, text: "wait"))
        let later = scene.frame(at: 3)
        #expect(later.stream?.revealed == 33 && scene.conversation.messages[3].text == String(Self.reply.prefix(33)))
        #expect(scene.layoutState.streamPin?.messageIndex == 4 && scene.messageTop(4, in: later) == 52)
        #expect(scene.isAtRest(at: 3))
    }

    /// A reply's growth with nothing else moving still repaints the list.
    @Test func aGrowingReplyDamagesTheStage() throws {
        let scene = try Self.streaming()
        let before = scene.frame(at: 1.8)
        let after = scene.frame(at: 1.81)
        #expect(before.geometry == after.geometry && before.stream != after.stream)
        #expect(StageDamage.between(before, after, stageHeight: 844) == .full)
    }

    /// A strategy switch keeps the pin (a fresh layout state would otherwise drop the blank).
    @Test func aStrategySwitchKeepsThePin() throws {
        let scene = try Self.streaming()
        _ = scene.frame(at: 2)
        scene.setStrategy(.always, at: 2)
        let frame = scene.frame(at: 2)
        #expect(scene.messageTop(2, in: frame) == 52 && frame.stream?.blankSpace == 612)
    }
}
