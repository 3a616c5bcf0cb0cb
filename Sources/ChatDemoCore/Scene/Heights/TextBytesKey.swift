/// A dictionary key that compares and hashes a string by its UTF-8 bytes.
///
/// `String`'s own hashing and `==` follow canonical equivalence, so they
/// normalise the text first: for a letter carrying 100 000 combining marks
/// that normalisation was a large part of opening the conversation. Bytes
/// are hashed in one pass. Two canonically equivalent texts
/// with different bytes become two keys, which for a cache of measured
/// heights only means measuring both.
///
///     TextBytesKey("e\u{301}") == TextBytesKey("\u{E9}")  // false: different bytes
///
/// - Complexity: hashing and `==` are O(n) in the UTF-8 bytes.
public struct TextBytesKey: Hashable, Sendable {
    public let text: String

    public init(_ text: String) { self.text = text }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.text.utf8.count == rhs.text.utf8.count && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }

    public func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
