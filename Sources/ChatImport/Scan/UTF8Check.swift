/// Whether bytes are well-formed UTF-8, read in place: the fast readers check a whole mapped
/// export before anything else, as the full readers do (`ChatImport.checkUTF8`), but without
/// copying it into a string. A file that fails goes to the full reader, which reports where.
///
/// - Complexity: O(n); eight bytes at a time through ASCII.
enum UTF8Check {
    static func isValid(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count, bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let width = width(at: index, in: bytes) else { return false }
            index += width
        }
        return true
    }

    /// The length of the well-formed sequence of two to four bytes at `index`, nil when there
    /// is none (a stray continuation byte, an overlong form, a surrogate, past U+10FFFF, cut off).
    @inline(__always)
    static func width(at index: Int, in bytes: UnsafeRawBufferPointer) -> Int? {
        let count = bytes.count
        func continuation(_ offset: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            index + offset < count && range.contains(bytes[index + offset])
        }
        switch bytes[index] {
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
