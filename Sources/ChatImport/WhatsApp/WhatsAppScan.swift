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
/// The bytes are read once, 64 at a time (`WhatsAppByteBlock`): one mask gives every line's
/// end in the block, the others each line's counts (`WhatsAppLineCounts`, a line being a
/// paragraph) and the UTF-8 check of the whole range (`WhatsAppUTF8Check`). Each line is then
/// seen once, whole, as a header, a continuation or a blank line before the first message.
/// The reader answers nil — and the full reader takes the file, its errors worded as ever —
/// for a file that is not UTF-8, has no header, has a line before the first message that is
/// not blank ASCII, or holds a message over `Conversation.maximumMessageBytes`. A large file
/// is read in two halves on two cores (`WhatsAppScan+Halves.swift`).
///
///     WhatsAppScan.read(mapped, fileName: "WhatsApp Chat with Anna.txt")
///     // "12/31/23, 9:41 PM - Anna: Hi\nthere\n" → one message from "Anna", "Hi\nthere" in the file
///
/// - Complexity: O(n) in the file's size; a header is read from its first 64 characters.
struct WhatsAppScan {
    let bytes: UnsafeRawBufferPointer
    var chat: ScannedChat
    /// The message being read, when `isReading`.
    var current = Pending()
    var isReading = false
    /// The name `splitSender` made of the current message's sender's name, when it does not
    /// keep it as written (kept out of `Pending`, which then holds no reference to copy).
    var decodedName = ""
    /// The shape of every header of the file: its first header's.
    var shape: WhatsAppHeader.Shape?
    /// The last header read whose rest starts with ASCII (`endsHeader`); of `restLength` 0
    /// before the first.
    var lastHeader = LastHeader()
    /// `lastHeader`'s bytes.
    var lastHeaderBytes: [UInt8] = []
    /// The last senders' names that `splitSender` keeps as written (`begin`).
    var plainNames = WhatsAppPlainNames()
    /// The last text that may be a note and has no CR LF to join: its bytes (never empty, as
    /// an empty text is no note) and what it became, a placeholder or itself.
    var lastNote: (bytes: [UInt8], text: String) = ([], "")
    /// The counts of the current message's lines after its first, in order.
    var laterParagraphs: [ParagraphCounts] = []

    /// The message being read: who wrote it, where its text starts and where its last line so
    /// far ends.
    struct Pending {
        /// The sender's name as written, when `splitSender` keeps it as written.
        var name: Range<Int> = 0..<0
        /// Whether its sender is `decodedName`, not `name`.
        var hasDecodedName = false
        /// A system line or a notice filed under a sender: counted, not shown.
        var isSystem = false
        var textStart = 0
        var textEnd = 0
        var lines = 1
        /// Where the text's first line ends, and its counts.
        var firstLineEnd = 0
        var firstParagraph = ParagraphCounts()
        /// Where the text ends once the empty lines at its end are left out (as
        /// `WhatsAppImport` leaves out the LFs at its end), and how many of `laterParagraphs`
        /// are then kept.
        var trimmedEnd = 0
        var keptLaterParagraphs = 0
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
        let read = WhatsAppByteBlock.forEachLine(in: bytes, range) { line, counts in self.line(line, counts) }
        guard read else { return false }
        if isFileStart && range.isEmpty {
            guard line(range, WhatsAppLineCounts()) else { return false }
        }
        return finish() && shape != nil
    }

    /// One line, `bytes[line]` and the LF after it (or the range's end), with its counts;
    /// false when the full reader must take the file.
    @inline(__always)
    private mutating func line(_ line: Range<Int>, _ counts: WhatsAppLineCounts) -> Bool {
        let start = line.lowerBound
        let lineEnd = line.upperBound > start && bytes[line.upperBound - 1] == 0x0D ? line.upperBound - 1 : line.upperBound
        let paragraph = counts.paragraph(droppingCarriageReturn: lineEnd < line.upperBound)
        if let (header, restOffset, headerCounts) = header(line: start..<lineEnd), shape == nil || shape == header.shape {
            guard finish() else { return false }
            shape = header.shape
            begin(rest: restOffset..<lineEnd, lineCounts: paragraph, headerCounts: headerCounts)
        } else if isReading {
            current.textEnd = lineEnd
            current.lines += 1
            laterParagraphs.append(paragraph)
            if lineEnd > start {
                current.trimmedEnd = lineEnd
                current.keptLaterParagraphs = laterParagraphs.count
            }
        } else if !Self.isBlank(bytes, start..<lineEnd) {
            return false
        }
        return true
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
}
