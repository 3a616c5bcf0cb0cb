extension MessageList {
    /// One message's record in 16 bytes, a file of millions of messages keeping little more
    /// than its mapping: for a text still in the file, where it lies (a 32-bit offset — a file
    /// is at most 1 GiB — and its length as written), its sender, whether it holds escapes and
    /// where its paragraph counts are; for a message held as a string, its place among the
    /// list's decoded messages.
    ///
    ///     let entry = Entry.inFile(FileText(offset: 120, length: 5, counts: .held(ParagraphCounts(narrow: 5))!,
    ///                                       sender: .them, hasEscapes: false))
    ///     entry.fileText?.offset    // 120
    ///     Entry.decoded(place: 3).decodedPlace   // 3
    struct Entry: Sendable, Equatable {
        /// The text's offset in the file, or the decoded message's place.
        private var place: UInt32
        /// The length as written in the low bits, then the flags.
        private var lengthAndFlags: UInt32
        /// Where the paragraph counts are (unused for a decoded message).
        private(set) var counts: CountsPlace

        private static let decodedFlag: UInt32 = 1 << 31
        private static let themFlag: UInt32 = 1 << 30
        private static let escapesFlag: UInt32 = 1 << 29
        /// A text is at most 1 MiB decoded, at most six bytes a character as written.
        static let maximumLength = (1 << 29) - 1

        private init(place: UInt32, lengthAndFlags: UInt32, counts: CountsPlace) {
            self.place = place
            self.lengthAndFlags = lengthAndFlags
            self.counts = counts
        }

        /// A message whose text is still in the file.
        static func inFile(_ text: FileText) -> Entry {
            precondition(text.offset >= 0 && text.offset <= Int(UInt32.max), "a text past 4 GiB into its file")
            precondition(Int(text.length) <= maximumLength, "a text longer than 512 MiB")
            var flags: UInt32 = text.sender == .them ? themFlag : 0
            if text.hasEscapes { flags |= escapesFlag }
            return Entry(place: UInt32(text.offset), lengthAndFlags: text.length | flags, counts: text.counts)
        }

        /// A message held as a string, at `place` among the list's decoded messages.
        static func decoded(place: Int) -> Entry {
            precondition(place >= 0 && place <= Int(UInt32.max), "more than 4 billion decoded messages")
            return Entry(place: UInt32(place), lengthAndFlags: decodedFlag, counts: .stored(first: 0, count: 0))
        }

        /// The decoded message's place, nil for a text still in the file.
        var decodedPlace: Int? {
            lengthAndFlags & Self.decodedFlag != 0 ? Int(place) : nil
        }

        /// The text still in the file, nil for a decoded message.
        var fileText: FileText? {
            guard decodedPlace == nil else { return nil }
            return FileText(offset: offset, length: UInt32(length), counts: counts, sender: sender, hasEscapes: hasEscapes)
        }

        // What follows reads a text still in the file.
        var offset: Int { Int(place) }
        var length: Int { Int(lengthAndFlags & UInt32(Self.maximumLength)) }
        var sender: Sender { lengthAndFlags & Self.themFlag != 0 ? .them : .me }
        var hasEscapes: Bool { lengthAndFlags & Self.escapesFlag != 0 }

        /// The same text still in the file, written by `sender`.
        func withSender(_ sender: Sender) -> Entry {
            precondition(decodedPlace == nil, "a decoded message's sender is its message's")
            let flags = sender == .them ? lengthAndFlags | Self.themFlag : lengthAndFlags & ~Self.themFlag
            return Entry(place: place, lengthAndFlags: flags, counts: counts)
        }

        /// The same entry once `shift` paragraphs come before its stored ones (two scans joined).
        func shiftingCounts(by shift: Int) -> Entry {
            Entry(place: place, lengthAndFlags: lengthAndFlags, counts: counts.shifted(by: shift))
        }
    }
}
