import ChatDemoCore
import Foundation
import OutputFiles
import StrictJSON

/// A large Telegram export read on two cores, as `ConversationScan` reads a large conversation
/// file: the first half from the start, the second from a message near the middle (the seam),
/// at the same time. The seam is only a guess from the bytes (`}`, `,`, `{` and an `"id"` key,
/// as between two messages); the second half counts only when the first half, reading as the
/// one-core scan does, meets a message starting exactly there. Otherwise the first half reads
/// on to the end alone. A file the second half does not take (a member after the messages, a
/// broken message) is read again on one core, whose answer stands.
///
/// A reply in the second half to a message it has not read quotes the first half's message of
/// that id, known only at the join: the second half closes its chat before such a reply and
/// keeps the reply aside (`TelegramScan.LeftReply`), and the join shows it between the chats,
/// quoting the first half's message shown last under that id, or "not in this export".
///
///     TelegramScan.read(file, splittingFrom: 1 << 20)
///     // a 200 MB export: the first half stops at the seam near 100 MB; the second half's
///     // chats and left replies follow its messages
///
/// - Complexity: O(n) work, about n / 2 on each of two cores.
extension TelegramScan {
    /// Files of at least this many bytes are read in two halves: below it, starting a second
    /// thread costs more than it saves.
    static let splitSize = 8 << 20
    /// How far past the middle the seam is looked for, many messages even of long texts.
    static let seamSearchLength = 4 << 20

    /// Reads `file`, in two halves if it has `minimumSize` bytes or more (the tests lower it
    /// to split small files); nil when the full reader must take it.
    static func read(_ file: MappedFile, splittingFrom minimumSize: Int) -> ScannedChat? {
        let bytes = file.bytes
        guard let start = start(of: bytes) else { return nil }
        guard bytes.count - start >= minimumSize,
              let seam = seam(in: bytes, searchingFrom: start + (bytes.count - start) / 2) else {
            return readWhole(file, from: start)
        }
        return readInHalves(file, from: start, seam: seam)
    }

    /// Reads `file` from `start` with the second half from `seam`, any byte after `start` (the
    /// tests try every brace); nil when the full reader must take it.
    static func readInHalves(_ file: MappedFile, from start: Int, seam: Int) -> ScannedChat? {
        let halves = Halves()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                var first = TelegramScan(file: file, from: start, seam: seam)
                halves.first = first.document() ? first : nil
            } else {
                var second = TelegramScan(file: file, from: seam, startsAtSeam: true)
                halves.second = second.documentFromSeam() ? second : nil
            }
        }
        // Each half held once, so its chat is moved, not copied, into the joined one.
        guard var first = halves.first else { return nil }
        halves.first = nil
        // The seam was inside a text: the first half read the whole file.
        guard first.reachedSeam else { return first.takeChat() }
        guard var second = halves.second else { return readWhole(file, from: start) }
        halves.second = nil
        let chat = joined(&first, &second)
        Leftovers.free((first, second))
        return chat ?? readWhole(file, from: start)
    }

    /// The first half's messages, then the second's, each reply the second left shown where it
    /// lies; nil when one of those replies is too long (a file the full reader then refuses).
    private static func joined(_ first: inout TelegramScan, _ second: inout TelegramScan) -> ScannedChat? {
        var chat = first.takeChat()
        var closed = second.takeClosed()
        closed.reverse()
        while let (closedChat, reply) = closed.popLast() {
            chat.append(contentsOf: closedChat.chat)
            // The first half's messages keep their indices in the joined chat.
            let replied = first.shown.index(of: reply.replyTo).map { (chat.sender(at: $0), first.bodies[$0] ?? chat.text(at: $0)) }
            guard let text = TelegramMessageText.shown(forwardedFrom: reply.forwardedFrom, replyTo: reply.replyTo, body: reply.body,
                                                       replied: { _ in replied }),
                  text.utf8.count <= Conversation.maximumMessageBytes else { return nil }
            chat.append(sender: reply.sender, text: .decoded(text))
        }
        chat.append(contentsOf: second.takeChat())
        return chat
    }

    /// The first byte at or after `middle` that looks like a message's opening brace: a `{`
    /// after a comma after a `}`, and before the key `"id"`, white space allowed between them
    /// (a text's formatted parts, also objects in an array, start with `"type"`). Nil when
    /// none is near.
    static func seam(in bytes: UnsafeRawBufferPointer, searchingFrom middle: Int) -> Int? {
        JSONArraySeam.find(in: bytes, from: middle, length: seamSearchLength) { startsWithID(bytes, after: $0) }
    }

    private static func startsWithID(_ bytes: UnsafeRawBufferPointer, after brace: Int) -> Bool {
        var index = brace + 1
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
        let key: [UInt8] = Array("\"id\"".utf8)
        return index + key.count <= bytes.count && key.indices.allSatisfy { bytes[index + $0] == key[$0] }
    }

    /// Each half's scan, written by the one thread that ran it and read after both finished
    /// (`concurrentPerform` returns only then), so no two threads touch one field at once.
    private final class Halves: @unchecked Sendable {
        var first: TelegramScan?
        var second: TelegramScan?
    }
}
