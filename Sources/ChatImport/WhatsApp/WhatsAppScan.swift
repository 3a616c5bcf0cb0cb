import ChatDemoCore
import Foundation
import OutputFiles
import StrictJSON

/// The fast reader of a WhatsApp chat export: the same walk over lines as `WhatsAppImport`,
/// but over the mapped bytes, leaving each message's text in the file — from after
/// "Name: " to the end of its last line, which is exactly its text when it has no carriage
/// return inside and is not a media note. Only those few (a note becomes "Photo", "Media
/// omitted", …; lines ended by CR LF are joined with LF) and names or notices that are not
/// plain ASCII are built as strings, by the functions `WhatsAppImport` uses
/// (`WhatsAppMedia.placeholder`, `WhatsAppMedia.isSystemNotice`, `WhatsAppImport.splitSender`).
/// A byte test before each of them says when it cannot apply; when in doubt it is called.
/// A sender is looked up by the bytes of its name, which are a string only the first time.
///
/// The UTF-8 check is made on the way, not in a pass of its own (`checkedUpTo`). It answers
/// nil — and the full reader takes the file, its errors worded as ever — for a file that is
/// not UTF-8, has no header, has a line before the first message that is not
/// blank ASCII, or holds a message over `Conversation.maximumMessageBytes`. A large file is
/// read in two halves on two cores (`WhatsAppScan+Halves.swift`).
///
///     WhatsAppScan.read(mapped, fileName: "WhatsApp Chat with Anna.txt")
///     // "12/31/23, 9:41 PM - Anna: Hi\nthere\n" → one message from "Anna", "Hi\nthere" in the file
///
/// - Complexity: O(n) in the file's size; a header is read from its first 64 characters.
struct WhatsAppScan {
    private let bytes: UnsafeRawBufferPointer
    private(set) var chat: ScannedChat
    private var current: Pending?
    /// The name `splitSender` made of the current message's sender's name, when it does not
    /// keep it as written (kept out of `Pending`, which then holds no reference to copy).
    private var decodedName = ""
    /// The shape of every header of the file: its first header's.
    private var shape: WhatsAppHeader.Shape?
    /// The last header read whose rest starts with ASCII (`endsHeader`).
    private var lastHeader: LastHeader?
    /// The bytes from the range's start to here are UTF-8: all but the texts left in the file
    /// are checked between those texts (`checked(upTo:)`), and those texts as they are read
    /// (`readText`).
    private var checkedUpTo = 0
    /// The paragraphs' counts of the text read last (`readText`), kept to save allocations.
    private var textParagraphs: [ParagraphCounts] = []

    /// The message being read: who wrote it, where its text starts and where its last line so
    /// far ends.
    private struct Pending {
        /// The sender's name as written, when `splitSender` keeps it as written.
        var name: Range<Int>
        /// Whether its sender is `decodedName`, not `name`.
        var hasDecodedName = false
        /// A system line or a notice filed under a sender: counted, not shown.
        var isSystem: Bool
        var textStart: Int
        var textEnd: Int
        var lines = 1
    }

    init(bytes: UnsafeRawBufferPointer, chat: ScannedChat, shape: WhatsAppHeader.Shape?) {
        self.bytes = bytes
        self.chat = chat
        self.shape = shape
    }

    /// Reads the lines of `bytes[range]`, whose first line is the file's first when
    /// `isFileStart` (then an empty range is one empty line); false when the full reader must
    /// take the file.
    mutating func lines(in range: Range<Int>, isFileStart: Bool) -> Bool {
        var start = range.lowerBound
        let end = range.upperBound
        checkedUpTo = start
        var isFirstLine = isFileStart
        while start < end || (start == end && isFirstLine) {
            isFirstLine = false
            let lineBreak = Self.lineBreak(in: bytes, from: start, before: end)
            let lineEnd = lineBreak > start && bytes[lineBreak - 1] == 0x0D ? lineBreak - 1 : lineBreak
            if let (header, restOffset) = header(line: start..<lineEnd), shape == nil || shape == header.shape {
                guard finish() else { return false }
                shape = header.shape
                begin(rest: restOffset..<lineEnd)
            } else if current != nil {
                current!.textEnd = lineEnd
                current!.lines += 1
            } else if !Self.isBlank(bytes, start..<lineEnd) {
                return false
            }
            start = lineBreak + 1
        }
        return finish() && shape != nil && checked(upTo: end)
    }

    /// Whether the bytes from `checkedUpTo` to `end` (a character's start) are UTF-8; they are
    /// taken as checked.
    private mutating func checked(upTo end: Int) -> Bool {
        var from = checkedUpTo
        checkedUpTo = end
        // Mostly a header and a name, ASCII, passed over a word at a time before the check is called.
        while from + 8 <= end, bytes.loadUnaligned(fromByteOffset: from, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { from += 8 }
        while from < end, bytes[from] < 0x80 { from += 1 }
        return from == end || UTF8Validation.isValid(UnsafeRawBufferPointer(rebasing: bytes[from..<end]))
    }

    /// The header opening `bytes[line]` and where the line's rest starts, as
    /// `WhatsAppHeader.parse` gives them. A header is read up to the first character of the
    /// rest, whose only use is not to be a space (`WhatsAppHeaderScanner.swift`). So a line
    /// whose bytes before it are the last header line's, followed by ASCII other than a space
    /// or a tab, has the same header; and so does one that differs from it only in the ASCII
    /// digits of the time, as long as the new time is a time (`isSameHeader`): the header is read the
    /// same way, and the time's values are all it checks them for. Messages written within a day
    /// share a header but for the time, so few headers are read again.
    private mutating func header(line: Range<Int>) -> (header: WhatsAppHeader, restOffset: Int)? {
        if let last = lastHeader, line.lowerBound + last.restLength < line.upperBound,
           Self.endsHeader(bytes[line.lowerBound + last.restLength]), isSameHeader(line.lowerBound, as: last) {
            return (last.header, line.lowerBound + last.restLength)
        }
        guard let (header, restOffset, time) = WhatsAppHeader.parseWithTime(bytes, line: line) else { return nil }
        if restOffset < line.upperBound, Self.endsHeader(bytes[restOffset]) {
            lastHeader = LastHeader(header: header, bytes: Array(bytes[line.lowerBound..<restOffset]), time: time)
        }
        return (header, restOffset)
    }

    /// A header line read before, whose rest starts with ASCII (`endsHeader`).
    private struct LastHeader {
        var header: WhatsAppHeader
        /// The line's bytes before its rest, copied: compared with each line after it, they must
        /// not bring the file's page back into memory once the reader has given it back.
        var bytes: [UInt8]
        var time: WhatsAppHeader.TimeDigits
        /// How far into the line the rest starts.
        var restLength: Int { bytes.count }
    }

    /// Whether the `last.restLength` bytes at `lineStart` are the last header line's but for
    /// the ASCII digits of its time, and those make a time the header takes.
    private func isSameHeader(_ lineStart: Int, as last: LastHeader) -> Bool {
        let time = last.time
        let base = bytes.baseAddress!
        let second = time.second ?? last.restLength, secondDigits = time.second == nil ? 0 : 2
        func same(_ from: Int, _ to: Int) -> Bool {
            last.bytes.withUnsafeBytes { memcmp(base + lineStart + from, $0.baseAddress! + from, to - from) == 0 }
        }
        func digits(_ start: Int, _ count: Int) -> Bool {
            (start..<start + count).allSatisfy { Self.isDigit(bytes[lineStart + $0]) && Self.isDigit(last.bytes[$0]) }
        }
        func value(_ start: Int, _ count: Int) -> Int {
            (start..<start + count).reduce(0) { $0 * 10 + Int(bytes[lineStart + $1] - 0x30) }
        }
        guard time.hour + time.hourDigits <= time.minute, time.minute + 2 <= second, second + secondDigits <= last.restLength,
              same(0, time.hour), digits(time.hour, time.hourDigits), same(time.hour + time.hourDigits, time.minute),
              digits(time.minute, 2), same(time.minute + 2, second), digits(second, secondDigits),
              same(second + secondDigits, last.restLength)
        else { return false }
        let hour = value(time.hour, time.hourDigits)
        return hour < 24 && (!last.header.shape.twelveHour || hour <= 12) && value(time.minute, 2) < 60 && value(second, secondDigits) < 60
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte)
    }

    /// Whether a header's reading stops at `byte` whatever comes after it: ASCII, and neither
    /// a space nor a tab (which read as spaces).
    private static func endsHeader(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x20 && byte != 0x09
    }

    /// The offset of the first LF at or after `start`, `end` when there is none before it.
    static func lineBreak(in bytes: UnsafeRawBufferPointer, from start: Int, before end: Int) -> Int {
        guard start < end, let found = memchr(bytes.baseAddress! + start, 0x0A, end - start) else { return end }
        return UnsafeRawPointer(found) - bytes.baseAddress!
    }

    /// Whether `bytes[line]` is only ASCII white space, as a line before the first message must be.
    static func isBlank(_ bytes: UnsafeRawBufferPointer, _ line: Range<Int>) -> Bool {
        line.allSatisfy { (0x09...0x0D).contains(bytes[$0]) || bytes[$0] == 0x20 }
    }

    /// A header line's rest: `Name: text`, or a system line.
    private mutating func begin(rest: Range<Int>) {
        var colon = rest.lowerBound
        while colon < rest.upperBound,
              !(bytes[colon] == UInt8(ascii: ":") && (colon + 1 == rest.upperBound || bytes[colon + 1] == 0x20)) {
            colon += 1
        }
        let name = rest.lowerBound..<colon
        let isPlain = colon < rest.upperBound && isPlainName(name)
        var splitName: String?
        if colon < rest.upperBound && !isPlain {
            let line = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[rest]), as: UTF8.self)
            splitName = WhatsAppImport.splitSender(line[...])?.0
        }
        guard isPlain || splitName != nil else {
            current = Pending(name: name, isSystem: true, textStart: rest.upperBound, textEnd: rest.upperBound)
            return
        }
        var textStart = colon + 1
        if textStart < rest.upperBound { textStart += 1 }
        while let width = markWidth(at: textStart, before: rest.upperBound) { textStart += width }
        if let splitName { decodedName = splitName }
        current = Pending(name: name, hasDecodedName: splitName != nil, isSystem: mayBeNotice(textStart..<rest.upperBound),
                          textStart: textStart, textEnd: rest.upperBound)
    }

    /// A name `splitSender` keeps as written: ASCII, not empty, no white space at either end.
    private func isPlainName(_ name: Range<Int>) -> Bool {
        guard let first = name.first, let last = name.last else { return false }
        let isSpace = { (byte: UInt8) in (0x09...0x0D).contains(byte) || byte == 0x20 }
        return !isSpace(bytes[first]) && !isSpace(bytes[last]) && name.allSatisfy { bytes[$0] < 0x80 }
    }

    /// Whether the first line's text is one of the notices filed under a sender. A notice
    /// starts with "M", "N", "消" or "ا", compared as characters (canonical equivalence): a text
    /// starting with any other ASCII character or CJK ideograph (none of which decomposes) is
    /// not one; any other start is left to `WhatsAppMedia.isSystemNotice`.
    private func mayBeNotice(_ text: Range<Int>) -> Bool {
        guard let first = text.first else { return false }
        let lead = bytes[first]
        if lead < 0x80 && lead != UInt8(ascii: "M") && lead != UInt8(ascii: "N") { return false }
        if (0xE4...0xE9).contains(lead), text.count >= 3 {
            let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[first + 1] & 0x3F) << 6 | UInt32(bytes[first + 2] & 0x3F)
            if (0x4E00...0x9FFF).contains(scalar) && scalar != 0x6D88 { return false }
        }
        return WhatsAppMedia.isSystemNotice(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[text]), as: UTF8.self))
    }

    /// The byte length of a direction mark or byte order mark at `index`, nil when none is.
    private func markWidth(at index: Int, before end: Int) -> Int? {
        guard index + 3 <= end else { return nil }
        let (a, b, c) = (bytes[index], bytes[index + 1], bytes[index + 2])
        if a == 0xE2, b == 0x80, c == 0x8E || c == 0x8F || (0xAA...0xAE).contains(c) { return 3 }
        if a == 0xE2, b == 0x81, (0xA6...0xA9).contains(c) { return 3 }
        if a == 0xEF, b == 0xBB, c == 0xBF { return 3 }
        return nil
    }

    /// Records the message read so far; false when the full reader must take the file.
    private mutating func finish() -> Bool {
        guard let message = current else { return true }
        current = nil
        guard !message.isSystem else {
            chat.skippedSystemLines += 1
            return true
        }
        guard message.textEnd - message.textStart <= Conversation.maximumMessageBytes else { return false }
        var range = message.textStart..<message.textEnd
        let joinsCarriageReturns = message.lines > 1 && memchr(bytes.baseAddress! + range.lowerBound, 0x0D, range.count) != nil
        if !joinsCarriageReturns {
            while range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0x0A { range = range.lowerBound..<range.upperBound - 1 }
            let reading = Self.readText(bytes, range, paragraphs: &textParagraphs)
            if !reading.mayBeNote {
                guard reading.isUTF8 != false, checked(upTo: range.lowerBound) else { return false }
                if reading.isUTF8 == true {
                    checkedUpTo = range.upperBound
                } else {
                    guard checked(upTo: range.upperBound) else { return false }
                }
                let first = chat.paragraphs.count
                for counts in textParagraphs { chat.paragraphs.append(counts) }
                chat.paragraphs.append(reading.lastParagraph)
                append(message, .inFile(offset: range.lowerBound, length: range.count, hasEscapes: false,
                                        firstParagraph: first, paragraphCount: textParagraphs.count + 1))
                return true
            }
        }
        var text = String(decoding: joined(message.textStart..<message.textEnd), as: UTF8.self)
        while text.last == "\n" { text.removeLast() }
        text = WhatsAppMedia.placeholder(for: text) ?? text
        guard text.utf8.count <= Conversation.maximumMessageBytes else { return false }
        append(message, .decoded(text))
        return true
    }

    private mutating func append(_ message: Pending, _ text: ScannedChat.Text) {
        if message.hasDecodedName {
            chat.append(sender: decodedName, text: text)
        } else {
            chat.append(senderName: UnsafeRawBufferPointer(rebasing: bytes[message.name]), text: text)
        }
    }

    /// The bytes of a message's lines joined with LF: each CR LF that ended a line becomes LF.
    private func joined(_ range: Range<Int>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        for index in range where !(bytes[index] == 0x0D && index + 1 < range.upperBound && bytes[index + 1] == 0x0A) {
            result.append(bytes[index])
        }
        return result
    }
}
