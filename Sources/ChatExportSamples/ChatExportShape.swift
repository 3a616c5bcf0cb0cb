import ChatDemoCore

/// What the two export generators share: message `i`'s sender and text come from
/// `DistinctConversationGenerator` (so every text is distinct and its length realistic),
/// and `i` alone picks how the export dresses it, so a generated export is the same at any
/// count and its first messages can be checked by hand.
enum ChatExportShape {
    /// The other side, which names the chat (and the file), and the exporting user.
    static let otherName = "Anna Berg"
    static let ownName = "Ben Kim"

    /// Messages `range` of the conversation the texts and senders come from. `seed` 0 is the benchmark's; another
    /// seed takes other distinct texts (from index `seed` × 1 000 000), senders alternating
    /// from `.them` as ever, for tests that want many different exports of the same shape.
    static func conversation(in range: Range<Int>, seed: Int = 0) -> [Message] {
        guard seed != 0 else { return DistinctConversationGenerator.messages(in: range) }
        return range.map { index in
            Message(sender: index % 2 == 0 ? .them : .me, text: DistinctConversationGenerator.text(at: seed * 1_000_000 + index))
        }
    }

    /// Every `multiLinePeriod`-th message (at `multiLineOffset`) is spread over several lines:
    /// every eighth space becomes a line break.
    static let multiLinePeriod = 10, multiLineOffset = 3

    static func multiLine(_ text: String) -> String {
        var spaces = 0
        return String(text.map { character -> Character in
            guard character == " " else { return character }
            spaces += 1
            return spaces % 8 == 0 ? "\n" : " "
        })
    }

    /// `h:mm AM` style clock parts for message `i`: one message every 37 seconds from
    /// 1 January 2023, months of 28 days (dates only need to look real).
    static func moment(_ index: Int) -> (year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int) {
        let seconds = index * 37
        let days = seconds / 86_400
        let inDay = seconds % 86_400
        return (2023 + days / 336, 1 + days / 28 % 12, 1 + days % 28, inDay / 3600, inDay / 60 % 60, inDay % 60)
    }

    static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
