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
///
/// It answers nil — and the full reader takes the file, its errors worded as ever — for a
/// file that is not UTF-8, has no header, has a line before the first message that is not
/// blank ASCII, or holds a message over `Conversation.maximumMessageBytes`.
///
///     WhatsAppScan.read(mapped, fileName: "WhatsApp Chat with Anna.txt")
///     // "12/31/23, 9:41 PM - Anna: Hi\nthere\n" → one message from "Anna", "Hi\nthere" in the file
///
/// - Complexity: O(n) in the file's size; a header is read from its first 64 characters.
struct WhatsAppScan {
    private let bytes: UnsafeRawBufferPointer
    private var chat: ScannedChat
    private var current: Pending?

    /// The message being read: who wrote it (nil for a system line), where its text starts
    /// and where its last line so far ends.
    private struct Pending {
        var sender: String?
        var isSystem: Bool
        var textStart: Int
        var textEnd: Int
        var lines = 1
    }

    static func read(_ file: MappedFile, fileName: String?) -> ScannedChat? {
        let bytes = file.bytes
        guard UTF8Validation.isValid(bytes) else { return nil }
        let chatName = fileName.flatMap(WhatsAppChatName.from(fileName:))
        var scan = WhatsAppScan(bytes: bytes, chat: ScannedChat(
            file: file, format: "WhatsApp", title: chatName ?? fileName ?? ChatImport.standardInputName, chatName: chatName))
        guard scan.lines() else { return nil }
        return scan.chat
    }

    private mutating func lines() -> Bool {
        var shape: WhatsAppHeader.Shape?
        var lineNumber = 0
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let count = bytes.count
        while start < count || (start == count && lineNumber == 0) {
            lineNumber += 1
            var end = count
            if start < count, let found = memchr(bytes.baseAddress! + start, 0x0A, count - start) {
                end = UnsafeRawPointer(found) - bytes.baseAddress!
            }
            let lineEnd = end > start && bytes[end - 1] == 0x0D ? end - 1 : end
            if let (header, restOffset) = WhatsAppHeader.parse(bytes, line: start..<lineEnd), shape == nil || shape == header.shape {
                guard finish() else { return false }
                shape = header.shape
                begin(rest: restOffset..<lineEnd)
            } else if current != nil {
                current!.textEnd = lineEnd
                current!.lines += 1
            } else if !(start..<lineEnd).allSatisfy({ (0x09...0x0D).contains(bytes[$0]) || bytes[$0] == 0x20 }) {
                return false
            }
            start = end + 1
        }
        return finish() && shape != nil
    }

    /// A header line's rest: `Name: text`, or a system line.
    private mutating func begin(rest: Range<Int>) {
        var colon = rest.lowerBound
        while colon < rest.upperBound,
              !(bytes[colon] == UInt8(ascii: ":") && (colon + 1 == rest.upperBound || bytes[colon + 1] == 0x20)) {
            colon += 1
        }
        var sender: String?
        if colon < rest.upperBound {
            let name = rest.lowerBound..<colon
            if isPlainName(name) {
                sender = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[name]), as: UTF8.self)
            } else {
                let line = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[rest]), as: UTF8.self)
                sender = WhatsAppImport.splitSender(line[...])?.0
            }
        }
        guard let sender else {
            current = Pending(sender: nil, isSystem: true, textStart: rest.upperBound, textEnd: rest.upperBound)
            return
        }
        var textStart = colon + 1
        if textStart < rest.upperBound { textStart += 1 }
        while let width = markWidth(at: textStart, before: rest.upperBound) { textStart += width }
        current = Pending(sender: sender, isSystem: mayBeNotice(textStart..<rest.upperBound), textStart: textStart,
                          textEnd: rest.upperBound)
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
        guard let sender = message.sender, !message.isSystem else {
            chat.skippedSystemLines += 1
            return true
        }
        guard message.textEnd - message.textStart <= Conversation.maximumMessageBytes else { return false }
        var range = message.textStart..<message.textEnd
        let joinsCarriageReturns = message.lines > 1 && range.contains { bytes[$0] == 0x0D }
        if !joinsCarriageReturns {
            while range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == 0x0A { range = range.lowerBound..<range.upperBound - 1 }
            if !WhatsAppNoteBytes.mayBeNote(bytes, range) {
                let first = chat.paragraphs.count
                appendParagraphs(of: range)
                chat.append(sender: sender, text: .inFile(offset: range.lowerBound, length: range.count, hasEscapes: false,
                                                          firstParagraph: first, paragraphCount: chat.paragraphs.count - first))
                return true
            }
        }
        var text = String(decoding: joined(message.textStart..<message.textEnd), as: UTF8.self)
        while text.last == "\n" { text.removeLast() }
        text = WhatsAppMedia.placeholder(for: text) ?? text
        guard text.utf8.count <= Conversation.maximumMessageBytes else { return false }
        chat.append(sender: sender, text: .decoded(text))
        return true
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

    /// Appends the paragraphs' counts of the UTF-8 text `bytes[range]`, as `ParagraphCounts.of`.
    private mutating func appendParagraphs(of range: Range<Int>) {
        var current = ParagraphCounts()
        var index = range.lowerBound
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index < range.upperBound {
            // Eight ASCII bytes without a line break at a time.
            if index + 8 <= range.upperBound {
                let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let breaks = word ^ (ones &* 0x0A)
                if (word | ((breaks &- ones) & ~breaks)) & 0x8080_8080_8080_8080 == 0 {
                    current.narrow &+= 8
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            index += 1
            if byte == 0x0A {
                chat.paragraphs.append(current)
                current = ParagraphCounts()
            } else if byte < 0x80 {
                current.narrow &+= 1
            } else if byte >= 0xE0 {
                current.wide &+= 1
            } else if byte >= 0xC0 {
                current.medium &+= 1
            }
        }
        chat.paragraphs.append(current)
    }
}
