import ChatDemoCore
import Foundation
import Testing

/// The real app opening chat exports: it starts, says on standard error what it opened and
/// who is "me", and lays out the imported texts (its `laid out: N` report, N the scalars of
/// `BubbleText(text).laidOut`); a bad export exits 2 before any window, writing nothing.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ImportedChatTests {
    static func fixture(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../ChatImportTests/Fixtures/\(name)").standardized.path
    }

    /// Opens `arguments` under Xvfb with a script that waits and quits; returns the run and
    /// the sizes of the bubble texts it laid out.
    func open(_ arguments: [String], name: String) throws -> (result: CommandResult, laidOut: [Int]) {
        let directory = try makeScratchDirectory(name)
        let script = try writeScript(["wait 300", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(arguments + ["--script", script], display: display.name,
                                environment: ["KEYBOARDCHAT_REPORT_LAYOUT": "1"], timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stderr.contains("WARNING") && !result.stderr.contains("CRITICAL"), "\(result.stderr)")
        let laidOut = result.stdout.split(separator: "\n").filter { $0.hasPrefix("laid out: ") }
            .compactMap { Int($0.dropFirst("laid out: ".count)) }
        return (result, laidOut)
    }

    static func sizes(_ texts: [String]) -> Set<Int> {
        Set(texts.map { BubbleText($0).laidOut.unicodeScalars.count })
    }

    @Test func aTelegramExportOpensWithItsMessages() throws {
        let run = try open(["--conversation", Self.fixture("telegram-personal.json")], name: "import-telegram")
        #expect(run.result.stderr.contains("keyboard-chat: Telegram chat \"Anna Berg\" from "), "\(run.result.stderr)")
        #expect(run.result.stderr.contains("11 messages (2 service messages left out); \"me\" is \"Ben Kim\""), "\(run.result.stderr)")
        let texts = ["Hi Ben!", "See the plan at this page, @anna and make all", "Photo\nFireworks!", "Voice message (0:12)",
                     "Sticker 😀", "File: report.pdf", "↩ Ben Kim: “See the plan at this page, @anna and mak…”\nLooks good",
                     "Forwarded from Carl Diaz\nParty at 10", "🎉", "👨‍👩‍👧‍👦",
                     "Line one\n12/31/23, 9:41 PM - not a header\nLine three"]
        #expect(!run.laidOut.isEmpty, "the app reported no layout: \(run.result.stdout.prefix(300))")
        #expect(Set(run.laidOut).isSubset(of: Self.sizes(texts)), "laid out \(Set(run.laidOut).sorted())")
        // The newest message is at the bottom, on screen.
        #expect(run.laidOut.contains(BubbleText(texts.last!).laidOut.unicodeScalars.count))
    }

    @Test func aWhatsAppExportOpensWithItsMessages() throws {
        let run = try open(["--conversation", Self.fixture("WhatsApp Chat with Anna Berg.txt")], name: "import-whatsapp")
        #expect(run.result.stderr.contains("keyboard-chat: WhatsApp chat \"Anna Berg\" from "), "\(run.result.stderr)")
        #expect(run.result.stderr.contains("8 messages (2 system lines left out); \"me\" is \"Ben Kim\""), "\(run.result.stderr)")
        let texts = ["Happy new year!", "Same to you\nand a second line", "Media omitted", "This message was deleted", "🎉",
                     "👨‍👩‍👧‍👦", "I remember\n[31/12/2023, 21:41:05] Ben Kim: this line looks like an iOS header\n12/31/23 was the day",
                     "Photo"]
        #expect(Set(run.laidOut).isSubset(of: Self.sizes(texts)), "laid out \(Set(run.laidOut).sorted())")
        #expect(run.laidOut.contains(BubbleText(texts[6]).laidOut.unicodeScalars.count))
    }

    /// `--conversation -` reads standard input; a zip is opened by content.
    @Test func standardInputAndAZipOpen() throws {
        let directory = try makeScratchDirectory("import-stdin")
        let script = try writeScript(["wait 300", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runCommand(URL(fileURLWithPath: "/bin/sh"),
                                    ["-c", "exec \"$0\" --conversation - --me 小明 --script \"$2\" < \"$1\"",
                                     appBinary.path, Self.fixture("whatsapp-android-zh.txt"), script],
                                    display: display.name, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("from standard input: 4 messages (1 system line left out); \"me\" is \"小明\": given by --me"), "\(result.stderr)")
        let zip = try open(["--conversation", Self.fixture("WhatsApp Chat - Anna Berg.zip")], name: "import-zip")
        #expect(zip.result.stderr.contains("(_chat.txt): 5 messages (1 system line left out); \"me\" is \"Ben Kim\""), "\(zip.result.stderr)")
    }

    /// Refused before any window (no display is given: opening one would exit 1) and
    /// before the trace is created.
    @Test func badExportsExit2BeforeAnyWindowAndWriteNothing() throws {
        let directory = try makeScratchDirectory("import-bad")
        let trace = directory + "/trace.csv"
        // Sparse files: their size is what is refused, before a byte is read.
        let large = try makeScratchDirectory("import-large")
        defer { try? FileManager.default.removeItem(atPath: large) }
        // A zip is held whole, so its limit is lower than a conversation's or an export's.
        let huge = large + "/huge.json", bigZip = large + "/big.zip"
        for (path, size) in [(huge, (1 << 30) + 1), (bigZip, (64 << 20) + 1)] {
            #expect(FileManager.default.createFile(atPath: path, contents: path == bigZip ? Data([0x50, 0x4B, 0x03, 0x04]) : nil))
            #expect(truncate(path, off_t(size)) == 0)
        }
        let cases: [([String], String)] = [
            (["--conversation", huge], "huge.json: the file is 1.07 GB (1 073 741 825 bytes), over the limit of 1 GiB (1 073 741 824 bytes) for conversations"),
            (["--conversation", bigZip], "big.zip: the file is larger than 64 MB, the limit for zip files, which are read whole (unzipped, a conversation or a chat export may be up to 1 GiB)"),
            (["--conversation", Self.fixture("telegram-truncated.json")], "telegram-truncated.json:21:4: unterminated string"),
            (["--conversation", Self.fixture("bomb.zip")], "bomb.zip: the zip file member \"_chat.txt\" inflates to more than 64 MB"),
            (["--conversation", Self.fixture("no-header.txt")], "no-header.txt:1:1: not a chat this app can open"),
            (["--conversation", Self.fixture("telegram-full.json")], "holds 3 chats: pick one with --chat NAME"),
            (["--conversation", Self.fixture("telegram-group.json")], "give --me NAME"),
            (["--me", "Ben"], "--me applies to a chat export: give --conversation FILE too"),
        ]
        for (arguments, expected) in cases {
            let result = try runApp(arguments + ["--trace", trace], display: nil)
            #expect(result.status == 2, "\(arguments) exited \(result.status): \(result.stderr)")
            #expect(result.stderr.contains(expected), "\(arguments): '\(expected)' missing from: \(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: trace))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    }
}
