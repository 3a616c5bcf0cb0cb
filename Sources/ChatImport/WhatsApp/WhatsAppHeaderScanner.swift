extension WhatsAppHeader {
    /// Where a header's hour, minute and second start in its line (in the units of the
    /// scanner's origins: bytes from a line's bytes), and how many digits the hour has; the
    /// minute and the second have two.
    struct TimeDigits {
        var hour: Int
        var hourDigits: Int
        var minute: Int
        var second: Int?
    }

    /// The header's characters without marks, spaces unified and digits made ASCII, with
    /// where each came from in the line. Headers are short: only the line's first 64
    /// characters are read, and from a line's bytes only as many as the grammar asks for
    /// (a header is about 20 of them; the fast reader asks this of millions of lines).
    /// Nothing here allocates, and the words of 12-hour times are compared in place rather
    /// than kept in static arrays, whose every read is a call to `swift_once`.
    ///
    /// A header is read no further than the first character of the line's rest, which is
    /// only checked not to be a space, and the time's digits only for their values:
    /// `WhatsAppScan` reuses a header for a line that differs from its line only past that
    /// character or in those digits.
    struct Scanner {
        private var clean = InlineArray<64, UInt32>(repeating: 0)
        /// Where each character of `clean` starts; the entry after the last read one is where
        /// reading stopped.
        private var origin = InlineArray<65, UInt16>(repeating: 0)
        /// How many characters of `clean` are read so far.
        private var count = 0
        var index = 0
        private let bytes: UnsafeRawBufferPointer
        private let lineStart: Int
        private let lineEnd: Int
        /// The byte offset of the next character not yet read, and how many were read.
        private var next: Int
        private var read = 0
        private var exhausted = false
        /// Where the time's digits start, once `time()` has read them.
        private(set) var timeDigits = TimeDigits(hour: 0, hourDigits: 0, minute: 0, second: nil)

        /// All of `line`'s first 64 characters, with `origin` in characters.
        init<Scalars: Collection<Unicode.Scalar>>(_ line: Scalars) {
            bytes = UnsafeRawBufferPointer(start: nil, count: 0)
            lineStart = 0
            lineEnd = 0
            next = 0
            var offset = -1
            for scalar in line.prefix(64) {
                offset += 1
                guard let value = Self.cleaned(scalar.value) else { continue }
                clean[count] = value
                origin[count] = UInt16(offset)
                count += 1
            }
            origin[count] = UInt16(offset + 1)
            exhausted = true
        }

        /// The same from the line's UTF-8 bytes (checked), read as they are asked for, with
        /// `origin` in bytes from the line's start instead of characters.
        init(_ bytes: UnsafeRawBufferPointer, line: Range<Int>) {
            self.bytes = bytes
            lineStart = line.lowerBound
            lineEnd = line.upperBound
            next = line.lowerBound
        }

        /// Reads on until character `position` is read; false when the line's start ends first.
        @inline(__always)
        private mutating func fill(through position: Int) -> Bool {
            while count <= position {
                // Most of a header is ASCII other than a tab, which reads as itself.
                if next < lineEnd, read < 64, case let byte = bytes[next], byte < 0x80, byte != 0x09 {
                    clean[count] = UInt32(byte)
                    origin[count] = UInt16(next - lineStart)
                    count += 1
                    next += 1
                    read += 1
                    continue
                }
                guard !exhausted else { return false }
                readCharacter()
            }
            return true
        }

        private mutating func readCharacter() {
            guard next < lineEnd && read < 64 else {
                stop()
                return
            }
            let lead = UInt32(bytes[next])
            var value: UInt32
            var width: Int
            if lead < 0x80 { value = lead; width = 1 } else if lead < 0xE0 { value = lead & 0x1F; width = 2 } else if lead < 0xF0 { value = lead & 0x0F; width = 3 } else { value = lead & 0x07; width = 4 }
            // Only bytes that are not UTF-8 (the seam search reads before the check) end here.
            guard next + width <= lineEnd else {
                stop()
                return
            }
            for offset in 1..<width { value = value << 6 | UInt32(bytes[next + offset] & 0x3F) }
            let offset = next - lineStart
            next += width
            read += 1
            guard let value = Self.cleaned(value) else { return }
            clean[count] = value
            origin[count] = UInt16(offset)
            count += 1
        }

        private mutating func stop() {
            exhausted = true
            origin[count] = UInt16(next - lineStart)
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

        @inline(__always)
        var peek: UInt32? {
            mutating get { fill(through: index) ? clean[index] : nil }
        }

        /// Where the character at `index` starts, or where reading stopped when none is left.
        mutating func originOfNext() -> Int {
            _ = fill(through: index)
            return Int(origin[index])
        }

        @inline(__always)
        mutating func take(_ value: UInt32) -> Bool {
            guard peek == value else { return false }
            index += 1
            return true
        }

        /// Takes the ASCII `word` (lower-case) when the header goes on with it, in any case.
        @inline(__always)
        mutating func take(folded word: StaticString) -> Bool {
            let length = word.utf8CodeUnitCount
            guard fill(through: index + length - 1) else { return false }
            for offset in 0..<length {
                var found = clean[index + offset]
                if (0x41...0x5A).contains(found) { found += 0x20 }
                guard found == UInt32(word.utf8Start[offset]) else { return false }
            }
            index += length
            return true
        }

        /// Takes a word before a 12-hour time: 上午, 下午, 凌晨, 中午, 晚上 or 早上.
        mutating func takePeriod() -> Bool {
            guard let first = peek, first >= 0x4E00, fill(through: index + 1) else { return false }
            switch (first, clean[index + 1]) {
            case (0x4E0A, 0x5348), (0x4E0B, 0x5348), (0x51CC, 0x6668), (0x4E2D, 0x5348), (0x665A, 0x4E0A), (0x65E9, 0x4E0A):
                index += 2
                return true
            default:
                return false
            }
        }

        /// Takes a word after a 12-hour time: a. m., p. m., a.m., p.m., am, pm, ص or م.
        mutating func takeSuffix() -> Bool {
            guard let first = peek else { return false }
            if first == 0x635 || first == 0x645 {
                index += 1
                return true
            }
            // Of the words tried in this order, only those with the same first letter can match.
            switch first | 0x20 {
            case 0x61: return take(folded: "a. m.") || take(folded: "a.m.") || take(folded: "am")
            case 0x70: return take(folded: "p. m.") || take(folded: "p.m.") || take(folded: "pm")
            default: return false
            }
        }

        @discardableResult
        @inline(__always)
        mutating func skipSpaces() -> Bool {
            let start = index
            while peek == 0x20 { index += 1 }
            return index > start
        }

        /// One to `maximum` ASCII digits: their value and how many there were.
        @inline(__always)
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
            return WhatsAppHeader(shape: shape, restStart: originOfNext())
        }

        /// A plausible date; returns its separator.
        mutating func date() -> UInt32? {
            guard let first = number(maximum: 4) else { return nil }
            if take(0x5E74) {  // 年
                guard let month = number(maximum: 2), take(0x6708), let day = number(maximum: 2), take(0x65E5) else { return nil }
                return (1...12).contains(month.value) && (1...31).contains(day.value) ? 0x5E74 : nil
            }
            guard let separator = peek, separator == 0x2F || separator == 0x2E || separator == 0x2D else { return nil }
            index += 1
            skipSpaces()
            guard let second = number(maximum: 2), take(separator) else { return nil }
            skipSpaces()
            guard let third = number(maximum: 4) else { return nil }
            if separator == 0x2E { _ = take(0x2E) }  // "31.12.23." in some locales
            let yearFirst = first.digits == 4
            let (day, month) = yearFirst ? (second.value, third.value) : (first.value, second.value)
            let fourDigitParts = (first.digits == 4 ? 1 : 0) + (third.digits == 4 ? 1 : 0)
            guard yearFirst ? third.digits <= 2 : (third.digits == 2 || third.digits == 4), fourDigitParts <= 1,
                  (1...31).contains(day), (1...31).contains(month), day <= 12 || month <= 12
            else { return nil }
            return separator
        }

        /// `9:41 PM`, `21:41:05`, `下午9:41`, `٩:٤١ م`: whether it has seconds and a 12-hour mark.
        mutating func time() -> (hasSeconds: Bool, twelveHour: Bool)? {
            var twelveHour = false
            if takePeriod() {
                twelveHour = true
                skipSpaces()
            }
            let hourStart = index
            guard let hour = number(maximum: 2), take(0x3A) else { return nil }
            let minuteStart = index
            guard let minute = number(maximum: 2), minute.digits == 2 else { return nil }
            var second: (value: Int, digits: Int)? = nil
            timeDigits = TimeDigits(hour: Int(origin[hourStart]), hourDigits: hour.digits, minute: Int(origin[minuteStart]), second: nil)
            if take(0x3A) {
                let secondStart = index
                guard let seconds = number(maximum: 2), seconds.digits == 2 else { return nil }
                timeDigits.second = Int(origin[secondStart])
                second = seconds
            }
            guard hour.value < 24, minute.value < 60, (second?.value ?? 0) < 60 else { return nil }
            let beforeSuffix = index
            skipSpaces()
            if !twelveHour {
                twelveHour = takeSuffix()
                if !twelveHour { index = beforeSuffix }
            }
            if twelveHour && !(1...12).contains(hour.value) && hour.value != 0 { return nil }
            return (second != nil, twelveHour)
        }
    }
}
