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
    /// The app draws with cairo alone: GTK must not load a GL driver to pick visuals (on a
    /// machine without a GPU, Mesa's software driver and LLVM, 50 ms of CPU at every start).
    @Test func theWindowOpensWithoutLoadingAGLDriver() throws {
        let session = try AppSession([])
        _ = try session.windowOrigin()
        let maps = try String(contentsOfFile: "/proc/\(session.processIdentifier)/maps", encoding: .utf8)
        let loaded = Set(maps.split(separator: "\n").compactMap { $0.split(separator: " ").last.map(String.init) })
        let gl = loaded.filter { path in ["libGLX_mesa", "_dri.so", "libLLVM"].contains { path.contains($0) } }
        #expect(gl.isEmpty, "GL libraries loaded: \(gl.sorted())")
        #expect(session.terminate() == 0)
    }

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
