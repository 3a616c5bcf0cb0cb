import OutputFiles
import StrictJSON

/// One pass over a conversation file's bytes that checks everything the full check does —
/// UTF-8, JSON syntax, the shape (an object with "title" and "messages", each message an
/// object with "sender" "me" or "them" and a string "text"), no repeated key, no lone
/// surrogate, no message over `Conversation.maximumMessageBytes` — and records per message
/// only what the scene needs before the message can reach the screen (`MessageList`): its
/// sender, where its text lies, whether it holds escapes, its paragraphs' character counts.
///
/// It accepts exactly the files of that shape, and says nil for anything else: a broken file,
/// and also a valid one it does not take (an extra key, a key written with escapes), which
/// the full check (`Conversation.decode(_:file:)`) then reads or reports with file, line,
/// column and the same message as ever. So the errors stay the full check's, word for word,
/// and a good file is read once, without building a string per message.
///
///     ConversationScan.scan(file, from: 0)
///     // {"title": "T", "messages": [{"sender": "me", "text": "Hi\n👋"}]}
///     // → title "T", one message still in the file, paragraphs [(2,0,0), (0,0,1)]
///
/// The tokens, strings, repeated keys and nesting are StrictJSON's fast path (`JSONByteCursor`),
/// the same the Telegram reader walks; this adds only the conversation's shape.
///
/// A file of `splitSize` bytes or more is read in two halves at once, one per core
/// (`ConversationScan+Halves.swift`): the second half starts at a message found near the
/// middle, and its result counts only once the first half has reached that very message.
///
/// - Complexity: O(n) in the file's size; a text 64 bytes at a time (`JSONStringBody.scan`).
struct ConversationScan {
    private var cursor: JSONByteCursor
    private(set) var entries = ChunkedArray<MessageList.Entry>()
    private(set) var paragraphs: [ParagraphCounts] = []
    private let file: MappedFile
    /// Where the pages behind the scan were last given back (`MappedFile.releasePages`).
    private var releasedUpTo: Int
    /// How far the scan goes between two releases.
    private static let releaseStride = 16 << 20
    /// Where a message of the messages array must start for this scan to stop before it (the
    /// seam between two halves); -1 reads to the end.
    private let seam: Int
    /// The title, once read.
    private(set) var title: String?
    /// The scan stopped at `seam`, which is the start of a message: everything before it was
    /// taken, and the rest is the second half's.
    private(set) var reachedSeam = false

    init(file: MappedFile, from start: Int, seam: Int = -1) {
        cursor = JSONByteCursor(file.bytes, at: start)
        self.file = file
        self.seam = seam
        releasedUpTo = start
    }

    /// Reads `file` from `start` (past a byte order mark); nil when the full check must.
    static func scan(_ file: MappedFile, from start: Int) -> (title: String, messages: MessageList)? {
        scan(file, from: start, splittingFrom: splitSize)
    }

    /// Reads `file` from `start` on one core; nil when the full check must.
    static func scanWhole(_ file: MappedFile, from start: Int) -> (title: String, messages: MessageList)? {
        var scan = ConversationScan(file: file, from: start)
        guard scan.document(), let title = scan.title else { return nil }
        return (title, MessageList(file: file, entries: scan.entries, paragraphs: scan.paragraphs))
    }

    /// This scan's records followed by `other`'s, whose stored paragraphs move `shift` on;
    /// `other` is left empty.
    mutating func takeEntries(appending other: inout ConversationScan, shiftingParagraphsBy shift: Int) -> ChunkedArray<MessageList.Entry> {
        var joined = entries
        entries = ChunkedArray()
        joined.append(draining: &other.entries) { $0.shiftingCounts(by: shift) }
        return joined
    }

    // MARK: The shape

    /// The whole document from its start, or up to the seam (`reachedSeam`); false where the
    /// file is not a conversation this scan takes. Complete only with a title.
    mutating func document() -> Bool {
        cursor.skipWhitespace()
        var sawMessages = false
        var walk = JSONByteCursor.Walk()
        while let key = cursor.nextMember(&walk) {
            if cursor.equals(key, "title") {
                guard let body = string(counting: false) else { return false }
                title = body.text(in: cursor.bytes)
            } else if cursor.equals(key, "messages") {
                var elements = JSONByteCursor.Walk()
                guard messageArray(&elements) else { return false }
                if reachedSeam { return true }
                sawMessages = true
            } else {
                return false
            }
        }
        return walk.isComplete && cursor.isAtEnd() && sawMessages && title != nil
    }

    /// The rest of the document from the seam, a message's opening brace: the messages to the
    /// array's end, then the top-level object's end, with a title on the way if the file puts
    /// it after the messages. False where the scan does not take the file (a repeated key, a
    /// second "messages", a broken file).
    mutating func documentFromSeam() -> Bool {
        var elements = JSONByteCursor.Walk.resumed()
        guard message(), messageArray(&elements) else { return false }
        var walk = JSONByteCursor.Walk.resumed()
        while let key = cursor.nextMember(&walk) {
            guard cursor.equals(key, "title"), let body = string(counting: false) else { return false }
            title = body.text(in: cursor.bytes)
        }
        return walk.isComplete && cursor.isAtEnd()
    }

    private mutating func messageArray(_ walk: inout JSONByteCursor.Walk) -> Bool {
        while cursor.nextElement(&walk) {
            if cursor.index == seam {
                reachedSeam = true
                return true
            }
            guard message() else { return false }
            if cursor.index - releasedUpTo > Self.releaseStride {
                file.releasePages(in: releasedUpTo..<cursor.index)
                releasedUpTo = cursor.index
            }
        }
        return walk.isComplete
    }

    private mutating func message() -> Bool {
        var sender: Sender?
        var text: JSONStringBody?
        var firstParagraph = 0
        var walk = JSONByteCursor.Walk()
        while let key = cursor.nextMember(&walk) {
            if cursor.equals(key, "sender") {
                guard let value = cursor.plainString() else { return false }
                if cursor.equals(value, "me") { sender = .me } else if cursor.equals(value, "them") { sender = .them } else { return false }
            } else if cursor.equals(key, "text") {
                firstParagraph = paragraphs.count
                guard let body = string(counting: true) else { return false }
                text = body
            } else {
                return false
            }
        }
        guard walk.isComplete, let sender, let text else { return false }
        var counts = MessageList.CountsPlace.stored(first: firstParagraph, count: text.paragraphCount)
        // One paragraph's counts are held in the record: the list of counts keeps only the
        // messages of several paragraphs, a few bytes a message less for most files.
        if text.paragraphCount == 1, firstParagraph == paragraphs.count - 1, let held = MessageList.CountsPlace.held(paragraphs[firstParagraph]) {
            paragraphs.removeLast()
            counts = held
        }
        entries.append(.inFile(MessageList.FileText(
            offset: text.start, length: UInt32(text.end - text.start), counts: counts, sender: sender, hasEscapes: text.hasEscapes)))
        return true
    }

    /// A string value at the opening quote. `counting`: its paragraphs' counts are appended to
    /// `paragraphs`. Nil at anything the full check would refuse or word differently, a text
    /// longer than a message may be included.
    private mutating func string(counting: Bool) -> JSONStringBody? {
        guard let body = cursor.string(counting: counting, paragraphs: &paragraphs),
              body.decodedLength <= Conversation.maximumMessageBytes else { return nil }
        return body
    }
}
