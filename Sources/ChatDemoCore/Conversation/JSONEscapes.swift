/// Decodes the body of a JSON string (what lies between its quotes) that has already been
/// checked (`ConversationScan`): `\n`, `\"`, `\u00e9`, surrogate pairs `\uD83D\uDC4B`.
///
///     JSONEscapes.decode(#"a\nb\u00e9"#)   // "a\nbé"
///
/// It does not check again: a body that was not checked may decode to anything.
///
/// - Complexity: O(n) in the body's length.
enum JSONEscapes {
    static func decode(_ body: UnsafeRawBufferPointer) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(body.count)
        var index = 0
        while index < body.count {
            let byte = body[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < body.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            let escaped = body[index + 1]
            index += 2
            switch escaped {
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                var scalar = UInt32(hexQuad(body, at: index))
                index += 4
                if (0xD800...0xDBFF).contains(scalar), index + 6 <= body.count {
                    let low = UInt32(hexQuad(body, at: index + 2))
                    scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                    index += 6
                }
                UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { bytes.append($0) }
            default: bytes.append(escaped)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// For tests and callers holding a `String`.
    static func decode(_ body: String) -> String {
        var body = body
        return body.withUTF8 { decode(UnsafeRawBufferPointer($0)) }
    }

    /// The value of the four hex digits at `start`.
    static func hexQuad(_ body: UnsafeRawBufferPointer, at start: Int) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = body[start + offset]
            let digit = byte <= UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") : (byte | 0x20) &- UInt8(ascii: "a") &+ 10
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
