/// What of a message one bubble lays out: the text handed to Pango, bounded
/// so that no message a user can paste makes measuring or drawing its
/// bubble slow, and a notice saying what was left out.
///
/// Pango's line breaking is about quadratic in the length of a run with no
/// break opportunity (50 000 `x` took 18 s to measure), and shaping a
/// grapheme cluster is linear in its marks (`a` with 100 000 combining marks
/// took 100 s). So the bubble lays out:
/// - at most `maximumCharacters` grapheme clusters (never splitting one) and
///   `maximumLines` lines ended by a hard line break;
/// - at most `maximumScalarsPerCharacter` Unicode scalars of each cluster (a
///   base and its first marks, as renderers cap stacked marks; Unicode's
///   stream-safe format allows 30 non-starters in a row);
/// - in a run of more than `maximumUnbrokenRun` clusters with no white
///   space (longer than any word), a zero-width space (U+200B, a break
///   opportunity that draws nothing) after every `breakInterval` clusters,
///   so line breaking stays linear. Ordinary words are left whole.
///
/// Nothing is lost: only what is *drawn* is bounded. The full text stays in
/// the conversation model, in what is sent (`sent:` lines) and in the
/// conversation file; the bubble ends with a line such as
/// `… (48,000 more characters not shown)`. The app has no view that shows
/// the rest of such a message: read it from the conversation file.
///
///     let limits = BubbleText.Limits(maximumCharacters: 6, maximumScalarsPerCharacter: 2,
///                                    maximumUnbrokenRun: 4, maximumLines: 3)  // break interval 4
///     BubbleText("xxxxxxxxxx", limits: limits).laidOut
///     // "xxxx\u{200B}xx\n… (4 more characters not shown)"
///
/// - Complexity: O(n) in the message's Unicode scalars; the laid-out text
///   has at most `maximumCharacters × maximumScalarsPerCharacter` scalars
///   plus one zero-width space per `breakInterval` clusters and the notice.
public struct BubbleText: Equatable, Sendable {
    public struct Limits: Equatable, Sendable {
        public var maximumCharacters: Int
        public var maximumScalarsPerCharacter: Int
        public var maximumUnbrokenRun: Int
        public var maximumLines: Int
        public var breakInterval: Int

        /// `breakInterval` defaults to `maximumUnbrokenRun`.
        public init(maximumCharacters: Int, maximumScalarsPerCharacter: Int, maximumUnbrokenRun: Int, maximumLines: Int,
                    breakInterval: Int? = nil) {
            precondition(maximumCharacters > 0 && maximumScalarsPerCharacter > 0 && maximumUnbrokenRun > 0 && maximumLines > 0
                         && (breakInterval ?? 1) > 0, "every bubble text limit must be positive")
            self.maximumCharacters = maximumCharacters
            self.maximumScalarsPerCharacter = maximumScalarsPerCharacter
            self.maximumUnbrokenRun = maximumUnbrokenRun
            self.maximumLines = maximumLines
            self.breakInterval = breakInterval ?? maximumUnbrokenRun
        }

        /// The app's bounds: 2 000 clusters is a long letter (about 100
        /// lines in a portrait bubble, a few ms to shape); 32 scalars hold
        /// any real cluster (family emoji: 7; the stream-safe limit: 31);
        /// a run of more than 24 clusters is longer than a line of the
        /// portrait bubble anyway, and pieces of 16 shape fastest (2 000
        /// `x`: 1.7 ms in pieces of 16, 35 ms unbroken, measured here).
        public static let standard = Limits(maximumCharacters: 2_000, maximumScalarsPerCharacter: 32,
                                            maximumUnbrokenRun: 24, maximumLines: 100, breakInterval: 16)
    }

    /// The break opportunity inserted into long unbroken runs.
    public static let zeroWidthSpace: Unicode.Scalar = "\u{200B}"

    /// The message's clusters as laid out (inserted zero-width spaces included), without the notice.
    public let shaped: String
    /// Grapheme clusters of the message not laid out at all.
    public let omittedCharacters: Int
    /// Scalars dropped from clusters longer than `maximumScalarsPerCharacter` (combining marks, mostly).
    public let omittedMarks: Int

    public init(_ text: String, limits: Limits = .standard) {
        var shaped = String.UnicodeScalarView()
        var characters = 0, lines = 1, omittedMarks = 0
        // The clusters since the last white space, held back until the run
        // ends: only then is it known whether it needs break opportunities.
        var run: [String.UnicodeScalarView] = []
        func flushRun() {
            let needsBreaks = run.count > limits.maximumUnbrokenRun
            for (offset, cluster) in run.enumerated() {
                if needsBreaks && offset > 0 && offset % limits.breakInterval == 0 { shaped.append(Self.zeroWidthSpace) }
                shaped.append(contentsOf: cluster)
            }
            run.removeAll(keepingCapacity: true)
        }
        // `for in` finds each cluster's end once (subscript and index(after:)
        // would find it twice: 100 000 marks are one cluster). The bytes
        // consumed locate the tail to count.
        var consumedBytes = 0
        for character in text {
            if characters == limits.maximumCharacters { break }
            if character.isNewline {
                lines += 1
                // The break would start a line that is not shown: it is the first omitted character.
                if lines > limits.maximumLines { break }
            }
            characters += 1
            consumedBytes += character.utf8.count
            var cluster = String.UnicodeScalarView(), scalars = 0
            for scalar in character.unicodeScalars {
                if scalars < limits.maximumScalarsPerCharacter { cluster.append(scalar) } else { omittedMarks += 1 }
                scalars += 1
            }
            if Self.isBreakOpportunity(character) {
                flushRun()
                shaped.append(contentsOf: cluster)
            } else {
                run.append(cluster)
            }
        }
        flushRun()
        let tail = text.utf8.index(text.utf8.startIndex, offsetBy: consumedBytes)
        let omittedCharacters = Self.characterCount(text[tail...])
        self.shaped = String(shaped)
        self.omittedCharacters = omittedCharacters
        self.omittedMarks = omittedMarks
    }

    /// True when every scalar of the message is laid out (zero-width spaces aside).
    public var isComplete: Bool { omittedCharacters == 0 && omittedMarks == 0 }

    /// The last line of a bounded bubble, nil when nothing was left out.
    ///
    ///     "… (48,000 more characters not shown)"
    ///     "… (99,969 combining marks not shown)"
    ///     "… (1 more character and 5 combining marks not shown)"
    public var notice: String? {
        var parts: [String] = []
        if omittedCharacters > 0 {
            parts.append("\(Self.grouped(omittedCharacters)) more character\(omittedCharacters == 1 ? "" : "s")")
        }
        if omittedMarks > 0 {
            parts.append("\(Self.grouped(omittedMarks)) combining mark\(omittedMarks == 1 ? "" : "s")")
        }
        guard !parts.isEmpty else { return nil }
        return "… (\(parts.joined(separator: " and ")) not shown)"
    }

    /// What the bubble hands to Pango: the shaped text, then the notice on a line of its own.
    public var laidOut: String {
        guard let notice else { return shaped }
        return shaped + "\n" + notice
    }

    /// Grapheme clusters in `text`, fast for ASCII: there every scalar is a
    /// cluster but for CR LF, which is one. A 50 000-letter message's tail
    /// is counted from its bytes instead of cluster by cluster.
    static func characterCount(_ text: Substring) -> Int {
        let bytes = text.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return text.count }
        var count = 0, previous: UInt8 = 0
        for byte in bytes {
            if !(previous == UInt8(ascii: "\r") && byte == UInt8(ascii: "\n")) { count += 1 }
            previous = byte
        }
        return count
    }

    /// White space (line breaks included) and an existing zero-width space
    /// end a run: Pango may break a line there.
    static func isBreakOpportunity(_ character: Character) -> Bool {
        character.isWhitespace || character.unicodeScalars.first == zeroWidthSpace
    }

    /// `48000` → `"48,000"`, without a locale so the text is the same everywhere.
    public static func grouped(_ count: Int) -> String {
        let digits = Array(String(count))
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
