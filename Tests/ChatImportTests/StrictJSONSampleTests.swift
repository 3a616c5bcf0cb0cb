@testable import ChatDemoCore
import Testing
@testable import ChatImport
import OutputFiles
import TestSupport

/// Every shared JSON sample (`Tests/StrictJSONTests/Samples`) through the three readers built on
/// StrictJSON — a conversation file, a motion profile, a Telegram export, each by the path a
/// real file takes (mapped, the fast pass, then the full check) — and they agree: a broken
/// sample is refused by all three with the same message at the same line and column, the one
/// `expected.tsv` names, and neither fast pass takes it.
@Suite struct StrictJSONSampleTests {
    /// What a reader made of a sample: accepted, or its error's place and words.
    private enum Outcome: Equatable {
        case accepted
        case refused(InputError)
    }

    private func outcome(_ read: () throws(InputError) -> Void) -> Outcome {
        do throws(InputError) {
            try read()
            return .accepted
        } catch {
            return .refused(error)
        }
    }

    private func mapped(_ sample: StrictJSONSample) throws -> MappedFile {
        try InputFile.map(path: sample.path, limit: Conversation.maximumFileBytes, streamLimit: Conversation.maximumStreamBytes,
                          noun: "a sample", kind: "samples")
    }

    /// As `ChatImport.load` opens a Telegram export: the fast pass, then the full reader.
    private func telegram(_ sample: StrictJSONSample) throws -> (outcome: Outcome, fastPassTookIt: Bool) {
        let file = try mapped(sample)
        if let scanned = TelegramScan.read(file) {
            #expect(scanned.senders.map(\.name) == ["Anna"])
            return (.accepted, true)
        }
        return (outcome { () throws(InputError) in
            let chat = try TelegramImport.read(Array(file.bytes), file: sample.path, chat: nil)
            #expect(chat.messages.map(\.text) == ["Hi"])
        }, false)
    }

    @Test(arguments: StrictJSONSample.all)
    func theThreeReadersAgree(_ sample: StrictJSONSample) throws {
        let conversation = outcome { () throws(InputError) in
            let chat = try Conversation.load(path: sample.path)
            #expect(chat.title == "T")
            #expect(chat.messages == [them("Hi")])
        }
        let profile = outcome { () throws(InputError) in _ = try MotionProfile.load(path: sample.path) }
        let (export, fastPassTookIt) = try telegram(sample)
        let conversationFastPassTookIt = ConversationScan.scan(try mapped(sample), from: 0) != nil
        switch sample.verdict {
        case .valid:
            #expect(conversation == .accepted)
            #expect(export == .accepted)
            // A sample is no profile: past UTF-8 and JSON the profile's schema finds its first
            // key missing, at the top-level object.
            #expect(profile == .refused(InputError(file: sample.path, line: 1, column: 1, "motion is missing")))
        case .refused(let line, let column, let message):
            let expected = Outcome.refused(InputError(file: sample.path, line: line, column: column, message))
            #expect(conversation == expected)
            #expect(profile == expected)
            #expect(export == expected)
            #expect(!fastPassTookIt)
            #expect(!conversationFastPassTookIt)
        }
    }
}
