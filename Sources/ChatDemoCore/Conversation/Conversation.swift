import Foundation
import OutputFiles
import StrictJSON
import TerminalText

/// Who wrote a message: the person using the app, or the other side.
public enum Sender: String, Codable, Sendable, CaseIterable {
    case me, them

    /// Like the synthesized decoder, but a wrong value is named in the error
    /// (`must be "me" or "them", found "bob"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode(String.self)
        guard let sender = Sender(rawValue: raw) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "must be \"me\" or \"them\", found \(Conversation.quoted(raw))")
        }
        self = sender
    }
}

public struct Message: Codable, Equatable, Sendable {
    public var sender: Sender
    public var text: String

    public init(sender: Sender, text: String) {
        self.sender = sender
        self.text = text
    }
}

/// A conversation file: UTF-8 JSON,
/// `{"title": "…", "messages": [{"sender": "me" | "them", "text": "…"}]}`.
///
/// Loading checks, in order, that the file can be read, that it is UTF-8,
/// that it is JSON (line and column of the first bad byte; no repeated
/// keys, no lone surrogates), that it has the expected shape, and that no
/// message is larger than `maximumMessageBytes`; each failure is an
/// `InputError` naming the file, the line and column, and the field's path:
/// `bad.json:3:41: messages[0].text should be a string`.
///
///     let chat = try Conversation.load(path: "Resources/conversations/some.json")
///     chat.messages.count  // 7
///
/// A file on disk is mapped, not read (`InputFile.map`), and checked in one pass
/// (`ConversationScan`) that leaves every text in the file: `messages` is a `MessageList`,
/// whose texts are decoded when read. Only a file that pass does not take (a broken one, or
/// one with keys it does not know) is read by the full check, which words every error.
///
/// - Complexity: O(n) in the file's size.
public struct Conversation: Codable, Equatable, Sendable {
    /// One message may be long (a pasted article), but a multi-megabyte
    /// "message" is almost certainly a wrong file, and laying it out would
    /// stall the frame loop.
    public static let maximumMessageBytes = 1 << 20
    /// Largest regular file we open at all: it is mapped, and only what can reach the screen
    /// is decoded, so its size costs one validating pass and a few dozen bytes a message.
    public static let maximumFileBytes = 1 << 30
    /// Largest conversation read whole into memory: from standard input, a pipe or a device,
    /// a zip member, and a Telegram or WhatsApp export (whose readers decode every message).
    public static let maximumStreamBytes = 64 << 20

    public var title: String
    public var messages: MessageList

    public init(title: String, messages: [Message]) {
        self.title = title
        self.messages = MessageList(messages)
    }

    public init(title: String, messages: MessageList) {
        self.title = title
        self.messages = messages
    }

    private enum CodingKeys: String, CodingKey { case title, messages }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        messages = MessageList(try container.decode([Message].self, forKey: .messages))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(title, forKey: .title)
        try container.encode(Array(messages), forKey: .messages)
    }

    public static func load(path: String) throws(InputError) -> Conversation {
        try decode(InputFile.map(path: path, limit: maximumFileBytes, streamLimit: maximumStreamBytes,
                                 noun: "a conversation file", kind: "conversations"), file: path)
    }

    /// Checks a conversation file's bytes in one pass and keeps its texts where they are
    /// (`ConversationScan`, `MessageList`); a file that pass does not take goes to the full
    /// check below, which decodes it or words its error. A leading byte order mark is ignored.
    public static func decode(_ mapped: MappedFile, file: String) throws(InputError) -> Conversation {
        try decode(mapped, file: file, splittingFrom: ConversationScan.splitSize)
    }

    /// `decode(_:file:)`, reading the file in two halves from `minimumSize` bytes (the tests
    /// split small files to compare both ways of reading).
    static func decode(_ mapped: MappedFile, file: String, splittingFrom minimumSize: Int) throws(InputError) -> Conversation {
        let start = mapped.bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        if let scanned = ConversationScan.scan(mapped, from: start, splittingFrom: minimumSize) {
            return Conversation(title: scanned.title, messages: scanned.messages)
        }
        return try decode(Array(mapped.bytes), file: file)
    }

    /// Checks and decodes the bytes of a conversation file; `file` names it
    /// in errors. A leading UTF-8 byte order mark is ignored. Every message is decoded.
    public static func decode(_ bytes: [UInt8], file: String) throws(InputError) -> Conversation {
        let bytes = StrictJSONFile.withoutByteOrderMark(bytes)
        let conversation = try StrictJSONFile.decode(Conversation.self, from: bytes, file: file, describe: describe)
        for (index, message) in conversation.messages.enumerated() where message.text.utf8.count > maximumMessageBytes {
            throw LocatedDecodingError.error("messages[\(index)].text is \(message.text.utf8.count) bytes; one message may hold at most \(maximumMessageBytes) bytes",
                          at: [.key("messages"), .index(index), .key("text")], in: bytes, file: file)
        }
        return conversation
    }

    /// A value from the file as a message shows it: quoted, cut at 40
    /// characters, invisible and control characters escaped.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return "\"\(VisibleText.escaped(shown))\""
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(LocatedDecodingError.keyPath(context, key)) is missing"
        case .typeMismatch(let type, let context):
            // The schema has two kinds of object: the whole file and a message.
            if type is [String: Any].Type || type == Conversation.self || type == Message.self {
                return context.codingPath.isEmpty
                    ? "the top level should be an object with \"title\" and \"messages\""
                    : "\(LocatedDecodingError.keyPath(context)) should be an object with \"sender\" and \"text\""
            }
            return "\(LocatedDecodingError.keyPath(context)) should be \(describe(type))"
        case .valueNotFound(let type, let context):
            return "\(LocatedDecodingError.keyPath(context)) should be \(describe(type)), found null"
        case .dataCorrupted(let context):
            if context.codingPath.last?.stringValue == "sender" {
                return "\(LocatedDecodingError.keyPath(context)) \(context.debugDescription)"
            }
            return "\(LocatedDecodingError.keyPath(context)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is [Message].Type, is [Any].Type: return "an array"
        default: return "\(type)"
        }
    }
}
