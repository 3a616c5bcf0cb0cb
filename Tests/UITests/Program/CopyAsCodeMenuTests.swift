import ChatDemoCore
import Foundation
import Testing

/// The Platform menu's Copy as Code → SwiftUI puts the snippet for the platform in force on
/// the GTK clipboard (read back with xsel, as a paste would), headed by the profile's name and
/// values, and confirms it in an in-app notification that hides by itself (read back from GTK
/// through the header report).
@Suite(.serialized, .onItsOwnThread(minutes: 3))
struct CopyAsCodeMenuTests {
    @Test func swiftUICodeForAndroidReachesTheClipboard() throws {
        try copySwiftUICodeForAndroid(environment: [:])
    }

    /// A German desktop writes numbers with a decimal comma; code must keep the point
    /// (`0.285`, not `0,285`, which Swift would read as two arguments).
    @Test func codeCopiedInAGermanLocaleKeepsItsDecimalPoints() throws {
        try copySwiftUICodeForAndroid(environment: try CompiledLocale.german.environment())
    }

    private func copySwiftUICodeForAndroid(environment: [String: String]) throws {
        let xsel = URL(fileURLWithPath: "/usr/bin/xsel")
        try #require(FileManager.default.isExecutableFile(atPath: xsel.path), "xsel reads the clipboard back; ./run.sh test installs it")
        let session = try AppSession(["--platform", "android", "--case", "few"],
                                     environment: environment.merging(["KEYBOARDCHAT_REPORT_HEADER": "1"]) { $1 })
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
        let expected = """
            // Motion profile: Android (insets animation)
            // Motion: curve cubic-bezier(0.2, 0, 0, 1) over 285 ms
            // Keyboard height 291 pt, case-2 threshold 30 pt, the app follows every frame
            withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.285)) { keyboardHeight = height }

            """
        // xsel waits for the clipboard's owner without end unless told otherwise.
        try session.waitFor("the SwiftUI snippet on the clipboard") {
            try runCommand(xsel, ["--clipboard", "--output", "--selectionTimeout", "2000"], display: session.display.name, timeout: 10).stdout == expected
        }
        try session.waitFor("the in-app notification saying the code was copied") {
            session.stderr.contains("header: notification shown: SwiftUI code copied: Android (insets animation)\n")
        }
        try session.waitFor("the notification to hide by itself") { session.stderr.contains("header: notification hidden\n") }
        #expect(session.stderr.components(separatedBy: "header: notification shown: ").count == 2, "one copy, one notification")
        #expect(session.terminate() == 0)
        desktop.expectNoWarnings(session)
    }
}
