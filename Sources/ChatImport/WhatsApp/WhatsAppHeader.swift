/// The date and time that open each message of a WhatsApp chat export:
///
///     12/31/23, 9:41 PM - Anna: text          Android, English (US)
///     31.12.23, 21:41 - Anna: text            Android, German
///     2023/12/31 下午9:41 - Anna: text         Android, Chinese
///     ٣١‏/١٢‏/٢٠٢٣ ٩:٤١ م - Anna: text        Android, Arabic
///     [31/12/2023, 21:41:05] Anna: text       iOS
///
/// Dates are day-first, month-first or year-first with `/`, `.` or `-` (or
/// `年月日`); times 24-hour or 12-hour (`AM`/`PM`, `a. m.`, `ص`/`م`, `上午`/`下午`),
/// with or without seconds; digits ASCII or Arabic-Indic; direction marks
/// (U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) and no-break spaces may sit
/// anywhere in it. The date itself is not needed (bubbles show no dates), so it
/// is only checked to be a plausible one.
///
/// `Shape` is what every header of one file shares. A line inside a message
/// that looks like a header of another shape (an iOS header pasted into an
/// Android chat) is text, not a new message.
struct WhatsAppHeader: Equatable {
    struct Shape: Hashable {
        var bracketed: Bool
        var dateSeparator: UInt32
        var hasSeconds: Bool
        var twelveHour: Bool
    }

    let shape: Shape
    /// Where "Name: text" (or a system line's text) starts, in the line's Unicode scalars.
    let restStart: Int

    /// The header opening `line`, nil when it has none.
    static func parse(_ line: [Unicode.Scalar]) -> WhatsAppHeader? {
        var scanner = Scanner(line[...])
        return scanner.header()
    }

    /// The header opening `line` and the rest of the line after it, nil when it has none.
    /// Only the line's first scalars are read (a header is short).
    static func parse(_ line: Substring) -> (header: WhatsAppHeader, rest: Substring)? {
        let scalars = line.unicodeScalars
        var scanner = Scanner(scalars.prefix(64))
        guard let header = scanner.header() else { return nil }
        let restStart = scalars.index(scalars.startIndex, offsetBy: header.restStart)
        return (header, Substring(scalars[restStart...]))
    }

    /// The header opening the line `bytes[line]` (checked UTF-8) and the byte offset where the
    /// rest of the line starts, nil when it has none: exactly what `parse(_: Substring)` gives
    /// for the line as a string, without building it. A line whose first character after
    /// spaces and "[" is ASCII but not a digit (most lines inside a message) is answered from
    /// that byte alone.
    ///
    /// - Complexity: O(1): at most the line's first 64 characters are read.
    static func parse(_ bytes: UnsafeRawBufferPointer, line: Range<Int>) -> (header: WhatsAppHeader, restOffset: Int)? {
        parseWithTime(bytes, line: line).map { ($0.header, $0.restOffset) }
    }

    /// The same, with where the time's digits start in the line.
    static func parseWithTime(_ bytes: UnsafeRawBufferPointer, line: Range<Int>) -> (header: WhatsAppHeader, restOffset: Int, time: TimeDigits)? {
        var index = line.lowerBound
        while index < line.upperBound {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x5B { index += 1; continue }
            if byte >= 0x80 || (0x30...0x39).contains(byte) { break }
            return nil
        }
        guard index < line.upperBound else { return nil }
        var scanner = Scanner(bytes, line: line)
        guard let header = scanner.header() else { return nil }
        return (header, line.lowerBound + header.restStart, scanner.timeDigits)
    }

    /// Direction marks and the byte order mark, which WhatsApp puts around fields.
    static func isMark(_ value: UInt32) -> Bool {
        value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }
}
