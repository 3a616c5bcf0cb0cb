import Testing
@testable import ChatImport

/// A zip whose chat member is itself a zip: each level used to be opened in turn, holding every
/// level's bytes at once and recursing once per level, so a few megabytes of nested zips took
/// gigabytes and ended in a stack overflow. Only one level of zip is opened.
@Suite struct NestedZipTests {
    static let chat = Array("12/31/23, 9:41 PM - Anna Berg: Happy new year!\n12/31/23, 9:42 PM - Ben Kim: Same to you\n".utf8)

    @Test func aChatInAZipStillOpens() throws {
        let opened = try ChatImport.decode(StoredZip.archive(name: "_chat.txt", contents: Self.chat), file: "one.zip",
                                           name: "one.zip", chat: nil, me: "Ben Kim")
        #expect(opened.conversation.messages.count == 2)
    }

    @Test func aZipInsideAZipIsRefusedNamingTheMember() {
        let inner = StoredZip.archive(name: "_chat.txt", contents: Self.chat)
        let outer = StoredZip.archive(name: "_chat.txt", contents: inner)
        #expect(problem(bytes: outer, file: "two.zip") == "two.zip: the zip file member \"_chat.txt\" is itself a zip file; "
            + "a zip inside a zip is not opened: unzip two.zip and open the zip it holds")
    }

    /// However deep the nesting, the refusal comes at the first level, before any inner level is read.
    @Test func deepNestingIsRefusedAtTheFirstLevel() {
        var bytes = Self.chat
        for _ in 0..<200 { bytes = StoredZip.archive(name: "result.json", contents: bytes) }
        #expect(problem(bytes: bytes, file: "deep.zip")?.hasPrefix("deep.zip: the zip file member \"result.json\" is itself a zip file") == true)
    }

    func problem(bytes: [UInt8], file: String) -> String? {
        do {
            _ = try ChatImport.decode(bytes, file: file, name: file, chat: nil, me: nil)
            return nil
        } catch {
            return error.description
        }
    }
}

/// A zip of one stored (uncompressed) member, written by hand as the format describes it.
enum StoredZip {
    static func archive(name: String, contents: [UInt8]) -> [UInt8] {
        let nameBytes = Array(name.utf8)
        let checksum = crc32(contents)
        var local: [UInt8] = le32(0x0403_4B50) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0)
        local += le32(checksum) + le32(UInt32(contents.count)) + le32(UInt32(contents.count))
        local += le16(UInt16(nameBytes.count)) + le16(0) + nameBytes + contents
        var central: [UInt8] = le32(0x0201_4B50) + le16(20) + le16(20) + le16(0) + le16(0) + le16(0) + le16(0)
        central += le32(checksum) + le32(UInt32(contents.count)) + le32(UInt32(contents.count))
        central += le16(UInt16(nameBytes.count)) + le16(0) + le16(0) + le16(0) + le16(0) + le32(0) + le32(0) + nameBytes
        let end: [UInt8] = le32(0x0605_4B50) + le16(0) + le16(0) + le16(1) + le16(1)
            + le32(UInt32(central.count)) + le32(UInt32(local.count)) + le16(0)
        return local + central + end
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }
    private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}
