import ChatDemoCore
import Foundation
import OutputFiles
import StrictJSON
import TerminalText

/// Opens what `--conversation` names: this project's JSON conversation, a
/// Telegram Desktop export (`result.json`), a WhatsApp chat export (`.txt`),
/// or a `.zip` holding one of them, told apart by content, not by name.
///
///     let opened = try ChatImport.load(path: "WhatsApp Chat with Anna.txt", chat: nil, me: nil)
///     opened.conversation.messages.count  // 42
///     opened.summary  // "WhatsApp chat \"Anna\": 42 messages; \"me\" is \"Ben\": the sender who is …"
///
/// Every problem is an `InputError` naming the file (and the zip member), the
/// line and the column, raised before anything is shown or written.
///
/// - Complexity: O(n) in the file's size.
public enum ChatImport {
    /// What was opened: the app's conversation and, for an export, one line saying what it
    /// was and who was taken as "me" (nil for the project's own JSON shape).
    public struct Opened: Sendable {
        public let conversation: Conversation
        public let summary: String?
        /// The sender taken as "me" in an export (nil when nobody is, and for the project's
        /// own JSON shape, which says it per message).
        public var me: String? = nil
    }

    /// The largest zip file, inflated zip member or standard input read at all: these are held
    /// whole in memory. A regular file — this app's own JSON, a Telegram or a WhatsApp export —
    /// may be as large as `Conversation.maximumFileBytes`: it is mapped, and its texts stay in
    /// the mapping.
    public static let maximumFileBytes = Conversation.maximumStreamBytes

    /// The name `-` stands for in messages.
    public static let standardInputName = "standard input"

    /// Reads `path` (`-` for standard input) and opens it. `chat` picks one chat of a full
    /// Telegram export by name; `me` names the sender shown on the right.
    public static func load(path: String, chat: String?, me: String?) throws(InputError) -> Opened {
        if path == "-" {
            return try decode(readStandardInput(), file: standardInputName, name: nil, chat: chat, me: me)
        }
        let mapped = try InputFile.map(path: path, limit: Conversation.maximumFileBytes, streamLimit: maximumFileBytes,
                                       noun: "a conversation file", kind: "conversations")
        let name = path.split(separator: "/").last.map(String.init)
        // This app's own shape stays in the mapped file, and so do the texts of an export the
        // fast readers take; anything else is read whole, as ever. Asked first,
        // so --me or --chat on this app's JSON is told what it is for.
        if !ZipArchive.looksLikeZip(Array(mapped.bytes.prefix(4))), ChatFormat.detect(mapped.bytes, name: name) == .projectJSON {
            try refuseExportOptions(chat: chat, me: me, file: path)
            return Opened(conversation: try Conversation.decode(mapped, file: path), summary: nil)
        }
        if mapped.bytes.count > maximumFileBytes, ZipArchive.looksLikeZip(Array(mapped.bytes.prefix(4))) {
            throw InputError(file: path, "the file is larger than \(maximumFileBytes >> 20) MB, the limit for zip files, which are read whole (unzipped, a conversation or a chat export may be up to \(Conversation.maximumFileBytes >> 30) GiB)")
        }
        if let scanned = scan(mapped, name: name, chat: chat) {
            return try finish(scanned, file: path, me: me)
        }
        return try decode(Array(mapped.bytes), file: path, name: name, chat: chat, me: me)
    }

    /// A Telegram or WhatsApp export read by the fast pass that leaves its texts in the mapped
    /// file (`TelegramScan`, `WhatsAppScan`); nil for anything else and for any file that pass
    /// does not take exactly — then `decode` reads it, and words its errors, as ever.
    static func scan(_ mapped: MappedFile, name: String?, chat: String?) -> ScannedChat? {
        guard !ZipArchive.looksLikeZip(Array(mapped.bytes.prefix(4))) else { return nil }
        switch ChatFormat.detect(mapped.bytes, name: name) {
        case .projectJSON: return nil
        case .telegram: return chat == nil ? TelegramScan.read(mapped) : nil
        case .whatsApp: return chat == nil ? WhatsAppScan.read(mapped, fileName: name) : nil
        }
    }

    /// Opens the bytes of a file; `file` names it in errors, `name` is its base name (which
    /// may name the chat), nil for standard input.
    public static func decode(_ bytes: [UInt8], file: String, name: String?, chat: String?, me: String?) throws(InputError) -> Opened {
        if ZipArchive.looksLikeZip(bytes) {
            let member = try ChatMember.extract(from: bytes, file: file, limit: maximumFileBytes)
            // Each level would hold its bytes and a stack frame while the next is read: a few
            // megabytes of nested zips took gigabytes, then overflowed the stack.
            if ZipArchive.looksLikeZip(member.bytes) {
                throw InputError(file: file, "the zip file member \(quoted(member.name)) is itself a zip file; a zip inside a zip is not opened: unzip \(file == standardInputName ? "it" : file) and open the zip it holds")
            }
            // WhatsApp's iOS zip is named after the chat ("WhatsApp Chat - Anna.zip") and holds "_chat.txt".
            let memberName = String(member.name.split(separator: "/").last ?? "")
            let chatFileName = WhatsAppChatName.from(fileName: memberName) != nil ? memberName : name
            return try decode(member.bytes, file: "\(file) (\(member.name))", name: chatFileName, chat: chat, me: me)
        }
        switch ChatFormat.detect(bytes, name: name) {
        case .projectJSON:
            try refuseExportOptions(chat: chat, me: me, file: file)
            return Opened(conversation: try Conversation.decode(bytes, file: file), summary: nil)
        case .telegram:
            return try finish(TelegramImport.read(bytes, file: file, chat: chat), file: file, me: me)
        case .whatsApp:
            if let chat {
                throw InputError(file: file, "--chat \(quotedArgument(chat)) picks a chat from a full Telegram export; this is a WhatsApp chat, which holds one chat")
            }
            return try finish(WhatsAppImport.read(bytes, file: file, fileName: name), file: file, me: me)
        }
    }

    /// `--me` and `--chat` mean nothing to this app's own JSON, whose messages say who sent them.
    private static func refuseExportOptions(chat: String?, me: String?, file: String) throws(InputError) {
        if let me {
            throw InputError(file: file, "--me \(quotedArgument(me)) applies to Telegram and WhatsApp exports; this is a KeyboardChat conversation, whose messages already say \"me\" or \"them\"")
        }
        if let chat {
            throw InputError(file: file, "--chat \(quotedArgument(chat)) picks a chat from a full Telegram export; this is a KeyboardChat conversation")
        }
    }

    private static func finish(_ chat: ImportedChat, file: String, me: String?) throws(InputError) -> Opened {
        let choice = try MeRule.choose(for: chat, requested: me, file: file)
        let conversation = try chat.conversation(me: choice.me, file: file)
        return Opened(conversation: conversation, summary: summary(format: chat.format, title: chat.title, file: file,
                                                                   count: conversation.messages.count,
                                                                   skipped: chat.skippedSystemLines, choice: choice),
                      me: choice.me)
    }

    /// The same for a chat the fast readers left in its file.
    /// The chat is used up: its records become the conversation's without a copy.
    static func finish(_ chat: consuming ScannedChat, file: String, me: String?) throws(InputError) -> Opened {
        let choice = try MeRule.choose(senders: chat.senders, chatName: chat.chatName, exporter: chat.exporter,
                                       isSavedMessages: chat.isSavedMessages, requested: me, file: file)
        let (format, title, skipped) = (chat.format, chat.title, chat.skippedSystemLines)
        let conversation = chat.conversation(me: choice.me)
        return Opened(conversation: conversation, summary: summary(format: format, title: title, file: file,
                                                                   count: conversation.messages.count,
                                                                   skipped: skipped, choice: choice),
                      me: choice.me)
    }

    /// The line saying what was opened and who is "me".
    private static func summary(format: String, title: String, file: String, count: Int, skipped: Int, choice: MeRule.Choice) -> String {
        var summary = "\(format) chat \(quoted(title)) from \(file): \(count) message\(count == 1 ? "" : "s")"
        if skipped > 0 {
            summary += " (\(skipped) \(format == "Telegram" ? "service message" : "system line")\(skipped == 1 ? "" : "s") left out)"
        }
        summary += choice.me.map { "; \"me\" is \(quoted($0)): \(choice.reason)" } ?? "; nobody is \"me\": \(choice.reason)"
        return summary
    }

    private static func readStandardInput() throws(InputError) -> [UInt8] {
        let data: Data
        do {
            data = try FileHandle.standardInput.read(upToCount: maximumFileBytes + 1) ?? Data()
        } catch {
            throw InputError(file: standardInputName, "cannot be read (\(error.localizedDescription))")
        }
        if data.count > maximumFileBytes {
            throw InputError(file: standardInputName, "is larger than \(maximumFileBytes >> 20) MB, the limit for conversations")
        }
        if data.isEmpty {
            throw InputError(file: standardInputName, "is empty; nothing to open")
        }
        return Array(data)
    }

    /// A name from the file as a message shows it: quoted, cut at 40 characters, invisible
    /// and control characters escaped.
    static func quoted(_ text: String) -> String {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return "\"\(VisibleText.escaped(shown))\""
    }

    /// A name from the command line (`--me`, `--chat`) as a message shows it: as `quoted`
    /// does, and a byte that is not UTF-8, which the arguments carry as a stand-in
    /// (`PathBytes`), as that byte, `<0xFF>`.
    static func quotedArgument(_ text: String) -> String {
        let shown = text.count > 40 ? text.prefix(40) + "…" : Substring(text)
        return "\"\(PathBytes.visible(shown))\""
    }

    /// The first byte that is not UTF-8 as an error at its position (`UTF8Validation`).
    static func checkUTF8(_ bytes: [UInt8], file: String) throws(InputError) {
        do throws(JSONSyntaxError) {
            try UTF8Validation.check(bytes, file: file)
        } catch {
            throw InputError(error)
        }
    }
}
