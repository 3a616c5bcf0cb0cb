/// What a WhatsApp export writes in place of media, as the short placeholder
/// a bubble shows, and the system notices it files under a sender.
///
/// - Exported without media: `<Media omitted>` and its translations
///   (`<Medien ausgeschlossen>`, `<省略影音內容>`, `<媒体已省略>`,
///   `<تم استبعاد الوسائط>`) say nothing of the kind: "Media omitted". iOS says
///   which (`image omitted`, `Bild weggelassen`): "Photo", "Video", …
/// - Exported with media: `<attached: 00000012-PHOTO-….jpg>` (iOS) and
///   `IMG-20231231-WA0001.jpg (file attached)` (Android) name the file, whose
///   name says the kind; any other file is "File: NAME".
enum WhatsAppMedia {
    static let omitted: [String: String] = [
        "<Media omitted>": "Media omitted",
        "<Medien ausgeschlossen>": "Media omitted",
        "<省略影音內容>": "Media omitted",
        "<媒体已省略>": "Media omitted",
        "<媒體已略去>": "Media omitted",
        "<تم استبعاد الوسائط>": "Media omitted",
        "<الوسائط محذوفة>": "Media omitted",
        "image omitted": "Photo", "Bild weggelassen": "Photo", "图片已忽略": "Photo", "تم استبعاد الصورة": "Photo",
        "video omitted": "Video", "Video weggelassen": "Video", "视频已忽略": "Video", "تم استبعاد الفيديو": "Video",
        "audio omitted": "Voice message", "Audio weggelassen": "Voice message", "音频已忽略": "Voice message",
        "تم استبعاد الصوت": "Voice message",
        "sticker omitted": "Sticker", "Sticker weggelassen": "Sticker", "贴图已忽略": "Sticker",
        "GIF omitted": "GIF", "GIF weggelassen": "GIF",
        "document omitted": "Document", "Dokument weggelassen": "Document",
        "Contact card omitted": "Contact", "Kontaktkarte weggelassen": "Contact",
    ]

    /// The longest first line read as a media note (a long file name included).
    static let maximumNoteBytes = 300
    /// Longer than any note of `omitted`, with its marks.
    static let maximumOmittedBytes = 48

    /// Notices that iOS files under the chat's name but nobody wrote.
    static let systemNoticePrefixes = [
        "Messages and calls are end-to-end encrypted",
        "Nachrichten und Anrufe sind Ende-zu-Ende-verschlüsselt",
        "消息和通话都进行端到端加密",
        "消息和通話都進行端對端加密",
        "الرسائل والمكالمات مشفرة تمامًا",
    ]

    static func isSystemNotice(_ text: String) -> Bool {
        systemNoticePrefixes.contains { text.hasPrefix($0) }
    }

    /// The placeholder for a media note, nil for ordinary text (shown as written).
    static func placeholder(for text: String) -> String? {
        // Every note is one first line, short or ending in ">" or ")": nearly every message
        // is text, and is told so from its bytes without building strings.
        let utf8 = text.utf8
        let lineEnd = utf8.firstIndex(of: 0x0A) ?? utf8.endIndex
        let firstLine = utf8[utf8.startIndex..<lineEnd]
        guard firstLine.count <= maximumNoteBytes else { return nil }
        if firstLine.count > maximumOmittedBytes {
            guard let last = firstLine.last(where: { $0 != 0x20 && $0 != 0x0D }),
                  last == UInt8(ascii: ">") || last == UInt8(ascii: ")") else { return nil }
        }
        let note = String(String.UnicodeScalarView(text.unicodeScalars.filter { !WhatsAppHeader.isMark($0.value) }))
            .trimmingWhitespace()
        if let known = omitted[note] { return known }
        for (opening, closing) in [("<attached: ", ">"), ("<Anhang: ", ">"), ("<附件：", ">"), ("<مرفق: ", ">")]
        where note.hasPrefix(opening) && note.hasSuffix(closing) && !note.contains("\n") {
            return kind(ofFile: String(note.dropFirst(opening.count).dropLast(closing.count)))
        }
        for marker in [" (file attached)", " (Datei angehängt)", " (文件附件)", " (附件)", " (ملف مرفق)"] {
            let lines = note.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false)
            if let first = lines.first, first.hasSuffix(marker) {
                let kind = kind(ofFile: String(first.dropLast(marker.count)))
                return lines.count > 1 ? kind + "\n" + lines[1] : kind
            }
        }
        return nil
    }

    /// "Photo" for `IMG-…`/`…-PHOTO-…`, and so on; "File: NAME" for anything else.
    static func kind(ofFile name: String) -> String {
        let upper = name.uppercased()
        let byPrefix: [(String, String)] = [("IMG-", "Photo"), ("VID-", "Video"), ("PTT-", "Voice message"),
                                            ("AUD-", "Voice message"), ("STK-", "Sticker")]
        for (prefix, kind) in byPrefix where upper.hasPrefix(prefix) { return kind }
        let byWord: [(String, String)] = [("-PHOTO-", "Photo"), ("-VIDEO-", "Video"), ("-AUDIO-", "Voice message"),
                                          ("-STICKER-", "Sticker"), ("-GIF-", "GIF")]
        for (word, kind) in byWord where upper.contains(word) { return kind }
        return "File: \(name)"
    }
}

/// The other side's name in a WhatsApp export's file name: "WhatsApp Chat with Anna.txt",
/// "WhatsApp Chat - Anna.zip", "WhatsApp-Chat mit Anna.txt", "WhatsApp Chat with Anna (1).txt".
enum WhatsAppChatName {
    static let openings = ["WhatsApp Chat with ", "WhatsApp Chat - ", "WhatsApp-Chat mit ", "WhatsApp Chat mit "]

    static func from(fileName: String) -> String? {
        var name = fileName
        for suffix in [".txt", ".zip"] where name.lowercased().hasSuffix(suffix) { name.removeLast(suffix.count) }
        guard let opening = openings.first(where: { name.hasPrefix($0) }) else { return nil }
        name.removeFirst(opening.count)
        // A second download of the same export: "Anna (1)".
        if name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex,
           name[name.index(after: open)..<name.index(before: name.endIndex)].allSatisfy(\.isNumber),
           name[name.index(before: open)] == " " {
            name = String(name[..<name.index(before: open)])
        }
        name = name.trimmingWhitespace()
        return name.isEmpty ? nil : name
    }
}
