import ChatDemoCore
import OutputFiles
import Testing
@testable import ChatImport

/// A WhatsApp export read in two halves gives exactly what one pass gives — or nil exactly
/// when one pass does — wherever the seam falls: on a message, a notice, a system line, a
/// header after a direction mark, before a continuation line holding a header of another
/// shape, after a CR LF, in a file whose start is a byte order mark or blank lines.
@Suite struct WhatsAppHalvesTests {
    /// The random exports of `FastPathRandomWhatsAppTests`; every third seed with a direction
    /// mark before some headers, every fifth with a byte that is not UTF-8 at the end.
    static func export(seed: UInt64) -> (bytes: [UInt8], name: String) {
        let export = FastPathRandomWhatsAppTests.export(seed: seed)
        var bytes: [UInt8] = []
        for (index, byte) in export.bytes.enumerated() {
            bytes.append(byte)
            let next = index + 1 < export.bytes.count ? export.bytes[index + 1] : 0
            if seed % 3 == 0, byte == 0x0A, (0x30...0x39).contains(next) || next == 0x5B, index % 2 == 0 {
                bytes += [0xE2, 0x80, 0x8E]
            }
        }
        if seed % 5 == 4 { bytes.append(0xFF) }
        return (bytes, export.name)
    }

    @Test func twoHalvesReadWhatOnePassReadsWhereverTheSeamFalls() {
        var split = 0
        for seed in UInt64(0)..<160 {
            let export = Self.export(seed: seed)
            let file = MappedFile(copying: export.bytes)
            let whole = WhatsAppScan.read(file, fileName: export.name, seamSearchFrom: nil)
            let lineStarts = [0] + export.bytes.indices.filter { export.bytes[$0] == 0x0A }.map { $0 + 1 }
            for middle in lineStarts {
                let halves = WhatsAppScan.read(file, fileName: export.name, seamSearchFrom: middle)
                guard expectSame(halves, whole, "seed \(seed), seam searched from \(middle)") else { break }
                if whole != nil, halves != nil { split += 1 }
            }
        }
        #expect(split > 1000, "only \(split) files read in two halves")
    }

    /// Compares two readings message for message: side, text, whether it stayed in the file,
    /// its estimated height (from the recorded paragraph counts), its sender's name.
    func expectSame(_ got: ScannedChat?, _ want: ScannedChat?, _ context: String) -> Bool {
        guard let got, let want else {
            #expect((got == nil) == (want == nil), "\(context): one reading gave nil, the other did not")
            return (got == nil) == (want == nil)
        }
        #expect(got.skippedSystemLines == want.skippedSystemLines, "\(context)")
        #expect(got.title == want.title && got.chatName == want.chatName, "\(context)")
        let gotMessages = got.conversation(me: nil).messages, wantMessages = want.conversation(me: nil).messages
        guard gotMessages.count == wantMessages.count else {
            Issue.record("\(context): \(gotMessages.count) messages, one pass read \(wantMessages.count)")
            return false
        }
        for index in 0..<gotMessages.count {
            let same = gotMessages[index] == wantMessages[index] && got.sender(at: index) == want.sender(at: index)
                && gotMessages.isDecoded(at: index) == wantMessages.isDecoded(at: index)
                && gotMessages.estimatedHeight(at: index, by: .standard, listWidth: 390)
                    == wantMessages.estimatedHeight(at: index, by: .standard, listWidth: 390)
            guard same else {
                Issue.record("\(context): message \(index) \(gotMessages[index]) from \(got.sender(at: index)) differs from one pass's \(wantMessages[index]) from \(want.sender(at: index))")
                return false
            }
        }
        return true
    }

    /// A file too small to split, or with no header of its shape past the middle, is read in one pass.
    @Test func theSeamIsAHeaderOfTheFilesShape() throws {
        let text = "12/31/23, 9:41 PM - Anna: Hi\n[31/12/2023, 21:41:05] Ben: pasted\nmore\n12/31/23, 9:42 PM - Ben: Yo\n"
        let bytes = Array(text.utf8)
        let shape = try #require(WhatsAppScan.firstHeader(in: bytes.withUnsafeBytes { $0 }, from: 0)).0
        bytes.withUnsafeBytes { raw in
            #expect(WhatsAppScan.seam(in: raw, shape: shape, searchingFrom: 1) == text.utf8.count - "12/31/23, 9:42 PM - Ben: Yo\n".utf8.count)
            #expect(WhatsAppScan.seam(in: raw, shape: shape, searchingFrom: bytes.count - 3) == nil)
        }
    }
}
