import ChatDemoCore
import Foundation
import OutputFiles
import StrictJSON

/// Reads Telegram Desktop's JSON export, of one chat or of all chats (where
/// `--chat NAME` picks one), into an `ImportedChat`.
///
/// What each message shows (the bubble draws plain text, one font):
/// - Text given as a string or as formatted parts: the parts' text, joined;
///   bold, italic, code, links and mentions read as their plain text (a
///   `text_link` shows its words, not its address).
/// - Media: a placeholder line (`TelegramMessageText`), the caption below it.
/// - A forward: "Forwarded from NAME" above the text; a reply: "↩ NAME: …"
///   with the start of the message it answers.
/// - Service messages (joins, pins, calls, …) are left out and counted: the
///   bubble has only the two sides.
///
/// - Complexity: O(n) in the file's size.
enum TelegramImport {
    static func read(_ bytes: [UInt8], file: String, chat wanted: String?) throws(InputError) -> ImportedChat {
        let bytes = StrictJSONFile.withoutByteOrderMark(bytes)
        if isFullExport(bytes) {
            let export: TelegramExport.Full = try decode(bytes, file: file)
            let chats = (export.chats?.list ?? []).enumerated().map { (["chats", "list", $0.offset] as [Any], $0.element) }
                + (export.left_chats?.list ?? []).enumerated().map { (["left_chats", "list", $0.offset] as [Any], $0.element) }
            let (path, chat) = try pick(wanted, among: chats, file: file)
            var imported = convert(chat, path: path, bytes: bytes)
            if let me = export.personal_information?.user_id?.value {
                let id = "user\(me)"
                imported.exporter = chat.messages.first(where: { $0.from_id == id })?.from ?? "\u{0}not a sender"
            }
            return imported
        }
        let chat: TelegramExport.Chat = try decode(bytes, file: file)
        if let wanted, wanted != chat.name, wanted != chat.id?.text {
            throw InputError(file: file, "--chat \(ChatImport.quotedArgument(wanted)) is not in this export: it holds one chat, \(ChatImport.quoted(chat.name ?? "Saved Messages"))")
        }
        return convert(chat, path: [], bytes: bytes)
    }

    /// A full export starts with `about` and `personal_information` and has `chats`; one
    /// chat's export starts with its `name`, `type` and `id`, then `messages`. The first of
    /// these keys decides, so the messages are never scanned.
    static func isFullExport<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Bool where Bytes.Index == Int {
        var keys = TopLevelKeys(bytes, start: bytes.firstIndex(of: UInt8(ascii: "{")) ?? 0)
        while let key = keys.next() {
            if key == "chats" || key == "personal_information" { return true }
            if key == "messages" || key == "name" || key == "type" { return false }
        }
        return false
    }

    /// The chat `wanted` names, by name or else by id; the only chat when nothing is wanted. A
    /// name that several chats share picks none of them: they are listed with their ids.
    private static func pick(_ wanted: String?, among chats: [([Any], TelegramExport.Chat)], file: String) throws(InputError) -> ([Any], TelegramExport.Chat) {
        func name(_ chat: TelegramExport.Chat) -> String { chat.name ?? "Saved Messages" }
        let shared = Dictionary(grouping: chats.map { name($0.1) }, by: { $0 }).filter { $0.value.count > 1 }
        func described(_ chat: TelegramExport.Chat) -> String {
            let id = shared[name(chat)] != nil ? chat.id?.text.map { "id \($0), " } ?? "" : ""
            return "\(ChatImport.quoted(name(chat))) (\(id)\(chat.messages.count) message\(chat.messages.count == 1 ? "" : "s"))"
        }
        if let wanted {
            let named = chats.filter { name($0.1) == wanted }
            if named.count == 1 { return named[0] }
            if named.count > 1 {
                let listed = named.prefix(20).map { described($0.1) }
                let list = listed.count == 2 ? listed.joined(separator: " and ") : listed.joined(separator: ", ")
                throw InputError(file: file, "--chat \(ChatImport.quotedArgument(wanted)) is ambiguous: \(named.count) chats in this export have that name, \(list): pick one with --chat ID")
            }
            if let found = chats.first(where: { $0.1.id?.text == wanted }) { return found }
        }
        if wanted == nil, chats.count == 1 { return chats[0] }
        let list = chats.prefix(20).map { described($0.1) }.joined(separator: ", ") + (chats.count > 20 ? " and \(chats.count - 20) more" : "")
        if chats.isEmpty { throw InputError(file: file, "this Telegram export holds no chats") }
        if let wanted {
            throw InputError(file: file, "--chat \(ChatImport.quotedArgument(wanted)) is not in this export; its chats are \(list)")
        }
        throw InputError(file: file, "this Telegram export holds \(chats.count) chats: pick one with --chat NAME; its chats are \(list)")
    }

    /// Checks and decodes an export as every JSON file is read (`StrictJSONFile`); a schema
    /// error starts with "Telegram export:".
    private static func decode<Value: Decodable>(_ bytes: [UInt8], file: String) throws(InputError) -> Value {
        try StrictJSONFile.decode(Value.self, from: bytes, file: file) { error in
            let codingPath = LocatedDecodingError.codingPath(of: error)
            return "Telegram export: \(describe(error) ?? numberProblem(codingPath, in: bytes))"
        }
    }

    /// What the decoder found wrong; nil for a number its type cannot hold, which
    /// `numberProblem` words from the number itself.
    private static func describe(_ error: DecodingError) -> String? {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(LocatedDecodingError.keyPath(context, key)) is missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let expected = type == String.self ? "a string" : (type is any Numeric.Type ? "a number" : "\(type)")
            return "\(LocatedDecodingError.keyPath(context)) should be \(expected)"
        case .dataCorrupted(let context):
            if context.debugDescription == JSONNumber<Int64>.doesNotFit { return nil }
            return "\(LocatedDecodingError.keyPath(context)) \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    /// `messages[0].duration_seconds is 1.5, not a whole number of seconds`: only a location's
    /// coordinates are not whole numbers.
    private static func numberProblem(_ codingPath: [any CodingKey], in bytes: [UInt8]) -> String {
        let key = codingPath.last?.stringValue
        let offset = JSONLocator.offset(of: JSONLocator.path(codingPath), in: bytes)
        let problem = JSONNumberProblem(at: offset, in: bytes, wholeNumber: key != "latitude" && key != "longitude",
                                        unit: key == "duration_seconds" ? "seconds" : nil)
        return "\(LocatedDecodingError.keyPath(codingPath)) is \(problem.literal), \(problem.reason)"
    }

    private static func convert(_ chat: TelegramExport.Chat, path: [Any], bytes: [UInt8]) -> ImportedChat {
        let title = chat.name ?? "Saved Messages"
        var imported = ImportedChat(format: "Telegram", title: title, chatName: chat.name, locate: { index in
            let components = (path + ["messages", index]).map { part -> JSONPathComponent in
                (part as? Int).map { .index($0) } ?? .key("\(part)")
            }
            let position = TextPosition(of: JSONLocator.offset(of: components, in: bytes), in: bytes)
            return (position.line, position.column)
        })
        imported.isSavedMessages = chat.type == "saved_messages"
        var shown: [Int64: (sender: String, text: String)] = [:]
        for (index, message) in chat.messages.enumerated() {
            guard message.type == "message" else {
                imported.skippedSystemLines += 1
                continue
            }
            let sender = message.from ?? "Deleted Account"
            let body = TelegramMessageText.body(of: message)
            guard let text = TelegramMessageText.shown(message, body: body, replied: { shown[$0] }) else { continue }
            if let id = message.id?.value { shown[id] = (sender, body) }
            imported.messages.append(.init(sender: sender, text: text, origin: index))
        }
        return imported
    }
}
