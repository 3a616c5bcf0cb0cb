import Foundation

/// The senders of a chat being read, in the order they first wrote, with how many messages
/// each wrote. A reader that meets the same few names millions of times gives them as bytes
/// (`noteMessage(fromUTF8:)`): they are compared with the first `namesComparedAsBytes` names'
/// bytes, the last sender's first, and a string is made only for a name none of them is.
///
/// Names are told apart as `String` tells them apart (canonical equivalence: "é" written as
/// one scalar or as "e" and an accent is one sender), as the full reader does; equal bytes are
/// always the same name, so the byte test only skips the look-up.
///
///     var names = SenderNames()
///     names.noteMessage(from: "Anna")      // 0
///     names.noteMessage(from: "Ben")       // 1
///     names.noteMessage(from: "Anna")      // 0; counts [2, 1]
///
/// - Complexity: O(length of the name) when it is the last sender's, else one hash look-up.
struct SenderNames {
    private(set) var names: [String] = []
    private(set) var counts: [Int] = []
    private var indexByName: [String: Int] = [:]
    /// The first names' bytes, compared before a string is made.
    private var utf8: [[UInt8]] = []
    /// The last sender noted.
    private var last = -1
    /// Names compared byte for byte: a chat of two, or a small group, never makes a string
    /// for a name it has seen; a large group's later names are looked up as strings.
    static let namesComparedAsBytes = 16

    /// Notes `messages` more messages from `name`; returns its index.
    @discardableResult
    mutating func noteMessage(from name: String, messages: Int = 1) -> Int {
        let index: Int
        if let known = indexByName[name] {
            index = known
        } else {
            index = names.count
            indexByName[name] = index
            names.append(name)
            counts.append(0)
            if index < Self.namesComparedAsBytes { utf8.append(Array(name.utf8)) }
        }
        counts[index] += messages
        last = index
        return index
    }

    /// Notes one more message from the sender whose name is the UTF-8 `bytes`; returns its index.
    mutating func noteMessage(fromUTF8 bytes: UnsafeRawBufferPointer) -> Int {
        if last >= 0, last < utf8.count, Self.same(bytes, utf8[last]) {
            counts[last] += 1
            return last
        }
        for (index, name) in utf8.enumerated() where Self.same(bytes, name) {
            counts[index] += 1
            last = index
            return index
        }
        return noteMessage(from: String(decoding: bytes, as: UTF8.self))
    }

    private static func same(_ bytes: UnsafeRawBufferPointer, _ name: [UInt8]) -> Bool {
        // An empty name (Telegram writes `"from": ""`) has no bytes to point at.
        guard bytes.count == name.count, !name.isEmpty else { return bytes.count == name.count }
        return name.withUnsafeBytes { memcmp($0.baseAddress!, bytes.baseAddress!, bytes.count) == 0 }
    }

    /// The index of `name`, nil when nobody of that name wrote.
    func existingIndex(of name: String) -> Int? {
        indexByName[name]
    }
}
