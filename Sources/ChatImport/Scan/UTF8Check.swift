import ChatDemoCore

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
            guard let width = JSONStringBody.utf8Width(at: index, in: bytes) else { return false }
            index += width
        }
        return true
    }
}
