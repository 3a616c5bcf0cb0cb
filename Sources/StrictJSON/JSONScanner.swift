import TerminalText

/// The one JSON scanner: it walks a UTF-8 JSON text (RFC 8259) byte by byte and stops with
/// the offset and a sentence at the first byte that cannot continue it. `JSONSyntax.check`
/// runs it over a whole text; `JSONLocator` runs it value by value to step over what lies
/// before the value it looks for, so both read JSON exactly alike.
///
/// Besides the grammar it refuses what `JSONDecoder` would accept silently or report without
/// a place: a key repeated in one object (the decoder keeps one of the values without a word)
/// and a lone UTF-16 surrogate in a `\u` escape.
///
///     var scanner = JSONScanner(bytes: Array(#"[1, 2,]"#.utf8))
///     try scanner.value(depth: 0)   // throws Stop(offset: 6, "expected a value, found ']'")
///
/// - Complexity: O(n) in the text's size; nesting is limited to `JSONSyntax.maximumDepth`
///   so a hostile file cannot exhaust the stack.
struct JSONScanner {
    /// Where the text stops being JSON (a byte offset) and why.
    struct Stop: Error {
        let offset: Int
        let message: String
    }

    let bytes: [UInt8]
    /// The offset of the next byte to read.
    var index = 0
    /// The keys seen so far in the open object at each depth, with offsets.
    private var keyTables: [[ArraySlice<UInt8>: Int]] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func error(_ message: String, at offset: Int? = nil) -> Stop {
        Stop(offset: offset ?? index, message: message)
    }

    /// The byte (or, for a multi-byte UTF-8 sequence, the character) at the
    /// current position, the way an error message should show it.
    func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(UnicodeScalar(byte)))'" }
        if byte >= 0x80 {
            var decoder = UTF8()
            var iterator = bytes[index...].prefix(4).makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                if scalar == "\u{FEFF}" { return "\(VisibleText.codePoint(scalar.value)) (a byte order mark)" }
                if !VisibleText.isShownAsItself(scalar) { return VisibleText.codePoint(scalar.value) }
                return "'\(Character(scalar))'"
            }
        }
        return "byte 0x\(byte.hex)"
    }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func expect(_ literal: String) throws(Stop) {
        for expected in literal.utf8 {
            guard current == expected else { throw error("expected '\(literal)', found \(describeCurrent())") }
            index += 1
        }
    }

    /// `depth` counts the arrays and objects enclosing this value; up to
    /// `maximumDepth` of them may be nested, whatever they hold.
    mutating func value(depth: Int) throws(Stop) {
        switch current {
        case UInt8(ascii: "{"): try object(depth: depth)
        case UInt8(ascii: "["): try array(depth: depth)
        case UInt8(ascii: "\""): try string()
        case UInt8(ascii: "t"): try expect("true")
        case UInt8(ascii: "f"): try expect("false")
        case UInt8(ascii: "n"): try expect("null")
        case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
            try number()
        default: throw error("expected a value, found \(describeCurrent())")
        }
    }

    private mutating func object(depth: Int) throws(Stop) {
        guard depth < JSONSyntax.maximumDepth else { throw error("nesting deeper than \(JSONSyntax.maximumDepth) levels") }
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "}") { index += 1; return }
        // Where each key of this object starts, to name a repeated key's
        // first place. Keys compare decoded, so "a" and "\u0061" are one key.
        // One table per depth, emptied and reused, so a file of a million
        // small objects does not allocate a million tables.
        if keyTables.count <= depth { keyTables.append(contentsOf: repeatElement([:], count: depth + 1 - keyTables.count)) }
        keyTables[depth].removeAll(keepingCapacity: true)
        while true {
            guard current == UInt8(ascii: "\"") else { throw error("expected a quoted key, found \(describeCurrent())") }
            let keyOffset = index
            try string()
            let key = Self.canonicalKey(bytes[keyOffset..<index])
            if let first = keyTables[depth][key] {
                let firstPosition = TextPosition(of: first, in: bytes)
                let name = VisibleText.escaped(String(decoding: key, as: UTF8.self))
                throw error("duplicate key \"\(name)\" (first at \(firstPosition.line):\(firstPosition.column))", at: keyOffset)
            }
            keyTables[depth][key] = keyOffset
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key, found \(describeCurrent())") }
            index += 1
            skipWhitespace()
            try value(depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; skipWhitespace(); continue }
            if current == UInt8(ascii: "}") { index += 1; return }
            throw error("expected ',' or '}' in the object, found \(describeCurrent())")
        }
    }

    private mutating func array(depth: Int) throws(Stop) {
        guard depth < JSONSyntax.maximumDepth else { throw error("nesting deeper than \(JSONSyntax.maximumDepth) levels") }
        index += 1
        skipWhitespace()
        if current == UInt8(ascii: "]") { index += 1; return }
        while true {
            try value(depth: depth + 1)
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1; skipWhitespace(); continue }
            if current == UInt8(ascii: "]") { index += 1; return }
            throw error("expected ',' or ']' in the array, found \(describeCurrent())")
        }
    }

    /// A key literal (quotes included) as the bytes of its text: for the common key without
    /// escapes a slice of the input itself, so comparing keys allocates nothing; "a" and
    /// "\u0061" are one key.
    static func canonicalKey(_ literal: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let body = literal.dropFirst().dropLast()
        return body.contains(UInt8(ascii: "\\")) ? Array(JSONEscape.decode(body).utf8)[...] : body
    }

    mutating func string() throws(Stop) {
        let opening = index
        index += 1
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return
            case UInt8(ascii: "\\"):
                let backslash = index
                index += 1
                guard let escaped = current else { break }
                if escaped == UInt8(ascii: "u") {
                    index += 1
                    let unit = try hexQuad()
                    if JSONEscape.lowSurrogates.contains(unit) {
                        throw error("lone surrogate \\u\(unit.hex) (a low surrogate must follow a high one, \\uD800…\\uDBFF)", at: backslash)
                    }
                    if JSONEscape.highSurrogates.contains(unit) {
                        let next = index + 2 <= bytes.count ? Array(bytes[index..<index + 2]) : []
                        guard next == Array(#"\u"#.utf8) else {
                            throw error("lone surrogate \\u\(unit.hex) (a high surrogate must be followed by a low one, \\uDC00…\\uDFFF)", at: backslash)
                        }
                        index += 2
                        let low = try hexQuad()
                        guard JSONEscape.lowSurrogates.contains(low) else {
                            throw error("lone surrogate \\u\(unit.hex) (a high surrogate must be followed by a low one, \\uDC00…\\uDFFF)", at: backslash)
                        }
                    }
                } else if JSONEscape.simpleValue(of: escaped) != nil {
                    index += 1
                } else if escaped >= 0x20 && escaped < 0x7F {
                    throw error("invalid escape \\\(Character(UnicodeScalar(escaped))) (valid: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)", at: backslash)
                } else {
                    throw error("invalid escape: '\\' followed by \(describeCurrent())", at: backslash)
                }
            case UInt8(ascii: "\n"):
                throw error("line break inside a string (missing closing quote? write a line break as \\n)")
            case 0..<0x20:
                throw error("control character 0x\(byte.hex) in a string (write it as an escape: \\u00\(byte.hex))")
            default:
                index += 1
            }
        }
        throw error("unterminated string (no closing quote before the end of the file)", at: opening)
    }

    /// The four hex digits of a `\\u` escape, as a UTF-16 code unit.
    private mutating func hexQuad() throws(Stop) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard let digit = current.flatMap(JSONEscape.hexValue) else {
                throw error("expected four hex digits after \\u, found \(describeCurrent())")
            }
            unit = unit << 4 | UInt16(digit)
            index += 1
        }
        return unit
    }

    private mutating func number() throws(Stop) {
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, first.isDigit else { throw error("expected a digit, found \(describeCurrent())") }
        index += 1
        if first != UInt8(ascii: "0") { while current?.isDigit == true { index += 1 } }
        if current == UInt8(ascii: ".") {
            index += 1
            guard current?.isDigit == true else { throw error("expected a digit after '.'") }
            while current?.isDigit == true { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard current?.isDigit == true else { throw error("expected a digit in the exponent") }
            while current?.isDigit == true { index += 1 }
        }
    }
}

private extension UInt16 {
    /// Four upper-case hex digits.
    var hex: String {
        let digits = String(self, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}

private extension UInt8 {
    /// Two upper-case hex digits.
    var hex: String { (self < 0x10 ? "0" : "") + String(self, radix: 16, uppercase: true) }
    var isDigit: Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) }
}
