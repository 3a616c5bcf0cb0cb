import ChatDemoCore
import ChatExportSamples
import Foundation
import OutputFiles
import Testing
@testable import ChatImport

/// An export saved as a regular file is mapped and read in place, as this app's own JSON is,
/// so it may be as large as a conversation file: past the 64 MB that a zip file and standard
/// input, which are held whole, may have. These files are a megabyte over that mark.
@Suite struct LargeExportTests {
    static let size = (64 << 20) + (1 << 20)
    /// Messages generated per batch; a multiple of every period the generators dress messages by.
    static let batch = 6_000

    /// The generator's messages after `head`, a batch at a time, until the file passes `size`;
    /// the bytes and how many messages they hold.
    static func export(head: String, tail: String, messages: (Range<Int>) -> String) -> (bytes: [UInt8], count: Int) {
        var bytes = Array(head.utf8)
        var count = 0
        while bytes.count < size {
            bytes += messages(count..<count + batch).utf8
            count += batch
        }
        return (bytes + tail.utf8, count)
    }

    /// Made once for the tests that read it: a debug build takes seconds to generate it.
    static let whatsApp = export(head: WhatsAppExportGenerator.head, tail: "") { WhatsAppExportGenerator.messages(in: $0) }

    static func write(_ bytes: [UInt8], name: String) throws -> (path: String, remove: () -> Void) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("large-export-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, { try? FileManager.default.removeItem(atPath: directory) })
    }

    @Test func aWhatsAppExportOver64MBOpensWithItsTextsInTheFile() throws {
        let (bytes, count) = Self.whatsApp
        let file = try Self.write(bytes, name: WhatsAppExportGenerator.fileName)
        defer { file.remove() }
        let opened = try ChatImport.load(path: file.path, chat: nil, me: nil)
        let messages = opened.conversation.messages
        #expect(messages.count == count)
        // The last message (an odd index, so Ben's) is plain text, read from the file.
        #expect(messages[count - 1] == Message(sender: .me, text: DistinctConversationGenerator.text(at: count - 1)))
        #expect(!messages.isDecoded(at: count - 1))
        #expect(opened.me == "Ben Kim")
        #expect(opened.summary?.contains("\(count) messages (1 system line left out)") == true, "\(opened.summary ?? "")")
    }

    @Test func aTelegramExportOver64MBOpensWithItsTextsInTheFile() throws {
        let (bytes, count) = Self.export(head: TelegramExportGenerator.head, tail: TelegramExportGenerator.tail) {
            TelegramExportGenerator.messages(in: $0)
        }
        let file = try Self.write(bytes, name: "result.json")
        defer { file.remove() }
        let opened = try ChatImport.load(path: file.path, chat: nil, me: nil)
        let messages = opened.conversation.messages
        // Every 250th entry is a service message, left out.
        let services = count / 250
        #expect(messages.count == count - services)
        // Entry count - 1 is a service message; entry count - 2 (Anna's) is plain text.
        #expect(messages[messages.count - 1] == Message(sender: .them, text: DistinctConversationGenerator.text(at: count - 2)))
        #expect(!messages.isDecoded(at: messages.count - 1))
        #expect(opened.summary?.contains("(\(services) service messages left out)") == true, "\(opened.summary ?? "")")
    }

    /// A large export that the fast reader does not take is read by the full reader, whose
    /// error names the line and column, as for any export.
    @Test func aLargeExportThatIsNotUTF8IsRefusedAtItsBadByte() throws {
        var bytes = Self.whatsApp.bytes
        let line = bytes.count(where: { $0 == 0x0A }) + 1
        bytes += Array("1/1/30, 9:41 AM - Anna Berg: caf".utf8) + [0xE9] + Array("\n".utf8)
        let file = try Self.write(bytes, name: WhatsAppExportGenerator.fileName)
        defer { file.remove() }
        let error = #expect(throws: InputError.self) { try ChatImport.load(path: file.path, chat: nil, me: nil) }
        #expect(error?.line == line && error?.column == 33, "\(String(describing: error))")
    }
}
