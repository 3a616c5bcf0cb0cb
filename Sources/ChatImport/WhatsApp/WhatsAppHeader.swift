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
        return (header, line.lowerBound + header.restStart)
    }

    /// Direction marks and the byte order mark, which WhatsApp puts around fields.
    static func isMark(_ value: UInt32) -> Bool {
        value == 0x200E || value == 0x200F || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value) || value == 0xFEFF
    }

    /// The header's characters without marks, spaces unified and digits made ASCII, with
    /// where each came from in the line. Headers are short: only the line's start is read.
    private struct Scanner {
        var clean: [UInt32] = []
        var origin: [Int] = []
        var index = 0
        let count: Int

        init<Scalars: Collection<Unicode.Scalar>>(_ line: Scalars) {
            clean.reserveCapacity(64)
            origin.reserveCapacity(65)
            var offset = -1
            for scalar in line.prefix(64) {
                offset += 1
                guard let value = Self.cleaned(scalar.value) else { continue }
                clean.append(value)
                origin.append(offset)
            }
            origin.append(offset + 1)
            count = clean.count
        }

        /// The same from the line's UTF-8 bytes (checked), with `origin` in bytes from the
        /// line's start instead of characters.
        init(_ bytes: UnsafeRawBufferPointer, line: Range<Int>) {
            clean.reserveCapacity(64)
            origin.reserveCapacity(65)
            var index = line.lowerBound
            var decoded = 0
            while index < line.upperBound && decoded < 64 {
                let lead = UInt32(bytes[index])
                var value: UInt32
                var width: Int
                if lead < 0x80 { value = lead; width = 1 } else if lead < 0xE0 { value = lead & 0x1F; width = 2 } else if lead < 0xF0 { value = lead & 0x0F; width = 3 } else { value = lead & 0x07; width = 4 }
                for offset in 1..<width { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
                let offset = index - line.lowerBound
                index += width
                decoded += 1
                guard let value = Self.cleaned(value) else { continue }
                clean.append(value)
                origin.append(offset)
            }
            origin.append(index - line.lowerBound)
            count = clean.count
        }

        /// A character as the header reads it: nil for a mark, every kind of space a space,
        /// Arabic-Indic digits ASCII.
        @inline(__always)
        static func cleaned(_ scalar: UInt32) -> UInt32? {
            var value = scalar
            if WhatsAppHeader.isMark(value) { return nil }
            if value == 0xA0 || value == 0x202F || value == 0x2009 || value == 0x09 { value = 0x20 }
            if (0x660...0x669).contains(value) { value -= 0x660 - 0x30 }
            if (0x6F0...0x6F9).contains(value) { value -= 0x6F0 - 0x30 }
            return value
        }

        var peek: UInt32? { index < count ? clean[index] : nil }

        mutating func take(_ value: UInt32) -> Bool {
            guard peek == value else { return false }
            index += 1
            return true
        }

        /// The words before (`上午`) and after (`PM`) a 12-hour time, lower-cased, as scalar values
        /// made once (they are tried on every header).
        static let periods = ["上午", "下午", "凌晨", "中午", "晚上", "早上"].map { $0.unicodeScalars.map(\.value) }
        static let suffixes = ["a. m.", "p. m.", "a.m.", "p.m.", "am", "pm", "\u{635}", "\u{645}"].map { $0.unicodeScalars.map(\.value) }

        /// Takes `values` (lower-case) when the header goes on with them, in any case.
        mutating func take(_ values: [UInt32]) -> Bool {
            guard index + values.count <= count else { return false }
            for (offset, value) in values.enumerated() {
                var found = clean[index + offset]
                if (0x41...0x5A).contains(found) { found += 0x20 }
                guard found == value else { return false }
            }
            index += values.count
            return true
        }

        @discardableResult
        mutating func skipSpaces() -> Bool {
            let start = index
            while peek == 0x20 { index += 1 }
            return index > start
        }

        /// One to `maximum` ASCII digits: their value and how many there were.
        mutating func number(maximum: Int) -> (value: Int, digits: Int)? {
            var value = 0
            var digits = 0
            while let next = peek, (0x30...0x39).contains(next), digits < maximum {
                value = value * 10 + Int(next - 0x30)
                digits += 1
                index += 1
            }
            if let next = peek, (0x30...0x39).contains(next) { return nil }
            return digits == 0 ? nil : (value, digits)
        }

        mutating func header() -> WhatsAppHeader? {
            skipSpaces()
            let bracketed = take(0x5B)  // [
            skipSpaces()
            guard let separator = date() else { return nil }
            let comma = take(0x2C) || take(0x060C)  // , or ،
            guard skipSpaces() || comma else { return nil }
            guard let (hasSeconds, twelveHour) = time() else { return nil }
            skipSpaces()
            if bracketed {
                guard take(0x5D) else { return nil }  // ]
                guard skipSpaces() else { return nil }
            } else {
                guard take(0x2D) || take(0x2013) else { return nil }  // - or –
                guard skipSpaces() else { return nil }
            }
            let shape = Shape(bracketed: bracketed, dateSeparator: separator, hasSeconds: hasSeconds, twelveHour: twelveHour)
            return WhatsAppHeader(shape: shape, restStart: origin[index])
        }

        /// A plausible date; returns its separator.
        mutating func date() -> UInt32? {
            guard let first = number(maximum: 4) else { return nil }
            if take(0x5E74) {  // 年
                guard let month = number(maximum: 2), take(0x6708), let day = number(maximum: 2), take(0x65E5) else { return nil }
                return (1...12).contains(month.value) && (1...31).contains(day.value) ? 0x5E74 : nil
            }
            guard let separator = peek, [0x2F, 0x2E, 0x2D].contains(separator) else { return nil }
            index += 1
            skipSpaces()
            guard let second = number(maximum: 2), take(separator) else { return nil }
            skipSpaces()
            guard let third = number(maximum: 4) else { return nil }
            if separator == 0x2E { _ = take(0x2E) }  // "31.12.23." in some locales
            let parts = [first, second, third]
            let yearFirst = first.digits == 4
            let dayAndMonth = yearFirst ? [second.value, third.value] : [first.value, second.value]
            guard yearFirst ? third.digits <= 2 : (third.digits == 2 || third.digits == 4),
                  parts.filter({ $0.digits == 4 }).count <= 1,
                  dayAndMonth.allSatisfy({ (1...31).contains($0) }), dayAndMonth.contains(where: { $0 <= 12 })
            else { return nil }
            return separator
        }

        /// `9:41 PM`, `21:41:05`, `下午9:41`, `٩:٤١ م`: whether it has seconds and a 12-hour mark.
        mutating func time() -> (hasSeconds: Bool, twelveHour: Bool)? {
            var twelveHour = false
            for period in Self.periods where take(period) {
                twelveHour = true
                skipSpaces()
                break
            }
            guard let hour = number(maximum: 2), take(0x3A), let minute = number(maximum: 2), minute.digits == 2 else { return nil }
            var second: (value: Int, digits: Int)? = nil
            if take(0x3A) {
                guard let seconds = number(maximum: 2), seconds.digits == 2 else { return nil }
                second = seconds
            }
            guard hour.value < 24, minute.value < 60, (second?.value ?? 0) < 60 else { return nil }
            let beforeSuffix = index
            skipSpaces()
            if !twelveHour {
                for suffix in Self.suffixes where take(suffix) {
                    twelveHour = true
                    break
                }
                if !twelveHour { index = beforeSuffix }
            }
            if twelveHour && !(1...12).contains(hour.value) && hour.value != 0 { return nil }
            return (second != nil, twelveHour)
        }
    }
}
