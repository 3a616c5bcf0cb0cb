import Foundation
import TerminalText

/// Paths are bytes on Linux, not text: a file may be named `\xFF.csv`, which
/// is no UTF-8 at all. Swift's `CommandLine.arguments` repairs such bytes to
/// U+FFFD, and a repaired name is another file (`--trace $'\xFF.csv'` wrote
/// over an existing `\u{FFFD}.csv`). So the app reads its arguments as bytes
/// and keeps every byte in its `String`s losslessly:
///
/// - valid UTF-8 is decoded as usual, so ordinary arguments are unchanged;
/// - a byte that is not part of valid UTF-8 becomes the private-use scalar
///   U+10FE00 + byte (U+10FE80…U+10FEFF; such a byte is always 0x80 or more);
/// - a valid scalar from that same range is written as its four bytes'
///   scalars, so decoding it back gives exactly the bytes it came from.
///
/// The bytes are restored where a path meets the system (`withCString`,
/// `PathCalls`) and shown as `<0xFF>` in messages (`visible`).
///
/// Why one reserved range rather than a table from placeholder strings to the
/// arguments' bytes: a path is taken apart and built on (`DIR/frame-0001.png`,
/// the folder beside it, `.NAME.PID.TOKEN.partial`), and a table keyed by whole
/// strings loses track of the bytes as soon as a path is changed, while a
/// scalar per byte travels with every piece of the path.
///
///     let name = PathBytes.string([0xFF, 0x2E, 0x63, 0x73, 0x76])   // "\u{10FEFF}.csv"
///     PathBytes.bytes(of: name)                                       // [0xFF, 0x2E, 0x63, 0x73, 0x76]
///     PathBytes.visible(name)                                         // "<0xFF>.csv"
///
/// - Complexity: O(n) in the length of the path.
public enum PathBytes {
    /// The scalar that stands for byte `b` is `escapeBase + b`.
    static let escapeBase: UInt32 = 0x10FE00
    static let escapes: ClosedRange<UInt32> = (escapeBase + 0x80)...(escapeBase + 0xFF)

    /// The process's arguments after the program name, byte for byte.
    public static func commandLineArguments() -> [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            let bytes = UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self)
            return string(UnsafeBufferPointer(start: bytes, count: strlen(argument)))
        }
    }

    /// Bytes (an argument, a name read from a directory) as a `String` that
    /// `bytes(of:)` turns back into exactly these bytes.
    public static func string(_ bytes: some Collection<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        var remaining = Array(bytes)[...]
        while let first = remaining.first {
            // A fresh decoder each time: after an error it may hold bytes it
            // read ahead, which belong to the next step.
            var decoder = UTF8()
            var iterator = remaining.makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                let width = UTF8.width(scalar)
                if escapes.contains(scalar.value) {
                    for byte in remaining.prefix(width) { scalars.append(escape(byte)) }
                } else {
                    scalars.append(scalar)
                }
                remaining = remaining.dropFirst(width)
            } else {
                scalars.append(escape(first))
                remaining = remaining.dropFirst()
            }
        }
        return String(scalars)
    }

    /// The bytes `text` stands for: UTF-8, with every escape scalar its byte.
    public static func bytes(of text: some StringProtocol) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if escapes.contains(scalar.value) {
                bytes.append(UInt8(scalar.value - escapeBase))
            } else {
                bytes.append(contentsOf: UTF8.encode(scalar)!)
            }
        }
        return bytes
    }

    /// Calls `body` with the path as the NUL-terminated bytes the system expects.
    public static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard path.unicodeScalars.contains(where: { escapes.contains($0.value) }) else {
            return try path.withCString(body)
        }
        let bytes = bytes(of: path) + [0]
        return try bytes.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// `text` (a message that may quote paths) safe to print: a byte that is
    /// not UTF-8 as `<0xFF>`, anything invisible as `VisibleText` writes it.
    public static func visible(_ text: some StringProtocol) -> String {
        VisibleText.escaped(text, byte: { escapes.contains($0.value) ? UInt8($0.value - escapeBase) : nil })
    }

    /// The folder that holds `path` and the last component's name, split as
    /// bytes (`dirname`/`basename`, trailing slashes ignored): `"a/b/"` →
    /// `("a", "b")`, `"b"` → `(".", "b")`, `"/b"` → `("/", "b")`.
    public static func split(_ path: String) -> (parent: String, name: String) {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
        let name = String(trimmed[trimmed.index(after: slash)...])
        var parent = trimmed[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return (parent.isEmpty ? "/" : String(parent), name)
    }

    private static func escape(_ byte: UInt8) -> Unicode.Scalar {
        Unicode.Scalar(escapeBase + UInt32(byte))!
    }
}
