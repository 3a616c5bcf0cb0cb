// Interim: simple versions of two methods the compact storage of ScannedChat brings, so the
// Telegram reader can be written against them before it lands; that storage replaces this file.

extension ScannedChat {
    /// Adds a message from the sender whose name is `senderName`'s UTF-8 bytes; returns its index.
    @discardableResult
    mutating func append(senderName: UnsafeRawBufferPointer, text: Text) -> Int {
        append(sender: String(decoding: senderName, as: UTF8.self), text: text)
    }

    /// Adds `other`'s messages after this chat's, their paragraphs' counts after this chat's.
    mutating func append(contentsOf other: consuming ScannedChat) {
        let shift = paragraphs.count
        paragraphs.append(contentsOf: other.paragraphs)
        for message in other.messages {
            var text = message.text
            if case .inFile(let offset, let length, let hasEscapes, let firstParagraph, let paragraphCount) = text {
                text = .inFile(offset: offset, length: length, hasEscapes: hasEscapes,
                               firstParagraph: firstParagraph + shift, paragraphCount: paragraphCount)
            }
            append(sender: other.names[message.sender], text: text)
        }
        skippedSystemLines += other.skippedSystemLines
    }
}
