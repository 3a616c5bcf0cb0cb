import ChatDemoCore
import Foundation
import Testing

/// The Platform menu's Copy as Code → SwiftUI puts the snippet for the platform in force on
/// the GTK clipboard (read back with xsel, as a paste would).
@Suite(.serialized, .timeLimit(.minutes(3)))
struct CopyAsCodeMenuTests {
    @Test func swiftUICodeForAndroidReachesTheClipboard() throws {
        let xsel = URL(fileURLWithPath: "/usr/bin/xsel")
        try #require(FileManager.default.isExecutableFile(atPath: xsel.path), "xsel reads the clipboard back; ./run.sh test installs it")
        let session = try AppSession(["--platform", "android", "--case", "few"])
        let desktop = DesktopTests()
        let geometry = try desktop.xdotool(session, ["search", "--onlyvisible", "--name", "^KeyboardChat$", "getwindowgeometry", "--shell"])
        let width = DesktopTests.value("WIDTH", in: geometry.stdout) ?? 0
        let origin = try session.windowOrigin()
        let directory = try makeScratchDirectory("copy-code")
        let closed = try session.screenshot(directory + "/closed.png")
        try session.click(x: origin.x + width - DesktopTests.menuButtonFromRight, y: origin.y + DesktopTests.headerBarMiddle)
        let below = (origin.y + KeyboardFollowTests.chromeHeight)..<(origin.y + DesktopTests.menuBottom)
        try session.waitFor("the primary menu to open below the header bar") {
            try session.screenshot(directory + "/open.png").difference(from: closed, rows: below) != nil
        }
        // Strategy, Keyboard, Platform ▸ (iOS, Android, Android resize, Linux phone, Tune
        // Motion…, Save Profile…, Load Profile…, Recent Profiles ▸, Copy as Code ▸ (UIKit, SwiftUI, …)).
        try desktop.xdotool(session, ["key", "Down", "Down", "Down", "Right"])
        try desktop.xdotool(session, ["key"] + Array(repeating: "Down", count: 8) + ["Right", "Down", "Return"])
        let expected = "withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.285)) { keyboardHeight = height }\n"
        try session.waitFor("the SwiftUI snippet on the clipboard") {
            try runCommand(xsel, ["--clipboard", "--output"], display: session.display.name).stdout == expected
        }
        #expect(session.terminate() == 0)
        desktop.expectNoWarnings(session)
    }
}
