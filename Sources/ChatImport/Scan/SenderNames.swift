/// The senders of a chat being read, in the order they first wrote, with how many messages
/// each wrote. A reader that meets the same few names millions of times gives them as bytes
/// (`noteMessage(fromUTF8:)`): the last sender's bytes are compared first, and a string is made
/// only for a name that differs from them.
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
    /// The last sender noted, and its name's bytes.
    private var last = -1
    private var lastUTF8: [UInt8] = []

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
        }
        counts[index] += messages
        if index != last {
            last = index
            lastUTF8 = Array(name.utf8)
        }
        return index
    }

    /// Notes one more message from the sender whose name is the UTF-8 `bytes`; returns its index.
    mutating func noteMessage(fromUTF8 bytes: UnsafeRawBufferPointer) -> Int {
        if last >= 0, bytes.elementsEqual(lastUTF8) {
            counts[last] += 1
            return last
        }
        return noteMessage(from: String(decoding: bytes, as: UTF8.self))
    }

    /// The index of `name`, nil when nobody of that name wrote.
    func existingIndex(of name: String) -> Int? {
        indexByName[name]
    }
}
