import Foundation
import Testing
import TestSupport
@testable import ChatImport

/// A number the reader cannot use (a duration of 1.5 seconds, an id of 1e20) is valid JSON: the
/// error says which value, where it is and what is wrong with it, not that the file is not JSON.
@Suite struct TelegramNumberTests {
    static func chat(duration: String) -> String {
        #"{"name": "A", "type": "personal_chat", "messages": [{"id": 1, "type": "message", "from": "A", "text": "", "media_type": "voice_message", "duration_seconds": \#(duration)}]}"#
    }

    @Test func aFractionOfASecondIsNotAWholeNumber() {
        #expect(problem(text: Self.chat(duration: "1.5"), file: "t.json")
            == "t.json:1:158: Telegram export: messages[0].duration_seconds is 1.5, not a whole number of seconds")
        #expect(problem(text: Self.chat(duration: "15e-1"), file: "t.json")
            == "t.json:1:158: Telegram export: messages[0].duration_seconds is 15e-1, not a whole number of seconds")
    }

    @Test func aWholeNumberTooLargeIsOutOfRange() {
        #expect(problem(text: Self.chat(duration: "1e20"), file: "t.json")
            == "t.json:1:158: Telegram export: messages[0].duration_seconds is 1e20, out of range (a whole number here lies within ±9223372036854775807)")
    }

    /// The same through the fast reader, which hands a number it cannot read to the full one;
    /// twenty digits once overflowed it.
    @Test func aFileWithSuchANumberIsRefusedTheSameWay() throws {
        let directory = try makeTemporaryDirectory(prefix: "TelegramNumberTests")
        defer { removeItem(directory) }
        for (duration, wrong) in [("99999999999999999999", "out of range"), ("2.5", "not a whole number of seconds")] {
            let path = directory + "/result.json"
            try Data(Self.chat(duration: duration).utf8).write(to: URL(fileURLWithPath: path))
            #expect(throws: (any Error).self) { try ChatImport.load(path: path, chat: nil, me: nil) }
            do {
                _ = try ChatImport.load(path: path, chat: nil, me: nil)
            } catch {
                #expect(error.description.hasPrefix("\(path):1:158: Telegram export: messages[0].duration_seconds is \(duration), \(wrong)"),
                        "\(error.description)")
            }
        }
    }
}
