/// Line and column (both from 1, columns counted in Unicode scalars) of a
/// UTF-8 byte offset, for error messages people can act on.
///
///     TextPosition(of: 7, in: Array("ab\ncd\nef".utf8))  // line 3, column 2
///
/// - Complexity: O(offset).
public struct TextPosition: Equatable, Sendable {
    public let line: Int
    public let column: Int

    public init(of offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        var index = 0
        while index < min(offset, bytes.count) {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0b1100_0000 != 0b1000_0000 {
                // Continuation bytes belong to the scalar already counted.
                column += 1
            }
            index += 1
        }
        self.line = line
        self.column = column
    }
}
