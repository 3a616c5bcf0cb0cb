/// Conversations whose every message is different, like a real chat export: English and
/// Chinese, 1 to 60 words, for `--messages N` and the start-up benchmarks (issue 14.1). The
/// phrase generator (`ConversationGenerator`) repeats twelve texts, so a height cache keyed
/// by text hides what a real conversation costs; this one does not.
///
/// Message `i` depends on `i` alone (a SplitMix64 hash of the index picks its language, its
/// length and its filler words), so it is the same in a conversation of any count.
///
/// Why the texts are distinct: a message opens with its index written in base
/// `indexWords.count`, one word per digit (least significant first), and goes on with
/// filler words from a separate list. Reading the leading index words back gives the index,
/// so two messages with different indices cannot have the same text. Words are separated by
/// single spaces (Chinese included) so the reading is unambiguous.
///
/// Worked example: message 0 is the single index word `indexWords[0]` followed by the
/// filler its hash asks for; message 129 starts with `indexWords[1] + " " + indexWords[1]`
/// (129 = 1 + 1 × 128).
///
/// - Complexity: O(count × words per message).
public enum DistinctConversationGenerator {
    static let englishIndexWords = [
        "apple", "river", "window", "garden", "yellow", "quiet", "rocket", "silver",
        "paper", "candle", "forest", "market", "winter", "orange", "pocket", "island",
        "bridge", "coffee", "dinner", "ticket", "planet", "little", "simple", "button",
        "camera", "doctor", "engine", "finger", "guitar", "hammer", "jacket", "kitten",
        "ladder", "meadow", "needle", "office", "pepper", "rabbit", "saddle", "tomato",
        "velvet", "wallet", "anchor", "basket", "cactus", "desert", "feather", "goblet",
        "harbor", "igloo", "jungle", "kettle", "lemon", "mirror", "nectar", "oyster",
        "parrot", "quartz", "ribbon", "spider", "tunnel", "umbrella", "violin", "walnut",
    ]
    static let chineseIndexWords = [
        "苹果", "河流", "窗户", "花园", "黄色", "安静", "火箭", "银色",
        "纸张", "蜡烛", "森林", "市场", "冬天", "橙子", "口袋", "岛屿",
        "桥梁", "咖啡", "晚饭", "车票", "星球", "小小", "简单", "按钮",
        "相机", "医生", "引擎", "手指", "吉他", "锤子", "夹克", "小猫",
        "梯子", "草地", "针线", "办公", "胡椒", "兔子", "马鞍", "番茄",
        "丝绒", "钱包", "船锚", "篮子", "仙人掌", "沙漠", "羽毛", "酒杯",
        "港口", "冰屋", "丛林", "水壶", "柠檬", "镜子", "花蜜", "牡蛎",
        "鹦鹉", "石英", "丝带", "蜘蛛", "隧道", "雨伞", "小提琴", "核桃",
    ]
    /// One word per digit of the index (128 words: three cover two million messages).
    static let indexWords = englishIndexWords + chineseIndexWords

    static let englishFiller = [
        "the", "keyboard", "slides", "in", "and", "bar", "follows", "it", "on", "same",
        "curve", "with", "no", "gap", "we", "should", "meet", "later", "today", "tomorrow",
        "is", "a", "good", "idea", "I", "think", "you", "are", "right", "about", "that",
        "message", "list", "moves", "up", "when", "send", "new", "build", "works",
    ]
    static let chineseFiller = [
        "键盘", "弹出", "的时候", "输入框", "跟着", "一起", "动", "不能", "有缝", "我们",
        "明天", "再聊", "今天", "很忙", "好的", "晚安", "消息", "列表", "向上", "移动",
        "这个", "动画", "曲线", "弹簧", "时长", "秒", "发送", "新的", "版本", "可以",
    ]

    /// The longest message, in words.
    public static let maximumWords = 60

    /// A conversation of `count` distinct messages (none when `count` ≤ 0), senders alternating
    /// from `.them` as in `ConversationGenerator`.
    public static func make(count: Int, title: String? = nil) -> Conversation {
        let total = max(0, count)
        var messages: [Message] = []
        messages.reserveCapacity(total)
        var scratch: [UInt8] = []
        let words = WordBytes()
        for index in 0..<total {
            messages.append(Message(sender: index.isMultiple(of: 2) ? .them : .me,
                                    text: text(at: index, words: words, scratch: &scratch)))
        }
        return Conversation(title: title ?? "\(total) messages", messages: messages)
    }

    /// Message `index`'s text (index ≥ 0): its index words, then filler up to its length.
    public static func text(at index: Int) -> String {
        var scratch: [UInt8] = []
        return text(at: index, words: WordBytes(), scratch: &scratch)
    }

    /// Words as UTF-8 bytes, so a message is assembled in one buffer (joining `String`s cost
    /// half of a million-message start-up).
    /// Fetched once per conversation, not once per word.
    private struct WordBytes {
        let index = indexWords.map { Array($0.utf8) }
        let english = englishFiller.map { Array($0.utf8) }
        let chinese = chineseFiller.map { Array($0.utf8) }
    }

    private static func text(at index: Int, words table: WordBytes, scratch bytes: inout [UInt8]) -> String {
        precondition(index >= 0, "message indices are not negative")
        let indexWordBytes = table.index
        var random = SplitMix(seed: UInt64(index))
        let filler = random.next() % 2 == 0 ? table.chinese : table.english
        let wantedWords = 1 + Int(random.next() % UInt64(maximumWords))
        bytes.removeAll(keepingCapacity: true)
        var words = 0
        var rest = index
        repeat {
            if words > 0 { bytes.append(0x20) }
            bytes.append(contentsOf: indexWordBytes[rest % indexWordBytes.count])
            rest /= indexWordBytes.count
            words += 1
        } while rest > 0
        while words < wantedWords {
            bytes.append(0x20)
            bytes.append(contentsOf: filler[Int(random.next() % UInt64(filler.count))])
            words += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// SplitMix64 (Steele, Lea, Flood 2014): a seeded stream that is the same on every
    /// platform, unlike the standard library's per-process hashing.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
