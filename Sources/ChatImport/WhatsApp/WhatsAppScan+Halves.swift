import Foundation
import OutputFiles
import StrictJSON

/// A large WhatsApp export read on two cores: the first half from the file's start, the second
/// from a line near the middle (the seam), at the same time, joined with
/// `ScannedChat.append(contentsOf:)`.
///
/// The seam is the first line at or after the middle that parses as a header of the file's
/// shape, the shape of its first header. That is exactly where the one-pass reading starts a
/// message: once the first header has fixed the shape it never changes, and a line that parses
/// as a header of that shape always ends the message before it and starts one — a message, a
/// notice or a system line alike, whatever marks come before its digits. So the first half,
/// reading up to the seam, ends with the message the one pass ends there, and the second,
/// starting from the seam with the shape already known, reads what the one pass reads from
/// it: the join is the one pass's result, message for message, and each half is UTF-8 exactly
/// when both are (the seam follows an LF; a byte order mark is UTF-8 too). Either half answering nil makes the file the full
/// reader's.
///
///     WhatsAppScan.read(mapped, fileName: name, seamSearchFrom: mapped.bytes.count / 2)
///
/// - Complexity: O(n) work, about n / 2 on each of two cores.
extension WhatsAppScan {
    /// Files of at least this many bytes are read in two halves: below it, starting a second
    /// thread costs more than it saves.
    static let splitSize = 8 << 20
    /// How far past the middle the seam is looked for: many messages, even long ones.
    static let seamSearchLength = 4 << 20

    static func read(_ file: MappedFile, fileName: String?) -> ScannedChat? {
        let count = file.bytes.count
        return read(file, fileName: fileName, seamSearchFrom: count >= splitSize ? count / 2 : nil)
    }

    /// Reads `file` in one pass, or in two halves split at the seam found from `middle` (the
    /// tests try every line); nil when the full reader must take it.
    static func read(_ file: MappedFile, fileName: String?, seamSearchFrom middle: Int?) -> ScannedChat? {
        let bytes = file.bytes
        let chatName = fileName.flatMap(WhatsAppChatName.from(fileName:))
        let title = chatName ?? fileName ?? ChatImport.standardInputName
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        guard let middle, let (shape, firstHeaderEnd) = firstHeader(in: bytes, from: start),
              let seam = seam(in: bytes, shape: shape, searchingFrom: max(middle, firstHeaderEnd)) else {
            return scan(file, start..<bytes.count, shape: nil, title: title, chatName: chatName)
        }
        let halves = Halves()
        DispatchQueue.concurrentPerform(iterations: 2) { half in
            if half == 0 {
                halves.first = scan(file, start..<seam, shape: nil, title: title, chatName: chatName)
            } else {
                halves.second = scan(file, seam..<file.bytes.count, shape: shape, title: title, chatName: chatName)
            }
        }
        guard var first = halves.first, let second = halves.second else { return nil }
        halves.first = nil
        halves.second = nil
        first.append(contentsOf: second)
        return first
    }

    /// Reads the lines of `file` in `range`, from the file's start (after a byte order mark)
    /// when `shape` is nil, else from a line that is a header of that shape.
    private static func scan(_ file: MappedFile, _ range: Range<Int>, shape: WhatsAppHeader.Shape?,
                             title: String, chatName: String?) -> ScannedChat? {
        var scan = WhatsAppScan(bytes: file.bytes, chat: ScannedChat(file: file, format: "WhatsApp", title: title, chatName: chatName),
                                shape: shape)
        guard scan.lines(in: range, isFileStart: shape == nil) else { return nil }
        return scan.chat
    }

    /// The shape of the file's first header and where its line ends, as the one pass finds
    /// it; nil when a line that is not blank comes first (the file is the full reader's) or
    /// none is found in the file's first megabyte (then it is read in one pass).
    static func firstHeader(in bytes: UnsafeRawBufferPointer, from start: Int) -> (WhatsAppHeader.Shape, Int)? {
        var lineStart = start
        let end = min(bytes.count, start + (1 << 20))
        while lineStart < end {
            let lineBreak = lineBreak(in: bytes, from: lineStart, before: bytes.count)
            let lineEnd = lineBreak > lineStart && bytes[lineBreak - 1] == 0x0D ? lineBreak - 1 : lineBreak
            if let (header, _) = WhatsAppHeader.parse(bytes, line: lineStart..<lineEnd) { return (header.shape, lineBreak) }
            guard isBlank(bytes, lineStart..<lineEnd) else { return nil }
            lineStart = lineBreak + 1
        }
        return nil
    }

    /// The start of the first line after `middle`'s line that parses as a header of `shape`,
    /// nil when none is near.
    static func seam(in bytes: UnsafeRawBufferPointer, shape: WhatsAppHeader.Shape, searchingFrom middle: Int) -> Int? {
        let end = min(bytes.count, middle + seamSearchLength)
        var lineStart = lineBreak(in: bytes, from: middle, before: bytes.count) + 1
        while lineStart < end {
            let lineBreak = lineBreak(in: bytes, from: lineStart, before: bytes.count)
            let lineEnd = lineBreak > lineStart && bytes[lineBreak - 1] == 0x0D ? lineBreak - 1 : lineBreak
            if let (header, _) = WhatsAppHeader.parse(bytes, line: lineStart..<lineEnd), header.shape == shape { return lineStart }
            lineStart = lineBreak + 1
        }
        return nil
    }

    /// What each half read, written by its own thread and read after both are done.
    private final class Halves: @unchecked Sendable {
        var first: ScannedChat?
        var second: ScannedChat?
    }
}
