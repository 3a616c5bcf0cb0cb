import ChatDemoCore
import OutputFiles

/// Reads a WhatsApp chat export (`.txt`): each message starts with a header
/// line (`WhatsAppHeader`), `Name: text` after it; lines without a header
/// continue the message before them, so a message over several lines stays
/// one bubble. A header line with no `Name: ` is a system line ("Messages
/// and calls are end-to-end encrypted…", "Anna added Ben"): the bubble has
/// only two sides, so system lines are left out and counted, as are the
/// encryption notices iOS puts under the chat's own name.
///
/// Media notes become a short placeholder (`WhatsAppMedia`); every other
/// text, "This message was deleted" included, is shown as written.
///
/// - Complexity: O(n) in the file's size.
enum WhatsAppImport {
    static func read(_ bytes: [UInt8], file: String, fileName: String?) throws(InputError) -> ImportedChat {
        try ChatImport.checkUTF8(bytes, file: file)
        let chatName = fileName.flatMap(WhatsAppChatName.from(fileName:))
        var chat = ImportedChat(format: "WhatsApp", title: chatName ?? fileName ?? ChatImport.standardInputName,
                                chatName: chatName, locate: { (line: $0, column: 1) })
        var shape: WhatsAppHeader.Shape?
        var current: ImportedChat.Message?
        var currentIsSystem = false
        var lineNumber = 0
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0

        func finish() {
            guard var message = current else { return }
            while message.text.last == "\n" { message.text.removeLast() }
            if currentIsSystem {
                chat.skippedSystemLines += 1
            } else {
                message.text = WhatsAppMedia.placeholder(for: message.text) ?? message.text
                chat.messages.append(message)
            }
            current = nil
        }

        while start < bytes.count || (start == bytes.count && lineNumber == 0) {
            lineNumber += 1
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let lineEnd = end > start && bytes[end - 1] == 0x0D ? end - 1 : end
            let line = String(decoding: bytes[start..<lineEnd], as: UTF8.self)
            start = end + 1
            if let (header, rest) = WhatsAppHeader.parse(line[...]), shape == nil || shape == header.shape {
                finish()
                shape = header.shape
                if let (sender, text) = splitSender(rest) {
                    current = ImportedChat.Message(sender: sender, text: text, origin: lineNumber)
                    currentIsSystem = WhatsAppMedia.isSystemNotice(text)
                } else {
                    current = ImportedChat.Message(sender: "", text: String(rest), origin: lineNumber)
                    currentIsSystem = true
                }
            } else if current != nil {
                current!.text += "\n" + line
            } else if !line.unicodeScalars.allSatisfy({ $0.properties.isWhitespace || WhatsAppHeader.isMark($0.value) }) {
                let example = "\"12/31/23, 9:41 PM - Name: text\" or \"[31/12/2023, 21:41:05] Name: text\""
                throw InputError(file: file, line: lineNumber, column: 1,
                                 "not a chat this app can open: this line does not start like a WhatsApp message (\(example)), and the file is not JSON (a KeyboardChat conversation or a Telegram export)")
            }
        }
        finish()
        if shape == nil {
            throw InputError(file: file, line: 1, column: 1, "the file is empty; nothing to open")
        }
        return chat
    }

    /// `Anna: text` as ("Anna", "text"), the name without direction marks and the text
    /// without the marks iOS puts before notes; nil for a system line (no `: `).
    static func splitSender(_ rest: Substring) -> (String, String)? {
        let scalars = rest.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            if scalars[index] == ":" {
                let next = scalars.index(after: index)
                if next == scalars.endIndex || scalars[next] == " " { break }
            }
            index = scalars.index(after: index)
        }
        guard index < scalars.endIndex else { return nil }
        var name = String.UnicodeScalarView()
        name.append(contentsOf: scalars[..<index].lazy.filter { !WhatsAppHeader.isMark($0.value) })
        let trimmed = String(name).trimmingWhitespace()
        guard !trimmed.isEmpty else { return nil }
        var textStart = scalars.index(after: index)
        if textStart < scalars.endIndex { textStart = scalars.index(after: textStart) }
        while textStart < scalars.endIndex, WhatsAppHeader.isMark(scalars[textStart].value) { textStart = scalars.index(after: textStart) }
        return (trimmed, String(Substring(scalars[textStart...])))
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
