/// Deterministic conversations of any length, for `--messages N` and for
/// benchmarks: the same N always gives the same messages, mixing English,
/// Chinese and emoji and short and long lines the way a real chat does.
///
///     ConversationGenerator.make(count: 3).messages.map(\.sender)  // [.them, .me, .them]
///
/// - Complexity: O(count).
public enum ConversationGenerator {
    static let phrases = [
        "Are you around later?",
        "你好！今天忙吗？",
        "On my way 🚲",
        "键盘弹出的时候，输入框要跟着一起动，不能有缝。",
        "Did you see the new build? The input bar finally sticks to the keyboard, even when you switch to Pinyin.",
        "好的 👍",
        "Let's grab dinner at seven.",
        "这个动画的曲线是一个临界阻尼弹簧，时长 0.5 秒。",
        "😂😂😂",
        "Sounds good, see you there!",
        "我们明天再聊吧，晚安 🌙",
        "Can you send me the screenshots from the review?",
    ]

    public static func make(count: Int, title: String? = nil) -> Conversation {
        var messages: [Message] = []
        messages.reserveCapacity(max(0, count))
        // A fixed linear congruential step picks phrases: cheap, and stable
        // across platforms, unlike the standard library's seeded hashing.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for index in 0..<max(0, count) {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let phrase = phrases[Int((state >> 33) % UInt64(phrases.count))]
            messages.append(Message(sender: index.isMultiple(of: 2) ? .them : .me, text: phrase))
        }
        return Conversation(title: title ?? "\(count) messages", messages: messages)
    }
}
