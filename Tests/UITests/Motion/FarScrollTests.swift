import ChatDemoCore
import Foundation
import Testing

/// A drag across the whole history of a long conversation: the scroll crosses what it skips
/// on estimated heights and measures only what it lands on (`ChatScene.scroll(by:at:)`), so
/// the window comes to rest on the first message and a SIGTERM sent then is acted on at once,
/// instead of the window freezing while every message in the drag's distance is laid out.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct FarScrollTests {
    /// Where the list's content starts when it shows its first message: under the navigation bar.
    static let firstMessageListTop = ChatScene.navigationBarHeight

    @Test func aDragAcrossTheWholeHistoryComesToRestAndATermRightAfterIsHonoured() throws {
        let directory = try makeScratchDirectory("far-drag")
        let script = try writeScript(["wait 100", "drag list 0 1e9 0"], in: directory)
        let session = try AppSession(["--messages", "200000", "--trace-detail", "--script", script])
        try session.waitForRest("the list at its first message after the drag") {
            $0.listTop == Self.firstMessageListTop
        }
        let status = session.terminate()
        #expect(status == 0 || status == 128 + SIGTERM, "SIGTERM after the drag: exit \(status)\n\(session.stderr)")
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
    }
}
