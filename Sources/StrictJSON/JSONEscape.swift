/// JSON's string escapes (RFC 8259 §7), one definition for every reader: which escapes exist,
/// the four hex digits of `\u`, the surrogates a pair is made of, and decoding a string's
/// body once it has been checked.
///
///     JSONEscape.decode(Array(#"a\nb\u00e9\uD83D\uDC4B"#.utf8))   // "a\nbé👋"
///
/// - Complexity: O(n) in the body's length for `decode`; O(1) for the rest.
public enum JSONEscape {
    /// The byte that `\` followed by `escaped` stands for (`n` → a line break), nil when that
    /// is no escape or is `u`, whose value follows in four hex digits.
    @inlinable
    public static func simpleValue(of escaped: UInt8) -> UInt8? {
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return escaped
        case UInt8(ascii: "b"): return 0x08
        case UInt8(ascii: "f"): return 0x0C
        case UInt8(ascii: "n"): return 0x0A
        case UInt8(ascii: "r"): return 0x0D
        case UInt8(ascii: "t"): return 0x09
        default: return nil
        }
    }

    /// The value of one hex digit, nil when the byte is none.
    @inlinable
    public static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The four hex digits at `start` as a UTF-16 unit, nil if they are not four hex digits.
    @inlinable
    public static func hexQuad(at start: Int, in bytes: UnsafeRawBufferPointer) -> UInt16? {
        guard start >= 0, start + 4 <= bytes.count else { return nil }
        var unit: UInt16 = 0
        for offset in 0..<4 {
            guard let digit = hexValue(bytes[start + offset]) else { return nil }
            unit = unit << 4 | UInt16(digit)
        }
        return unit
    }

    /// The first half of a surrogate pair, `\uD800…\uDBFF`.
    public static let highSurrogates: ClosedRange<UInt16> = 0xD800...0xDBFF
    /// The second half, `\uDC00…\uDFFF`.
    public static let lowSurrogates: ClosedRange<UInt16> = 0xDC00...0xDFFF

    /// The text of a string's body (what lies between its quotes) that a strict reader has
    /// already accepted, escapes decoded. It does not check again: a body that was not checked
    /// may decode to anything, never to a crash.
    public static func decode(_ body: UnsafeRawBufferPointer) -> String {
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
            guard escaped == UInt8(ascii: "u") else {
                bytes.append(simpleValue(of: escaped) ?? escaped)
                continue
            }
            var scalar = UInt32(hexQuad(at: index, in: body) ?? 0xFFFD)
            index += 4
            if highSurrogates.contains(UInt16(truncatingIfNeeded: scalar)), let low = hexQuad(at: index + 2, in: body) {
                scalar = 0x10000 &+ ((scalar &- 0xD800) << 10) &+ (UInt32(low) &- 0xDC00)
                index += 6
            }
            UTF8.encode(Unicode.Scalar(scalar) ?? "\u{FFFD}") { bytes.append($0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The same for a body held as bytes (a key, a test's literal).
    public static func decode<Body: Collection<UInt8>>(_ body: Body) -> String {
        let bytes = Array(body)
        return bytes.withUnsafeBytes { decode($0) }
    }
}
