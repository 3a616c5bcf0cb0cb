/// The one UTF-8 check of every file the project reads as text (conversations, profiles,
/// scripts, chat exports): whether bytes are well-formed UTF-8 and, when not, where the first
/// byte that is not lies. RFC 8259 text is UTF-8, so `JSONSyntax.check` starts with it.
///
///     UTF8Validation.firstInvalidOffset(Array("ab\u{E9}".utf8) + [0xFF])   // 4
///
/// - Complexity: O(n); 64 bytes at a time where the text is well formed.
public enum UTF8Validation {
    /// What an error says of a file that is not UTF-8.
    public static let message = "the file is not valid UTF-8"

    /// The offset of the first byte that is not UTF-8, nil when all of them are.
    public static func firstInvalidOffset(_ bytes: [UInt8]) -> Int? {
        // The standard library's validation is vectorised; the scalar walk below, which finds
        // the offset, runs only for a file that fails it (it was a tenth of a 100 000-message
        // file's start-up).
        if String(validating: bytes, as: UTF8.self) != nil { return nil }
        return bytes.withUnsafeBytes { firstInvalidOffset(in: $0) }
    }

    /// Throws at the first byte that is not UTF-8; `file` names the bytes in the error.
    public static func check(_ bytes: [UInt8], file: String) throws(JSONSyntaxError) {
        if let offset = firstInvalidOffset(bytes) {
            throw JSONSyntaxError(file: file, offset: offset, in: bytes, message)
        }
    }

    /// Whether `bytes` are all UTF-8, read in place (a mapped file is not copied into a string).
    public static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        firstInvalidOffset(in: bytes) == nil
    }

    /// Whole blocks of 64 bytes where it can (`StringBlock`, `UTF8Block`, as the string scan
    /// reads them): a block that is all ASCII or well formed is passed in one step, and the
    /// offset of an error is found a character at a time inside the block that holds it.
    static func firstInvalidOffset(in bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        var index = 0
        while index < count {
            // A block reads the byte before it too (a second byte's range depends on its lead).
            if index > 0, index + StringBlock.size <= count {
                let nonASCII = StringBlock(bytes, at: index).nonASCII
                if nonASCII == 0 {
                    index += StringBlock.size
                    continue
                }
                let utf8 = UTF8Block(bytes, at: index)
                if utf8.errors(nonASCII: nonASCII) == 0 {
                    index += StringBlock.size - utf8.unfinishedLength(nonASCII: nonASCII)
                    continue
                }
            }
            if index + 8 <= count, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let width = sequenceWidth(at: index, in: bytes) else { return index }
            index += width
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence of two to four bytes at `start`, nil when
    /// there is none (a stray continuation byte, an overlong form, a surrogate, past U+10FFFF,
    /// cut off by the end of the bytes). Inlinable: whole files are checked a character at a time.
    @inlinable
    public static func sequenceWidth(at start: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            start + offset < count && range.contains(bytes[start + offset])
        }
        switch bytes[start] {
        case 0xC2...0xDF: return continuation(1) ? 2 : nil
        case 0xE0: return continuation(1, 0xA0...0xBF) && continuation(2) ? 3 : nil
        case 0xE1...0xEC, 0xEE...0xEF: return continuation(1) && continuation(2) ? 3 : nil
        case 0xED: return continuation(1, 0x80...0x9F) && continuation(2) ? 3 : nil
        case 0xF0: return continuation(1, 0x90...0xBF) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF1...0xF3: return continuation(1) && continuation(2) && continuation(3) ? 4 : nil
        case 0xF4: return continuation(1, 0x80...0x8F) && continuation(2) && continuation(3) ? 4 : nil
        default: return nil
        }
    }
}
