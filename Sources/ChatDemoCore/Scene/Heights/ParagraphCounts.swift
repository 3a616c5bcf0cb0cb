/// What `HeightEstimate` reads from one paragraph (a text's stretch between line breaks):
/// how many of its characters are narrow (one UTF-8 byte), medium (two) and wide (three or
/// four). A file's validating pass counts these while it checks a message, so the message's
/// height can be estimated without ever building its string.
///
///     ParagraphCounts.of("Hi\nпривет 👋")
///     // [ParagraphCounts(narrow: 2, medium: 0, wide: 0), ParagraphCounts(narrow: 1, medium: 6, wide: 1)]
///
/// - Complexity: `of` is O(UTF-8 length of the text).
public struct ParagraphCounts: Equatable, Sendable {
    public var narrow: UInt32
    public var medium: UInt32
    public var wide: UInt32

    public init(narrow: UInt32 = 0, medium: UInt32 = 0, wide: UInt32 = 0) {
        self.narrow = narrow
        self.medium = medium
        self.wide = wide
    }

    /// Counts one character from its UTF-8 lead byte (a continuation byte counts nothing),
    /// the classes `HeightEstimate` uses.
    @inline(__always)
    public mutating func add(leadByte byte: UInt8) {
        if byte < 0x80 { narrow += 1 } else if byte >= 0xE0 { wide += 1 } else if byte >= 0xC0 { medium += 1 }
    }

    /// The counts of each of `text`'s paragraphs, in order (one for an empty text).
    public static func of(_ text: String) -> [ParagraphCounts] {
        var result: [ParagraphCounts] = []
        var current = ParagraphCounts()
        for byte in text.utf8 {
            if byte == 0x0A {
                result.append(current)
                current = ParagraphCounts()
            } else {
                current.add(leadByte: byte)
            }
        }
        result.append(current)
        return result
    }
}
