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
        // Each step waits until the screen shows it: on a busy machine a submenu maps later
        // than the next key would arrive, and that key would then move the menu behind it.
        var step = 0
        func press(_ keys: [String]) throws {
            step += 1
            let before = try session.screenshot(directory + "/step-\(step).png")
            try desktop.xdotool(session, ["key"] + keys)
            try session.waitFor("the menu to show \(keys)") {
                try session.screenshot(directory + "/step-\(step)-after.png").difference(from: before) != nil
            }
            _ = try session.settledScreenshot(path: directory + "/step-\(step)-settled")
        }
        try press(Array(repeating: "Down", count: 3))
        try press(["Right"])
        try press(Array(repeating: "Down", count: 8))
        try press(["Right"])
        try press(["Down"])
        try desktop.xdotool(session, ["key", "Return"])
        let expected = "withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.285)) { keyboardHeight = height }\n"
        // xsel waits for the clipboard's owner without end unless told otherwise.
        try session.waitFor("the SwiftUI snippet on the clipboard") {
            try runCommand(xsel, ["--clipboard", "--output", "--selectionTimeout", "2000"], display: session.display.name, timeout: 10).stdout == expected
        }
        #expect(session.terminate() == 0)
        desktop.expectNoWarnings(session)
    }
}
