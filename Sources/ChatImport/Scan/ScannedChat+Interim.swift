/// Simple stand-ins for two methods the compact storage of `ScannedChat` brings, so the fast
/// readers can use them before it lands; that storage replaces this file.
extension ScannedChat {
    /// Adds a message from the sender whose name is the UTF-8 `senderName`; returns its index.
    @discardableResult
    mutating func append(senderName: UnsafeRawBufferPointer, text: Text) -> Int {
        append(sender: String(decoding: senderName, as: UTF8.self), text: text)
    }

    /// Adds `other`'s messages after this chat's, its paragraphs after these, and its skipped
    /// system lines to these.
    mutating func append(contentsOf other: consuming ScannedChat) {
        let shift = paragraphs.count
        paragraphs.append(contentsOf: other.paragraphs)
        for index in other.messages.indices {
            var text = other.messages[index].text
            if case .inFile(let offset, let length, let hasEscapes, let firstParagraph, let paragraphCount) = text {
                text = .inFile(offset: offset, length: length, hasEscapes: hasEscapes, firstParagraph: firstParagraph + shift,
                               paragraphCount: paragraphCount)
            }
            append(sender: other.sender(at: index), text: text)
        }
        skippedSystemLines += other.skippedSystemLines
    }
}
