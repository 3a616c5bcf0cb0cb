extension JSONByteCursor {
    /// The next member's key of the object here, its colon taken, like `nextMember`, but
    /// without comparing it with the object's earlier keys: for a reader that knows most of an
    /// object's keys and catches their repeats itself (a bit per known key), calling
    /// `recordKey(_:_:)` at once for any other key, before its value is read. A repeat the
    /// caller misses is one the full check then refuses nowhere else, so every key must be
    /// either known to the caller or recorded.
    @inlinable
    public mutating func nextMemberUnrecorded(_ walk: inout Walk) -> Range<Int>? {
        guard step(&walk, opening: UInt8(ascii: "{"), closing: UInt8(ascii: "}")),
              let key = plainString() else { return nil }
        skipWhitespace()
        guard take(UInt8(ascii: ":")) else { return nil }
        skipWhitespace()
        return key
    }

    /// Keeps `key`, one of `walk`'s object's keys that its caller does not know, among the
    /// object's keys; false when the object already has it (or has too many to compare), which
    /// the caller leaves to the full check. Only the keys recorded are compared.
    @inlinable
    public mutating func recordKey(_ key: Range<Int>, _ walk: Walk) -> Bool {
        guard openKeyCount - walk.firstKey < Self.maximumKeysCompared else { return false }
        var earlier = walk.firstKey
        while earlier < openKeyCount {
            if sameBytes(openKeys[earlier], key) { return false }
            earlier += 1
        }
        if openKeyCount < openKeys.count { openKeys[openKeyCount] = key } else { openKeys.append(key) }
        openKeyCount += 1
        return true
    }
}

extension JSONByteCursor.Walk {
    /// A walk through the object whose `{` its caller has just taken, with whatever followed
    /// up to the first value (a reader that recognised those bytes as ones read before): its
    /// keys start here, and its next step reads a comma or the closing brace.
    @inlinable
    public static func opened(by cursor: JSONByteCursor) -> JSONByteCursor.Walk {
        var walk = JSONByteCursor.Walk()
        walk.opened = true
        walk.firstKey = cursor.openKeyCount
        return walk
    }
}
