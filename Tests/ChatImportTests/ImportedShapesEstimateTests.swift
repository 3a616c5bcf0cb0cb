import ChatDemoCore
import ChatLayout
import Keyboard
import OutputFiles
import TestSupport
import Testing
@testable import ChatImport

/// The estimated-heights property, on what imports produce: multi-line messages, one-emoji
/// messages, placeholders, long pastes. With any estimates, every frame's case, shifts, bar
/// and on-screen message positions equal those of a scene that measured every message.
@Suite struct ImportedShapesEstimateTests {
    static let size = Size(width: 390, height: 798)

    /// A stand-in for Pango: 16 of padding plus 24 per 20 bytes and per line.
    static func height(_ text: String, _ width: Double) -> Double {
        let lines = text.utf8.lazy.filter { $0 == 0x0A }.count + 1
        return 16 + 24 * ((Double(text.utf8.count) * 390 / (20 * width)).rounded(.up) + Double(lines - 1))
    }

    /// A WhatsApp export of `count` messages of the shapes imports give, from `random`.
    static func export(_ count: Int, _ random: inout SplitMix64) -> String {
        var text = "12/31/23, 9:40 PM - Messages and calls are end-to-end encrypted.\n"
        for index in 0..<count {
            let sender = random.whole(0...1) == 0 ? "Anna Berg" : "Ben Kim"
            let body: String
            switch random.whole(0...6) {
            case 0: body = "🎉"
            case 1: body = "👨‍👩‍👧‍👦"
            case 2: body = "<Media omitted>"
            case 3: body = (0..<Int(random.whole(2...40))).map { "line \($0) of \(index)" }.joined(separator: "\n")
            case 4: body = String(repeating: "long paste \(index) ", count: Int(random.whole(20...300)))
            case 5: body = "This message was deleted"
            default: body = DistinctConversationGenerator.text(at: index)
            }
            text += "12/31/23, 9:41 PM - \(sender): \(body)\n"
        }
        return text
    }

    func scene(_ conversation: Conversation, _ strategy: Strategy, estimate: @escaping (String, Double) -> Double) throws -> ChatScene {
        try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(), strategy: strategy,
                      contentSize: Self.size, measure: Self.height, estimate: estimate)
    }

    @Test func decisionsAndScreenPositionsDoNotDependOnTheEstimatesOfImportedShapes() throws {
        let estimates: [(String, Double) -> Double] = [{ _, _ in 10 }, { _, _ in 400 }, HeightEstimate.standard.height(of:listWidth:)]
        var conversations = try ["telegram-personal.json", "WhatsApp Chat with Anna Berg.txt", "WhatsApp Chat - Anna Berg.zip"]
            .map { try open($0).conversation }
        for seed in 0..<UInt64(12) {
            var random = SplitMix64(seed: 0x1A70_0000 &+ seed)
            let text = Self.export(Int(random.whole(0...300)), &random)
            conversations.append(try ChatImport.decode(Array(text.utf8), file: "t.txt", name: "WhatsApp Chat with Anna Berg.txt",
                                                       chat: nil, me: nil).conversation)
            // The same export through the fast reader, whose texts stay in the file and whose
            // estimates come from the counts its pass recorded.
            let scanned = try #require(ChatImport.scan(MappedFile(copying: Array(text.utf8)), name: "WhatsApp Chat with Anna Berg.txt", chat: nil))
            conversations.append(try ChatImport.finish(scanned, file: "t.txt", me: nil).conversation)
        }
        for (number, conversation) in conversations.enumerated() {
            var random = SplitMix64(seed: 0x5CE0_0000 &+ UInt64(number))
            let strategy = Strategy.allCases.randomElement(using: &random)!
            let estimated = try scene(conversation, strategy, estimate: estimates[number % estimates.count])
            let exact = try scene(conversation, strategy, estimate: Self.height)
            var time = 0.0
            for step in 0..<30 {
                time += random.uniform(0...0.3)
                let delta = random.uniform(-700...700)
                switch Int(random.whole(0...5)) {
                case 0: estimated.showKeyboard(at: time); exact.showKeyboard(at: time)
                case 1: estimated.hideKeyboard(at: time); exact.hideKeyboard(at: time)
                case 2, 3: estimated.scroll(by: delta, at: time); exact.scroll(by: delta, at: time)
                case 4: estimated.send("line one\nline two \(step)", at: time); exact.send("line one\nline two \(step)", at: time)
                default: break
                }
                for frameStep in 0..<4 {
                    let frameTime = time + Double(frameStep) / 60
                    let a = estimated.frame(at: frameTime)
                    let b = exact.frame(at: frameTime)
                    let context = "conversation \(number) step \(step) frame \(frameStep)"
                    #expect(a.caseLabel == b.caseLabel, "\(context)")
                    #expect(a.listShift == b.listShift, "\(context)")
                    #expect(a.contentShift == b.contentShift, "\(context)")
                    #expect(a.barTop == b.barTop && a.keyboardTop == b.keyboardTop, "\(context)")
                    #expect(a.visibleMessages == b.visibleMessages, "\(context)")
                    for index in a.visibleMessages where b.visibleMessages.contains(index) {
                        #expect(abs(estimated.messageTop(index, in: a) - exact.messageTop(index, in: b)) < 1e-6, "\(context) message \(index)")
                    }
                }
            }
        }
    }
}
