import ChatLayout
import Foundation
import OutputFiles
import Testing
@testable import ChatDemoCore

/// A long conversation's estimated heights are made on both cores at start-up; the metrics
/// must be the one pass's, bit for bit, for texts held as strings and texts still in a file.
@Suite struct EstimatedMetricsOnTwoCoresTests {
    static let count = MessageHeights.twoCoreMinimum + 4_321
    static let width = 390.0

    /// The one pass, as `estimatedMetrics` makes it below `twoCoreMinimum`.
    static func onePass(_ messages: MessageList, tail: [Double], firstMeasured: Int) -> MessageMetrics {
        MessageMetrics(count: messages.count, spacing: ChatScene.messageSpacing) { position in
            position >= firstMeasured ? tail[messages.count - 1 - position]
                : messages.estimatedHeight(at: position, by: .standard, listWidth: width)
        }
    }

    static func expectSame(_ messages: MessageList) {
        // A measured tail of 17 messages, heights unlike any estimate.
        let tail = (0..<17).map { 30.25 + Double($0) * 1.5 }
        let firstMeasured = messages.count - tail.count
        let twoCores = MessageHeights.estimatedMetricsOnTwoCores(of: messages, width: width, tail: tail, firstMeasured: firstMeasured)
        let one = onePass(messages, tail: tail, firstMeasured: firstMeasured)
        #expect(twoCores == one)
        #expect(twoCores.totalHeight.bitPattern == one.totalHeight.bitPattern)
        for index in [0, 1, count / 2 - 1, count / 2, count / 2 + 1, firstMeasured, count - 1, count] {
            #expect(twoCores.offset(ofMessage: index).bitPattern == one.offset(ofMessage: index).bitPattern, "offset \(index)")
        }
    }

    @Test func textsHeldAsStrings() {
        Self.expectSame(DistinctConversationGenerator.make(count: Self.count).messages)
    }

    @Test func textsStillInTheFile() throws {
        let bytes = try JSONEncoder().encode(DistinctConversationGenerator.make(count: Self.count))
        let conversation = try Conversation.decode(MappedFile(copying: Array(bytes)), file: "generated.json")
        #expect(!conversation.messages.isDecoded(at: 0))
        Self.expectSame(conversation.messages)
    }
}
