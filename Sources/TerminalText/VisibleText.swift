/// Makes user input safe and unambiguous to quote in a message: every
/// character a terminal would not show as itself is written as `<U+XXXX>`.
///
/// A script line with a non-breaking space (`tap\u{A0}input`) would otherwise
/// be reported as "unknown command 'tap input'", which looks valid; a stray
/// byte order mark is invisible; and an ESC or NUL copied from a bad file
/// would reach the terminal raw and could recolour or garble it. Every
/// message that quotes what a user typed or sent goes through here.
///
///     VisibleText.escaped("tap\u{A0}input")    // "tap<U+00A0>input"
///     VisibleText.escaped("\u{1B}[31mred")     // "<U+001B>[31mred"
///     VisibleText.escaped("\u{301}tap")        // "<U+0301>tap"
///     VisibleText.escaped("周末 😀 café")        // unchanged
///
/// Escaped: control characters (C0, DEL, C1), format characters (Unicode
/// category Cf: U+FEFF, zero-width joiners, bidi controls), every space but
/// the plain U+0020, line and paragraph separators, private-use and
/// unassigned scalars, and U+FFFD (what a lone surrogate or a bad byte
/// becomes when text is decoded leniently). A combining mark with no shown
/// character before it (at the start, or after an escape) is escaped too: it
/// would sit on the quote or the `>` before it and not be seen. Bytes that are
/// not UTF-8 at all (such as a lone surrogate encoded as `ED A0 80`) are
/// written `<0xED>`.
///
/// - Complexity: O(n) in the text's length.
public enum VisibleText {
    /// `text` with every invisible or control character escaped.
    public static func escaped(_ text: some StringProtocol) -> String {
        escaped(text, byte: { _ in nil })
    }

    /// The same, with each scalar that `byte` maps to a byte written as that byte, `<0xFF>`:
    /// for text that carries bytes which are not UTF-8 as stand-in scalars (the app's
    /// arguments, `PathBytes`).
    public static func escaped(_ text: some StringProtocol, byte: (Unicode.Scalar) -> UInt8?) -> String {
        var writer = Writer()
        for scalar in text.unicodeScalars {
            if let raw = byte(scalar) { writer.append(byte: raw) } else { writer.append(scalar) }
        }
        return writer.result
    }

    /// Raw bytes, decoded as UTF-8 where they are UTF-8, each invalid byte
    /// written as `<0xHH>` and the rest escaped as `escaped(_:)` does.
    public static func escaped(bytes: some Collection<UInt8>) -> String {
        var writer = Writer()
        var remaining = Array(bytes)[...]
        while !remaining.isEmpty {
            // A fresh decoder each time: after an error it may hold bytes it read ahead.
            var decoder = UTF8()
            var iterator = remaining.makeIterator()
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                writer.append(scalar)
                remaining = remaining.dropFirst(UTF8.width(scalar))
            case .emptyInput:
                return writer.result
            case .error:
                writer.append(byte: remaining.first!)
                remaining = remaining.dropFirst()
            }
        }
        return writer.result
    }

    /// Whether a terminal shows `scalar` as a visible glyph or a plain space.
    public static func isShownAsItself(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return true }
        if scalar == "\u{FFFD}" { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator,
             .privateUse, .surrogate, .unassigned:
            return false
        default:
            return true
        }
    }

    /// `<U+00A0>`: at least four upper-case hex digits, as Unicode writes them.
    public static func codePoint(_ value: UInt32) -> String {
        "<U+\(hex(value, digits: 4))>"
    }

    /// The escaped text so far, and whether a combining mark next would have a character to sit on.
    private struct Writer {
        var result = ""
        private var hasBase = false

        mutating func append(_ scalar: Unicode.Scalar) {
            let isMark: Bool
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark: isMark = true
            default: isMark = false
            }
            if isShownAsItself(scalar) && (hasBase || !isMark) {
                result.unicodeScalars.append(scalar)
                hasBase = true
            } else {
                result += codePoint(scalar.value)
                hasBase = false
            }
        }

        mutating func append(byte: UInt8) {
            result += "<0x\(hex(UInt32(byte), digits: 2))>"
            hasBase = false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
