import ChatDemoCore
import Foundation
import Testing

/// The Platform menu's Copy as Code → SwiftUI puts the snippet for the platform in force on
/// the GTK clipboard (read back with xsel, as a paste would).
@Suite(.serialized, .onItsOwnThread(minutes: 3))
struct CopyAsCodeMenuTests {
    @Test func swiftUICodeForAndroidReachesTheClipboard() throws {
        let xsel = URL(fileURLWithPath: "/usr/bin/xsel")
        try #require(FileManager.default.isExecutableFile(atPath: xsel.path), "xsel reads the clipboard back; ./run.sh test installs it")
        let session = try AppSession(["--platform", "android", "--case", "few"], environment: ["KEYBOARDCHAT_REPORT_HEADER": "1"])
        let desktop = DesktopTests()
        // Strategy, Compare With, Keyboard, Platform: Return slides in its pane (back item "Platform", the
        // platforms, Tune Motion…, Save Profile…, Load Profile…, Recent Profiles, Copy as Code),
        // whose Copy as Code slides in UIKit, SwiftUI, …. Each key waits for the focus to land.
        let menu = try PrimaryMenu.open(in: session)
        try menu.press("Down", reaching: CompareWith.menuTitle)
        try menu.press("Down", reaching: KeyboardChoice.menuTitle)
        try menu.press("Down", reaching: Platform.menuTitle)
        try menu.press("Return", reaching: Platform.menuTitle)
        let pane = Platform.allCases.map(\.label) + ProfileMenuCommand.allCases.map(\.label) + [RecentProfiles.menuTitle, CodeCopyCommand.menuTitle]
        for label in pane { try menu.press("Down", reaching: label) }
        try menu.press("Return", reaching: CodeCopyCommand.menuTitle)
        for command in CodeCopyCommand.allCases.prefix(through: try #require(CodeCopyCommand.allCases.firstIndex(of: .swiftUI))) {
            try menu.press("Down", reaching: command.label)
        }
        try menu.pressClosing("Return")
        let expected = "withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.285)) { keyboardHeight = height }\n"
        // xsel waits for the clipboard's owner without end unless told otherwise.
        try session.waitFor("the SwiftUI snippet on the clipboard") {
            try runCommand(xsel, ["--clipboard", "--output", "--selectionTimeout", "2000"], display: session.display.name, timeout: 10).stdout == expected
        }
        #expect(session.terminate() == 0)
        desktop.expectNoWarnings(session)
    }
}
