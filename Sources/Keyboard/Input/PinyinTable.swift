import Foundation

/// Pinyin → Chinese candidates, from `Resources/pinyin.json` (loaded by `KeyboardResources`)
/// (about 380 syllables with their most common characters, and common phrases).
///
/// ```swift
/// let table = try KeyboardResources.bundled().pinyin
/// table.candidates(for: "nihao").first   // "你好"   (whole phrase)
/// table.candidates(for: "wo").first      // "我"     (one syllable)
/// table.segment("nihaoma").syllables     // ["ni", "hao", "ma"]
/// table.matches(for: "nih")              // 你 (consumes "ni"), 呢, 泥 …
/// ```
///
/// Candidates come in this order, duplicates removed:
/// 1. phrases spelled by the whole input;
/// 2. the greedy syllable segmentation, one most-common character per syllable
///    (only when it has at least two syllables);
/// 3. the longest shorter phrase that the segmented input starts with;
/// 4. the characters of the first syllable.
public struct PinyinTable: Sendable {
    /// One candidate and how many input letters committing it consumes
    /// (the rest stays in the composition).
    public struct Candidate: Hashable, Sendable {
        public var text: String
        public var inputLength: Int

        public init(text: String, inputLength: Int) {
            self.text = text
            self.inputLength = inputLength
        }
    }

    /// The longest pinyin syllables ("zhuang", "shuang") have six letters.
    static let maxSyllableLength = 6

    private let syllables: [String: [String]]
    private let phrases: [String: [String]]

    /// A table from explicit data; `syllables` maps a syllable to its characters,
    /// most common first, `phrases` a whole spelling to its phrases.
    public init(syllables: [String: [String]], phrases: [String: [String]]) {
        self.syllables = syllables
        self.phrases = phrases
    }

    private struct File: Decodable {
        var syllables: [String: String]
        var phrases: [String: [String]]
    }

    /// Decodes the JSON format of `pinyin.json`; `file` names it in errors.
    /// The app's table comes from `KeyboardResources`, loaded at start-up.
    init(data: Data, file: String) throws(KeyboardLayoutError) {
        let decoded = try decodeResource(File.self, from: data, file: file)
        self.init(syllables: decoded.syllables.mapValues { $0.map(String.init) }, phrases: decoded.phrases)
    }

    /// Number of syllables known.
    public var syllableCount: Int { syllables.count }

    /// The characters of one syllable, most common first (empty when unknown).
    public func characters(for syllable: String) -> [String] {
        syllables[syllable.lowercased()] ?? []
    }

    /// Greedy longest-match segmentation: `"nihaoma"` → `["ni", "hao", "ma"]`,
    /// rest `""`; `"nihaom"` → `["ni", "hao"]`, rest `"m"` (not yet a syllable).
    ///
    /// - Complexity: O(n · 6) dictionary lookups for n letters.
    public func segment(_ input: String) -> (syllables: [String], rest: String) {
        let letters = Array(input.lowercased())
        var result: [String] = []
        var start = 0
        outer: while start < letters.count {
            let longest = min(Self.maxSyllableLength, letters.count - start)
            for length in stride(from: longest, through: 1, by: -1) {
                let candidate = String(letters[start..<start + length])
                if syllables[candidate] != nil {
                    result.append(candidate)
                    start += length
                    continue outer
                }
            }
            break
        }
        return (result, String(letters[start...]))
    }

    /// Candidate texts for `input`, best first (see the type's documentation).
    public func candidates(for input: String) -> [String] {
        matches(for: input).map(\.text)
    }

    /// Candidates with the number of input letters each consumes.
    ///
    /// - Complexity: O(n · 6) lookups plus the size of the result.
    public func matches(for input: String) -> [Candidate] {
        let spelling = input.lowercased()
        guard !spelling.isEmpty else { return [] }
        var result: [Candidate] = []
        var seen: Set<String> = []
        func add(_ text: String, _ length: Int) {
            if seen.insert(text).inserted { result.append(Candidate(text: text, inputLength: length)) }
        }
        for phrase in phrases[spelling] ?? [] { add(phrase, spelling.count) }
        let (parts, _) = segment(spelling)
        guard let first = parts.first else { return result }
        if parts.count >= 2 {
            let sentence = parts.compactMap { syllables[$0]?.first }.joined()
            add(sentence, parts.reduce(0) { $0 + $1.count })
        }
        // Syllable boundaries from the longest down: "xiexiele" finds "xiexie" → 谢谢.
        var boundary = parts.reduce(0) { $0 + $1.count }
        for part in parts.reversed() {
            if boundary < spelling.count, let phrase = phrases[String(spelling.prefix(boundary))]?.first {
                add(phrase, boundary)
                break
            }
            boundary -= part.count
        }
        for character in syllables[first] ?? [] { add(character, first.count) }
        return result
    }
}
