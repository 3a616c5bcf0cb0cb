/// Where a reader on a second core may start in the middle of a large JSON array of objects:
/// a `{` that follows a `}` and a comma, white space allowed between them, as between two
/// elements. It is only a guess from the bytes around it — a string could hold the same — so
/// the reader that uses it must confirm it (the first half meeting an element at exactly that
/// byte, as `ConversationScan` and the Telegram reader do).
///
///     JSONArraySeam.find(in: bytes, from: 100, length: 4 << 20)
///     // bytes: `…"x"}, {"sender": …` → the offset of that `{`
///
/// - Complexity: O(length) bytes looked at.
public enum JSONArraySeam {
    /// The first such `{` in `from ..< from + length` for which `accepts` says yes (the
    /// offset of the brace); nil when none is.
    public static func find(in bytes: UnsafeRawBufferPointer, from start: Int, length: Int,
                            accepts: (Int) -> Bool = { _ in true }) -> Int? {
        let end = min(bytes.count, start + length)
        var index = max(start, 0)
        while index < end {
            if bytes[index] == UInt8(ascii: "{"), accepts(index),
               let comma = previousNonSpace(in: bytes, before: index), bytes[comma] == UInt8(ascii: ","),
               let brace = previousNonSpace(in: bytes, before: comma), bytes[brace] == UInt8(ascii: "}") {
                return index
            }
            index += 1
        }
        return nil
    }

    private static func previousNonSpace(in bytes: UnsafeRawBufferPointer, before index: Int) -> Int? {
        var previous = index - 1
        while previous >= 0 {
            let byte = bytes[previous]
            guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { return previous }
            previous -= 1
        }
        return nil
    }
}
