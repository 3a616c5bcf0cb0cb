import Foundation
import Testing

@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct SmokeTests {
    @Test func withoutADisplayTheAppSaysSoAndExitsOne() throws {
        let result = try runApp([], display: nil)
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot open display"))
        #expect(!result.stderr.contains("CRITICAL"))
    }

    /// GTK starts while the conversation is read; still, a bad file is the error the user
    /// hears first, as bad input (2), not the display the run never reached.
    @Test func withoutADisplayABadConversationIsNamedFirst() throws {
        let path = try makeScratchDirectory("smoke-bad") + "/broken.json"
        try Data(#"{"messages": [{"sender": "me", "text": "hi"}"#.utf8).write(to: URL(fileURLWithPath: path))
        let result = try runApp(["--conversation", path], display: nil)
        #expect(result.status == 2)
        #expect(result.stderr.contains("broken.json"), "\(result.stderr)")
        #expect(!result.stderr.contains("cannot open display"))
    }
}

extension SmokeTests {
    @Test func theWindowOpensPaintsAndExitsZeroOnSIGTERM() throws {
        let session = try AppSession([])
        let directory = try makeScratchDirectory("smoke")
        let image = try session.screenshot(directory + "/screen.png")
        let origin = try session.windowOrigin()
        // The window's area holds a drawn chat, not a blank rectangle.
        let colours = image.distinctColours(x: origin.x..<(origin.x + 390), y: origin.y..<(origin.y + 800))
        #expect(colours > 20, "the window looks blank: \(colours) distinct colours")
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL"))
        #expect(!session.stderr.contains("WARNING"))
    }
}
