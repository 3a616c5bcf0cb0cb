import Foundation
import StrictJSON

extension WhatsAppScan {
    /// The header opening `bytes[line]` and where the line's rest starts, as
    /// `WhatsAppHeader.parse` gives them. A header is read up to the first character of the
    /// rest, whose only use is not to be a space (`WhatsAppHeaderScanner.swift`). So a line
    /// whose bytes before it are the last header line's, followed by ASCII other than a space
    /// or a tab, has the same header; and so does one that differs from it only in the ASCII
    /// digits of the time, as long as the new time is a time (`lastHeaderMatches`): the header
    /// is read the same way, and the time's values are all it checks them for. Messages written
    /// within a day share a header but for the time, so few headers are read again.
    /// The counts of the header's bytes come with it: a line it matches differs from it only
    /// in ASCII digits, which count alike.
    mutating func header(line: Range<Int>) -> (header: WhatsAppHeader, restOffset: Int, counts: ParagraphCounts)? {
        let restLength = lastHeader.restLength
        if restLength > 0, line.lowerBound + restLength < line.upperBound, Self.endsHeader(bytes[line.lowerBound + restLength]),
           lastHeaderMatches(at: line.lowerBound) {
            return (lastHeader.header, line.lowerBound + restLength, lastHeader.counts)
        }
        guard let (header, restOffset, time) = WhatsAppHeader.parseWithTime(bytes, line: line) else { return nil }
        let counts = Self.prefixCounts(bytes, line.lowerBound..<restOffset)
        if restOffset < line.upperBound, Self.endsHeader(bytes[restOffset]) {
            lastHeaderBytes = Array(bytes[line.lowerBound..<restOffset])
            lastHeader = LastHeader(header: header, bytes: lastHeaderBytes, time: time, counts: counts)
        }
        return (header, restOffset, counts)
    }

    /// Whether the `restLength` bytes at `lineStart` are the last header line's but for the
    /// ASCII digits of its time, and those make a time the header takes. Mutating, and reading
    /// `lastHeader`'s fields one by one: handed to a function, `lastHeader` was copied whole
    /// with a call to memcpy, for every line.
    @inline(__always)
    private mutating func lastHeaderMatches(at lineStart: Int) -> Bool {
        guard lastHeader.comparesWords, lineStart + 32 <= bytes.count else {
            return LastHeader.isSameHeader(bytes, lineStart, lastHeaderBytes, lastHeader.time, twelveHour: lastHeader.header.shape.twelveHour)
        }
        let line = headerWords(bytes, lineStart)
        let difference = (line.0 ^ lastHeader.words.0, line.1 ^ lastHeader.words.1, line.2 ^ lastHeader.words.2, line.3 ^ lastHeader.words.3)
        let fixed = lastHeader.fixed
        guard difference.0 & fixed.0 | difference.1 & fixed.1 | difference.2 & fixed.2 | difference.3 & fixed.3 == 0 else {
            return false
        }
        let time = lastHeader.timeDigits
        guard difference.0 & time.0 | difference.1 & time.1 | difference.2 & time.2 | difference.3 & time.3 != 0 else { return true }
        return LastHeader.isTime(bytes, lineStart, lastHeader.time, twelveHour: lastHeader.header.shape.twelveHour)
    }

    /// Whether a header's reading stops at `byte` whatever comes after it: ASCII, and neither
    /// a space nor a tab (which read as spaces).
    static func endsHeader(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && byte != 0x09
    }

    /// A header line read before, whose rest starts with ASCII (`endsHeader`). Its bytes are
    /// kept apart (`lastHeaderBytes`), copied: compared with each line after it, they must not
    /// bring the file's page back into memory once the reader has given it back.
    struct LastHeader {
        let header: WhatsAppHeader
        let time: WhatsAppHeader.TimeDigits
        /// How far into the line the rest starts.
        let restLength: Int
        let counts: ParagraphCounts
        /// The first 32 bytes as words, and which of their bytes must be equal (`fixed`: the
        /// header's but for its time's digits) and which may differ (`timeDigits`), when
        /// `comparesWords`: the header is at most 32 bytes and its time's digits ASCII.
        private(set) var words: HeaderWords = (0, 0, 0, 0), fixed: HeaderWords = (0, 0, 0, 0), timeDigits: HeaderWords = (0, 0, 0, 0)
        let comparesWords: Bool

        /// None: `restLength` 0, which no header has.
        init() {
            header = WhatsAppHeader(shape: WhatsAppHeader.Shape(bracketed: false, dateSeparator: 0, hasSeconds: false, twelveHour: false),
                                    restStart: 0)
            time = WhatsAppHeader.TimeDigits(hour: 0, hourDigits: 0, minute: 0, second: nil)
            restLength = 0
            counts = ParagraphCounts()
            comparesWords = false
        }

        init(header: WhatsAppHeader, bytes: [UInt8], time: WhatsAppHeader.TimeDigits, counts: ParagraphCounts) {
            self.header = header
            self.time = time
            self.counts = counts
            restLength = bytes.count
            let digits = time.digitOffsets
            comparesWords = bytes.count <= 32 && !digits.isEmpty && digits.last! < bytes.count
                && digits.allSatisfy { WhatsAppScan.isDigit(bytes[$0]) }
            guard comparesWords else { return }
            for index in bytes.indices {
                words = setting(words, index, to: bytes[index])
                if !digits.contains(index) { fixed = setting(fixed, index, to: 0xFF) }
            }
            for index in digits { timeDigits = setting(timeDigits, index, to: 0xFF) }
        }

        /// Whether the digits of `time` in the line at `lineStart` are ASCII digits making a
        /// time the header takes.
        static func isTime(_ file: UnsafeRawBufferPointer, _ lineStart: Int, _ time: WhatsAppHeader.TimeDigits, twelveHour: Bool) -> Bool {
            var hour = 0
            for index in lineStart + time.hour..<lineStart + time.hour + time.hourDigits {
                let digit = file[index] &- 0x30
                guard digit < 10 else { return false }
                hour = hour * 10 + Int(digit)
            }
            let minute = (file[lineStart + time.minute] &- 0x30, file[lineStart + time.minute + 1] &- 0x30)
            guard minute.0 < 6, minute.1 < 10 else { return false }
            if let second = time.second {
                guard file[lineStart + second] &- 0x30 < 6, file[lineStart + second + 1] &- 0x30 < 10 else { return false }
            }
            return hour < 24 && (!twelveHour || hour <= 12)
        }

        /// `compare` and `isTime`, byte by byte: for a header longer than 32 bytes or at the file's end.
        static func isSameHeader(_ file: UnsafeRawBufferPointer, _ lineStart: Int, _ bytes: [UInt8], _ time: WhatsAppHeader.TimeDigits,
                                 twelveHour: Bool) -> Bool {
            let restLength = bytes.count
            let second = time.second ?? restLength, secondDigits = time.second == nil ? 0 : 2
            guard time.hour + time.hourDigits <= time.minute, time.minute + 2 <= second, second + secondDigits <= restLength,
                  !time.digitOffsets.contains(where: { !WhatsAppScan.isDigit(bytes[$0]) }) else { return false }
            let fixed = [0..<time.hour, time.hour + time.hourDigits..<time.minute, time.minute + 2..<second,
                         second + secondDigits..<restLength]
            return fixed.allSatisfy { $0.allSatisfy { file[lineStart + $0] == bytes[$0] } } && isTime(file, lineStart, time, twelveHour: twelveHour)
        }
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }
}

/// 32 bytes as four words, the first byte lowest.
typealias HeaderWords = (UInt64, UInt64, UInt64, UInt64)

/// The 32 bytes of `file` from `offset`.
@inline(__always)
func headerWords(_ file: UnsafeRawBufferPointer, _ offset: Int) -> HeaderWords {
    (file.loadUnaligned(fromByteOffset: offset, as: UInt64.self), file.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self),
     file.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self), file.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self))
}

/// `words` with byte `index` set to `value` (it was 0).
private func setting(_ words: HeaderWords, _ index: Int, to value: UInt8) -> HeaderWords {
    let shifted = UInt64(value) << UInt64(index % 8 * 8)
    switch index / 8 {
    case 0: return (words.0 | shifted, words.1, words.2, words.3)
    case 1: return (words.0, words.1 | shifted, words.2, words.3)
    case 2: return (words.0, words.1, words.2 | shifted, words.3)
    default: return (words.0, words.1, words.2, words.3 | shifted)
    }
}

extension WhatsAppHeader.TimeDigits {
    /// Where the time's digits are in the header line, in order; empty when they overlap or
    /// are out of order (no reuse then).
    var digitOffsets: [Int] {
        let hours = Array(hour..<hour + hourDigits), minutes = [minute, minute + 1]
        let seconds = second.map { [$0, $0 + 1] } ?? []
        let all = hours + minutes + seconds
        return zip(all, all.dropFirst()).allSatisfy { $0 < $1 } ? all : []
    }
}
