import ChatDemoCore
import Foundation
import StrictJSON

extension WhatsAppScan {
    /// A header line's rest: `Name: text`, or a system line. `lineCounts` are the whole
    /// line's, `headerCounts` those of its header: the text's first paragraph is what is left
    /// once the header, the name, the colon and the marks after it are taken out.
    ///
    /// The helpers it calls are static, given the bytes: a method called on `self` from here
    /// was given a copy of the whole reader, made with a call to memmove.
    mutating func begin(rest: Range<Int>, lineCounts: ParagraphCounts, headerCounts: ParagraphCounts) {
        if !laterParagraphs.isEmpty { laterParagraphs.removeAll(keepingCapacity: true) }
        isReading = true
        var colon: Int
        var isPlain: Bool
        if let length = plainNames.length(ofNameStarting: bytes, rest) {
            colon = rest.lowerBound + length
            isPlain = true
        } else {
            colon = rest.lowerBound
            while colon < rest.upperBound,
                  !(bytes[colon] == UInt8(ascii: ":") && (colon + 1 == rest.upperBound || bytes[colon + 1] == 0x20)) {
                colon += 1
            }
            isPlain = colon < rest.upperBound && Self.isPlainName(bytes, rest.lowerBound..<colon)
            if isPlain { plainNames.remember(bytes, rest.lowerBound..<colon) }
        }
        let nameRange = rest.lowerBound..<colon
        var splitName: String?
        if colon < rest.upperBound && !isPlain {
            let line = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[rest]), as: UTF8.self)
            splitName = WhatsAppImport.splitSender(line[...])?.0
        }
        guard isPlain || splitName != nil else {
            current.isSystem = true
            return
        }
        var textStart = colon + 1
        if textStart < rest.upperBound { textStart += 1 }
        while let width = Self.markWidth(bytes, at: textStart, before: rest.upperBound) { textStart += width }
        if let splitName { decodedName = splitName }
        // A name kept as written is ASCII.
        let name = isPlain ? ParagraphCounts(narrow: UInt32(colon - rest.lowerBound)) : Self.prefixCounts(bytes, rest.lowerBound..<colon)
        // Mostly ": " and no mark.
        let after = textStart == colon + 2 ? ParagraphCounts(narrow: 2) : Self.prefixCounts(bytes, colon..<textStart)
        let first = ParagraphCounts(narrow: lineCounts.narrow &- headerCounts.narrow &- name.narrow &- after.narrow,
                                    medium: lineCounts.medium &- headerCounts.medium &- name.medium &- after.medium,
                                    wide: lineCounts.wide &- headerCounts.wide &- name.wide &- after.wide)
        // Field by field: a whole new `Pending` was copied in with a call to memmove.
        current.name = nameRange
        current.hasDecodedName = splitName != nil
        let lead = textStart < rest.upperBound ? bytes[textStart] : 0
        // Most texts start with ASCII that starts no notice: the call is spared.
        current.isSystem = (lead >= 0x80 || lead == UInt8(ascii: "M") || lead == UInt8(ascii: "N"))
            && Self.mayBeNotice(bytes, textStart..<rest.upperBound)
        current.textStart = textStart
        current.textEnd = rest.upperBound
        current.lines = 1
        current.firstLineEnd = rest.upperBound
        current.firstParagraph = first
        current.trimmedEnd = rest.upperBound
        current.keptLaterParagraphs = 0
    }

    /// The counts of `bytes[range]`, a header or a name: mostly ASCII, passed a word at a time.
    static func prefixCounts(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> ParagraphCounts {
        var index = range.lowerBound
        while index + 8 <= range.upperBound, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        var counts = ParagraphCounts(narrow: UInt32(index - range.lowerBound))
        for offset in index..<range.upperBound { counts.add(leadByte: bytes[offset]) }
        return counts
    }

    /// A name `splitSender` keeps as written: ASCII, not empty, no white space at either end.
    private static func isPlainName(_ bytes: UnsafeRawBufferPointer, _ name: Range<Int>) -> Bool {
        guard let first = name.first, let last = name.last else { return false }
        let isSpace = { (byte: UInt8) in (0x09...0x0D).contains(byte) || byte == 0x20 }
        return !isSpace(bytes[first]) && !isSpace(bytes[last]) && name.allSatisfy { bytes[$0] < 0x80 }
    }

    /// Whether the first line's text is one of the notices filed under a sender. A notice
    /// starts with "M", "N", "消" or "ا", compared as characters (canonical equivalence): a text
    /// starting with any other ASCII character, a CJK ideograph or an emoji or symbol of
    /// U+1F000–U+1FFFF (none of which decomposes), or a Cyrillic letter of U+0400–U+047F (which
    /// decompose to Cyrillic letters) is not one; any other start is left to
    /// `WhatsAppMedia.isSystemNotice`, which builds a string.
    private static func mayBeNotice(_ bytes: UnsafeRawBufferPointer, _ text: Range<Int>) -> Bool {
        guard let first = text.first else { return false }
        let lead = bytes[first]
        if lead < 0x80 && lead != UInt8(ascii: "M") && lead != UInt8(ascii: "N") { return false }
        if lead == 0xD0 || lead == 0xD1 || (lead == 0xF0 && text.count >= 2 && bytes[first + 1] == 0x9F) { return false }
        if (0xE4...0xE9).contains(lead), text.count >= 3 {
            let scalar = UInt32(lead & 0x0F) << 12 | UInt32(bytes[first + 1] & 0x3F) << 6 | UInt32(bytes[first + 2] & 0x3F)
            if (0x4E00...0x9FFF).contains(scalar) && scalar != 0x6D88 { return false }
        }
        return WhatsAppMedia.isSystemNotice(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[text]), as: UTF8.self))
    }

    /// The byte length of a direction mark or byte order mark at `index`, nil when none is.
    private static func markWidth(_ bytes: UnsafeRawBufferPointer, at index: Int, before end: Int) -> Int? {
        guard index + 3 <= end else { return nil }
        let (a, b, c) = (bytes[index], bytes[index + 1], bytes[index + 2])
        if a == 0xE2, b == 0x80, c == 0x8E || c == 0x8F || (0xAA...0xAE).contains(c) { return 3 }
        if a == 0xE2, b == 0x81, (0xA6...0xA9).contains(c) { return 3 }
        if a == 0xEF, b == 0xBB, c == 0xBF { return 3 }
        return nil
    }

    /// Records the message read so far; false when the full reader must take the file.
    mutating func finish() -> Bool {
        guard isReading else { return true }
        isReading = false
        guard !current.isSystem else {
            chat.skippedSystemLines += 1
            return true
        }
        guard current.textEnd - current.textStart <= Conversation.maximumMessageBytes else { return false }
        let joinsCarriageReturns = current.lines > 1
            && memchr(bytes.baseAddress! + current.textStart, 0x0D, current.textEnd - current.textStart) != nil
        if !joinsCarriageReturns {
            let range = current.textStart..<current.trimmedEnd
            if !(Self.firstLineMayBeNote(bytes, current.textStart..<current.firstLineEnd) && WhatsAppNoteBytes.holdsNoteStart(bytes, range)) {
                let first = chat.paragraphs.count
                chat.paragraphs.append(current.firstParagraph)
                for index in 0..<current.keptLaterParagraphs { chat.paragraphs.append(laterParagraphs[index]) }
                append( .inFile(offset: range.lowerBound, length: range.count, hasEscapes: false,
                                        firstParagraph: first, paragraphCount: current.keptLaterParagraphs + 1))
                return true
            }
            // Its text is these bytes, and the same bytes as the last such text's make the same
            // placeholder: a chat holds thousands of "<Media omitted>".
            if !range.isEmpty, range.count == lastNote.bytes.count,
               lastNote.bytes.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress! + range.lowerBound, range.count) == 0 }) {
                append(.decoded(lastNote.text))
                return true
            }
        }
        var text = String(decoding: Self.joined(bytes, current.textStart..<current.textEnd), as: UTF8.self)
        while text.last == "\n" { text.removeLast() }
        text = WhatsAppMedia.placeholder(for: text) ?? text
        guard text.utf8.count <= Conversation.maximumMessageBytes else { return false }
        if !joinsCarriageReturns { lastNote = (Array(bytes[current.textStart..<current.trimmedEnd]), text) }
        append(.decoded(text))
        return true
    }

    /// Whether a text whose first line is `bytes[firstLine]` passes `WhatsAppMedia.placeholder`'s
    /// own first test: a note's first line is at most `maximumNoteBytes` long, and past
    /// `maximumOmittedBytes` ends in ">" or ")" but for spaces and CRs. Most texts fail it, and
    /// their bytes are not looked at for a note's words.
    static func firstLineMayBeNote(_ bytes: UnsafeRawBufferPointer, _ firstLine: Range<Int>) -> Bool {
        guard firstLine.count <= WhatsAppMedia.maximumNoteBytes else { return false }
        guard firstLine.count > WhatsAppMedia.maximumOmittedBytes else { return true }
        var end = firstLine.upperBound
        while end > firstLine.lowerBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x0D { end -= 1 }
        return end > firstLine.lowerBound && (bytes[end - 1] == UInt8(ascii: ">") || bytes[end - 1] == UInt8(ascii: ")"))
    }

    /// Appends the current message with `text`.
    private mutating func append(_ text: ScannedChat.Text) {
        if current.hasDecodedName {
            chat.append(sender: decodedName, text: text)
        } else {
            chat.append(senderName: UnsafeRawBufferPointer(rebasing: bytes[current.name]), text: text)
        }
    }

    /// The bytes of a message's lines joined with LF: each CR LF that ended a line becomes LF.
    private static func joined(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(range.count)
        for index in range where !(bytes[index] == 0x0D && index + 1 < range.upperBound && bytes[index + 1] == 0x0A) {
            result.append(bytes[index])
        }
        return result
    }
}

/// The last few senders' names and the colon after each, when `WhatsAppImport.splitSender`
/// keeps the name as written and it is at most 15 bytes: a rest that starts with those bytes
/// and a space (or ends after the colon) has that sender, for no colon before it can end the
/// name (the name was found as the bytes before the first one that does).
struct WhatsAppPlainNames {
    /// Each name and its colon as two words, and the mask of their bytes; length -1 for none.
    private typealias Name = (low: UInt64, high: UInt64, lowMask: UInt64, highMask: UInt64, length: Int)
    private static let none: Name = (0, 0, 0, 0, -1)
    private var names = (none, none, none, none)
    /// Where the next name remembered goes.
    private var next = 0

    /// The length of the name `bytes[rest]` starts with, colon and space after it, nil when
    /// it starts with none of these names (or is too near the file's end to tell).
    @inline(__always)
    func length(ofNameStarting bytes: UnsafeRawBufferPointer, _ rest: Range<Int>) -> Int? {
        guard rest.lowerBound + 16 <= bytes.count else { return nil }
        let low = bytes.loadUnaligned(fromByteOffset: rest.lowerBound, as: UInt64.self)
        let high = bytes.loadUnaligned(fromByteOffset: rest.lowerBound + 8, as: UInt64.self)
        func starts(_ name: Name) -> Bool {
            guard name.length >= 0, (low ^ name.low) & name.lowMask | (high ^ name.high) & name.highMask == 0,
                  rest.lowerBound + name.length < rest.upperBound else { return false }
            let after = rest.lowerBound + name.length + 1
            return after == rest.upperBound || bytes[after] == 0x20
        }
        if starts(names.0) { return names.0.length }
        if starts(names.1) { return names.1.length }
        if starts(names.2) { return names.2.length }
        if starts(names.3) { return names.3.length }
        return nil
    }

    /// Remembers the name `bytes[name]`, in place of the one remembered longest ago.
    mutating func remember(_ bytes: UnsafeRawBufferPointer, _ name: Range<Int>) {
        guard name.count < 16 else { return }
        var entry: Name = (0, 0, 0, 0, name.count)
        for index in 0...name.count {
            let byte = index < name.count ? bytes[name.lowerBound + index] : UInt8(ascii: ":")
            let shift = UInt64(index % 8 * 8)
            if index < 8 {
                entry.low |= UInt64(byte) << shift
                entry.lowMask |= 0xFF << shift
            } else {
                entry.high |= UInt64(byte) << shift
                entry.highMask |= 0xFF << shift
            }
        }
        switch next {
        case 0: names.0 = entry
        case 1: names.1 = entry
        case 2: names.2 = entry
        default: names.3 = entry
        }
        next = (next + 1) % 4
    }
}
