import Foundation
import OutputFiles
import StrictJSON

/// A large conversation file read on two cores: the first half from the file's start, the
/// second from a message near the middle (the seam), at the same time.
///
/// Where the seam lies is only a guess from the bytes around it (`}`, `,`, `{`, as between two
/// messages), which a text could also hold. So the second half's result is used only when the
/// first half, reading the file as the one-core scan does, meets a message starting exactly at
/// the seam; then that byte is a message's start in the true reading, and everything from it is
/// what the second half read. Otherwise the first half simply reads on to the end, alone,
/// and its answer is the one-core scan's. Either way the result is the one-core scan's, field
/// for field.
///
///     ConversationScan.scan(file, from: 0, splittingFrom: 1 << 20)
///     // a 200 MB file: the first half stops at the seam near 100 MB, the second half's
///     // messages are appended to its own
///
/// - Complexity: O(n) work, about n / 2 on each of two cores; O(1) more memory than one scan.
extension ConversationScan {
    /// Files of at least this many bytes are read in two halves: below it, starting a second
    /// thread costs more than it saves.
    static let splitSize = 8 << 20
    /// How far past the middle the seam is looked for, a few messages even of long texts.
    static let seamSearchLength = 4 << 20

    /// Reads `file` from `start`, in two halves if it has `minimumSize` bytes or more (the
    /// tests lower it to split small files); nil when the full check must.
    static func scan(_ file: MappedFile, from start: Int, splittingFrom minimumSize: Int) -> (title: String, messages: MessageList)? {
        let bytes = file.bytes
        guard bytes.count - start >= minimumSize,
              let seam = seam(in: bytes, searchingFrom: start + (bytes.count - start) / 2) else {
            return scanWhole(file, from: start)
        }
        let halves = Halves()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                var first = ConversationScan(file: file, from: start, seam: seam)
                let taken = first.document()
                halves.first = taken ? first : nil
            } else {
                var second = ConversationScan(file: file, from: seam)
                let taken = second.documentFromSeam()
                halves.second = taken ? second : nil
            }
        }
        guard let first = halves.first else { return nil }
        guard first.reachedSeam else {
            // The seam was inside a text: the first half read the whole file.
            guard let title = first.title else { return nil }
            return (title, MessageList(file: file, entries: first.entries, paragraphs: first.paragraphs))
        }
        // Both halves with a title means the key is repeated; neither, that it is missing:
        // errors the full check words.
        guard var second = halves.second, let title = first.title ?? second.title,
              first.title == nil || second.title == nil else { return nil }
        // Each half's records held once, so joining them copies no more than a chunk at a time.
        halves.first = nil
        halves.second = nil
        return (title, joined(first, &second, file: file))
    }

    /// The first half's messages, then the second's, whose paragraphs now follow the first's.
    private static func joined(_ first: consuming ConversationScan, _ second: inout ConversationScan, file: MappedFile) -> MessageList {
        var paragraphs = first.paragraphs
        paragraphs.append(contentsOf: second.paragraphs)
        let shift = first.paragraphs.count
        let entries = first.takeEntries(appending: &second, shiftingParagraphsBy: shift)
        return MessageList(file: file, entries: entries, paragraphs: paragraphs)
    }

    /// The first byte at or after `middle` that looks like a message's opening brace: a `{`
    /// after a comma after a `}`, white space allowed between them. Nil when none is near.
    static func seam(in bytes: UnsafeRawBufferPointer, searchingFrom middle: Int) -> Int? {
        JSONArraySeam.find(in: bytes, from: middle, length: seamSearchLength)
    }

    /// Each half's scan, written by the one thread that ran it and read after both finished
    /// (`concurrentPerform` returns only then), so no two threads touch one field at once.
    private final class Halves: @unchecked Sendable {
        var first: ConversationScan?
        var second: ConversationScan?
    }
}
