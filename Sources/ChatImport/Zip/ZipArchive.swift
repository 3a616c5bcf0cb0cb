/// The members of a zip file, read from its central directory: a chat export
/// zipped by WhatsApp or by hand holds the chat text beside its media, and
/// only the text is wanted, so members are listed first and one is inflated.
///
/// Only what chat exports use is read: stored and deflated members, no
/// encryption, no zip64 (an export over 4 GB is far past the size limit).
///
///     let archive = try ZipArchive(bytes)
///     archive.members.map(\.name)  // ["_chat.txt", "00000012-PHOTO-….jpg"]
///
/// - Complexity: O(number of members) to list; `ZipInflater` reads one.
struct ZipArchive {
    struct Member: Equatable {
        let name: String
        let method: UInt16
        let flags: UInt16
        let crc32: UInt32
        let compressedSize: Int
        let uncompressedSize: Int
        let localHeaderOffset: Int
    }

    /// Why a zip cannot be read; the caller adds the file's name.
    struct Problem: Error, Equatable {
        let message: String
    }

    let bytes: [UInt8]
    let members: [Member]

    /// `PK\x03\x04` (a member) or `PK\x05\x06` (an empty archive) at the start.
    static func looksLikeZip(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 4 && bytes[0] == 0x50 && bytes[1] == 0x4B
            && ((bytes[2] == 3 && bytes[3] == 4) || (bytes[2] == 5 && bytes[3] == 6))
    }

    init(_ bytes: [UInt8]) throws(Problem) {
        self.bytes = bytes
        // The end record is the last 22 bytes, unless a comment (at most 65 535 bytes) follows it.
        var end = -1
        var candidate = bytes.count - 22
        while candidate >= max(0, bytes.count - 22 - 0xFFFF) {
            if Self.uint32(bytes, candidate) == 0x0605_4B50 { end = candidate; break }
            candidate -= 1
        }
        guard end >= 0 else {
            throw Problem(message: "is truncated or damaged: its central directory is missing")
        }
        let count = Int(Self.uint16(bytes, end + 10))
        let directorySize = Int(Self.uint32(bytes, end + 12))
        let directoryOffset = Int(Self.uint32(bytes, end + 16))
        if count == 0xFFFF || directoryOffset == 0xFFFF_FFFF {
            throw Problem(message: "is a zip64 archive, which is not supported (chat exports are far smaller)")
        }
        guard directoryOffset + directorySize <= end else {
            throw Problem(message: "is truncated or damaged: its central directory points past the end")
        }
        var members: [Member] = []
        var offset = directoryOffset
        for index in 0..<count {
            guard offset + 46 <= end, Self.uint32(bytes, offset) == 0x0201_4B50 else {
                throw Problem(message: "has a damaged central directory (entry \(index + 1) of \(count))")
            }
            let nameLength = Int(Self.uint16(bytes, offset + 28))
            let extraLength = Int(Self.uint16(bytes, offset + 30))
            let commentLength = Int(Self.uint16(bytes, offset + 32))
            guard offset + 46 + nameLength <= end else {
                throw Problem(message: "has a damaged central directory (entry \(index + 1) of \(count))")
            }
            let nameBytes = bytes[(offset + 46)..<(offset + 46 + nameLength)]
            members.append(Member(
                name: String(decoding: nameBytes, as: UTF8.self),
                method: Self.uint16(bytes, offset + 10),
                flags: Self.uint16(bytes, offset + 8),
                crc32: Self.uint32(bytes, offset + 16),
                compressedSize: Int(Self.uint32(bytes, offset + 20)),
                uncompressedSize: Int(Self.uint32(bytes, offset + 24)),
                localHeaderOffset: Int(Self.uint32(bytes, offset + 42))))
            offset += 46 + nameLength + extraLength + commentLength
        }
        self.members = members
    }

    /// The member's stored bytes (still compressed), found through its local header.
    func rawData(of member: Member) throws(Problem) -> ArraySlice<UInt8> {
        let header = member.localHeaderOffset
        guard header + 30 <= bytes.count, Self.uint32(bytes, header) == 0x0403_4B50 else {
            throw Problem(message: "member \(ChatImport.quoted(member.name)) has a damaged local header")
        }
        let start = header + 30 + Int(Self.uint16(bytes, header + 26)) + Int(Self.uint16(bytes, header + 28))
        guard start + member.compressedSize <= bytes.count else {
            throw Problem(message: "member \(ChatImport.quoted(member.name)) is cut short: the zip file is truncated")
        }
        return bytes[start..<(start + member.compressedSize)]
    }

    static func uint16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) | UInt16(bytes[offset + 1]) << 8
    }

    static func uint32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        guard offset >= 0, offset + 4 <= bytes.count else { return 0 }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8
            | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }
}
