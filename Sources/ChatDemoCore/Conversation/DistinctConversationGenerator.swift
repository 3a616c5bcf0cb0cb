import Foundation
import Synchronization

/// Conversations whose every message is different, like a real chat export: English and
/// Chinese, 1 to 60 words, for `--messages N` and the start-up benchmarks. The
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
        let words = WordTable()
        guard total >= parallelThreshold else {
            return Conversation(title: title ?? "\(total) messages", messages: words.messages(0..<total))
        }
        // Message i depends on i alone, so blocks can be made on every core and joined in order.
        let blocks = Blocks(count: parallelBlocks)
        DispatchQueue.concurrentPerform(iterations: parallelBlocks) { block in
            let start = total * block / parallelBlocks
            let part = words.messages(start..<(total * (block + 1) / parallelBlocks))
            blocks.parts.withLock { $0[block] = part }
        }
        var messages: [Message] = []
        messages.reserveCapacity(total)
        blocks.parts.withLock { parts in
            for part in parts { messages.append(contentsOf: part) }
        }
        return Conversation(title: title ?? "\(total) messages", messages: messages)
    }

    /// Conversations this long are made in `parallelBlocks` blocks at once (a million
    /// messages' texts were half of that start-up).
    static let parallelThreshold = 10_000
    static let parallelBlocks = 8

    /// The blocks' results, written under the mutex by whichever thread made each.
    private final class Blocks: Sendable {
        let parts: Mutex<[[Message]]>
        init(count: Int) { parts = Mutex(Array(repeating: [], count: count)) }
    }

    /// Messages `range` of any conversation this makes, so a file too large to hold as one
    /// `Conversation` can be written in slices (the benchmark's 1 GB file).
    public static func messages(in range: Range<Int>) -> [Message] {
        WordTable().messages(range)
    }

    /// Message `index`'s text (index ≥ 0): its index words, then filler up to its length.
    public static func text(at index: Int) -> String {
        var chosen: [Int] = []
        return WordTable().text(at: index, scratch: &chosen)
    }

    /// Every word's UTF-8 bytes in one buffer, so a message is written straight into its
    /// string's storage (joining `String`s cost half of a million-message start-up).
    private struct WordTable: Sendable {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        let englishFirst: Int
        let chineseFirst: Int

        init() {
            for word in indexWords + englishFiller + chineseFiller {
                let start = bytes.count
                bytes.append(contentsOf: word.utf8)
                ranges.append(start..<bytes.count)
            }
            englishFirst = indexWords.count
            chineseFirst = indexWords.count + englishFiller.count
        }

        /// Messages `range`, senders alternating from `.them` at even indices.
        func messages(_ range: Range<Int>) -> [Message] {
            var messages: [Message] = []
            messages.reserveCapacity(range.count)
            var chosen: [Int] = []
            chosen.reserveCapacity(maximumWords + 4)
            for index in range {
                messages.append(Message(sender: index.isMultiple(of: 2) ? .them : .me, text: text(at: index, scratch: &chosen)))
            }
            return messages
        }

        func text(at index: Int, scratch chosen: inout [Int]) -> String {
            precondition(index >= 0, "message indices are not negative")
            var random = SplitMix(seed: UInt64(index))
            let isChinese = random.next() % 2 == 0
            let (fillerFirst, fillerCount) = isChinese ? (chineseFirst, chineseFiller.count) : (englishFirst, englishFiller.count)
            let wantedWords = 1 + Int(random.next() % UInt64(maximumWords))
            chosen.removeAll(keepingCapacity: true)
            var rest = index
            repeat {
                chosen.append(rest % indexWords.count)
                rest /= indexWords.count
            } while rest > 0
            while chosen.count < wantedWords {
                chosen.append(fillerFirst + Int(random.next() % UInt64(fillerCount)))
            }
            var length = chosen.count - 1
            for word in chosen { length += ranges[word].count }
            return bytes.withUnsafeBufferPointer { source in
                String(unsafeUninitializedCapacity: length) { target in
                    var at = 0
                    for (position, word) in chosen.enumerated() {
                        if position > 0 {
                            target[at] = 0x20
                            at += 1
                        }
                        let range = ranges[word]
                        _ = UnsafeMutableBufferPointer(rebasing: target[at..<(at + range.count)])
                            .initialize(from: source[range])
                        at += range.count
                    }
                    return at
                }
            }
        }
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
