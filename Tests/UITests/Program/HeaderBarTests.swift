import ChatDemoCore
import ChatLayout
import Foundation
import Testing

/// The header bar as GNOME's conventions have it, read back from GTK by the app's
/// `KEYBOARDCHAT_REPORT_HEADER` report (`header: …` lines on stderr): the keyboard's menu
/// items enabled only when they apply, a badge while slow motion is on, and, for a chat
/// export, the menu's line naming who was taken as "me".
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct HeaderBarTests {
    func run(_ lines: [String], arguments: [String] = [], name: String) throws -> (run: ScriptedRun, header: [String]) {
        let run = try ScriptedRun(lines, arguments: arguments, environment: ["KEYBOARDCHAT_REPORT_HEADER": "1"], name: name)
        #expect(run.isClean, "exit \(run.result.status): \(run.result.stderr)")
        let header = run.result.stderr.split(separator: "\n").filter { $0.hasPrefix("header: ") }.map { String($0.dropFirst(8)) }
        return (run, header)
    }

    static let keyboardDown = "show-keyboard enabled, hide-keyboard disabled"
    static let keyboardUp = "show-keyboard disabled, hide-keyboard enabled"

    /// Show is greyed out while the keyboard is up or rising, Hide while it is down or going
    /// down. At ×10 the Escape comes in the middle of the rise: Hide is already enabled then
    /// (the state follows the target, not the end of the slide), so the keyboard goes down.
    @Test func showAndHideKeyboardAreEnabledOnlyWhenTheyApply() throws {
        let (_, header) = try run(["wait 300", "tap input", "wait 300", "escape", "wait 4000", "quit"],
                                  arguments: ["--case", "few", "--slow-motion", "10"], name: "header-keyboard-actions")
        let states = header.filter { $0.hasPrefix("show-keyboard ") }
        #expect(states == [Self.keyboardDown, Self.keyboardUp, Self.keyboardDown], "\(header)")
        #expect(header.contains("menu \"Show keyboard\" app.show-keyboard enabled"), "\(header)")
        #expect(header.contains("menu \"Hide keyboard\" app.hide-keyboard enabled"), "\(header)")
    }

    /// "×10" while time runs ten times slower, "×4" at 25 %, nothing at real time; a
    /// fast-forward from the command line shows from the first frame.
    @Test func aBadgeShowsTheSlowMotionFactor() throws {
        let (_, header) = try run(["wait 300", "slow-motion 10", "wait 100", "slow-motion 25%", "wait 100", "slow-motion 1", "wait 100", "quit"],
                                  arguments: ["--case", "few"], name: "header-badge")
        #expect(header.filter { $0.hasPrefix("speed badge ") } == ["speed badge hidden", "speed badge ×10", "speed badge ×4", "speed badge hidden"],
                "\(header)")
        let (_, fast) = try run(["wait 300", "quit"], arguments: ["--case", "few", "--slow-motion", "0.5"], name: "header-badge-fast")
        #expect(fast.filter { $0.hasPrefix("speed badge ") } == ["speed badge ×0.5"], "\(fast)")
    }

    /// An opened export's menu says, greyed out, who is "me"; the app's own chats have no such line.
    @Test func theMenuNamesWhoIsMeForAChatExport() throws {
        let telegram = ImportedChatTests.fixture("telegram-personal.json")
        let (_, header) = try run(["wait 300", "quit"], arguments: ["--conversation", telegram], name: "header-me")
        #expect(header.first == "menu \"Me: Ben Kim\" app.imported-me disabled", "\(header)")
        let (_, chosen) = try run(["wait 300", "quit"], arguments: ["--conversation", telegram, "--me", "Anna Berg"], name: "header-me-chosen")
        #expect(chosen.first == "menu \"Me: Anna Berg\" app.imported-me disabled", "\(chosen)")
        let (_, own) = try run(["wait 300", "quit"], arguments: ["--case", "few"], name: "header-me-own")
        #expect(!own.isEmpty && !own.contains { $0.hasPrefix("menu \"Me:") }, "\(own)")
    }

    /// The live session can be saved from the menu, as "Save Profile…" saves a profile.
    @Test func theMenuSavesTheSessionAsAScript() throws {
        let (_, header) = try run(["quit"], name: "header-save-session")
        #expect(header.contains("menu \"Save Session as Script…\" app.save-session enabled"), "\(header)")
    }

    /// The theme is a radio choice of the menu, its dot on the theme the run started in.
    @Test func theThemeIsAChoiceOfTheMenu() throws {
        let (_, header) = try run(["wait 300", "quit"], arguments: ["--case", "few", "--theme", "dark"], name: "header-theme")
        let theme = header.drop { $0 != "menu \"Theme\"" }.prefix(4)
        #expect(Array(theme) == ["menu \"Theme\"", "menu \"Light\" app.theme enabled", "menu \"Dark\" app.theme enabled checked",
                                 "menu \"System\" app.theme enabled"], "\(header)")
    }

    /// A script's Escape in the same frame as the tap that raised the keyboard still hides it:
    /// the actions follow the keyboard before a step activates one, not only once a frame.
    @Test func anEscapeInTheFrameOfTheTapHidesTheKeyboard() throws {
        let (_, header) = try run(["wait 300", "tap input", "escape", "wait 1500", "quit"],
                                  arguments: ["--case", "few"], name: "header-same-frame-escape")
        #expect(header.filter { $0.hasPrefix("show-keyboard ") } == [Self.keyboardDown, Self.keyboardUp, Self.keyboardDown], "\(header)")
    }

    /// With the attachment panel in the keyboard's place both apply: Show swaps the keys in
    /// (Hide enabled, Show not), Hide would send the panel down.
    @Test func withThePanelUpBothKeyboardItemsApply() throws {
        let (_, header) = try run(["wait 300", "panel show", "wait 1000", "tap input", "wait 1000", "quit"],
                                  arguments: ["--case", "few"], name: "header-panel")
        #expect(header.filter { $0.hasPrefix("show-keyboard ") }
                    == [Self.keyboardDown, "show-keyboard enabled, hide-keyboard enabled", Self.keyboardUp], "\(header)")
    }

    /// The primary menu is a popover built from the menu model (GNOME's GTK 3 convention), and
    /// the keyboard walks it: with the keyboard down, Down from "Show keyboard" passes over the
    /// greyed-out "Hide keyboard" to the next item, as it passes over nothing that applies.
    @Test func thePrimaryMenuIsAPopoverWhoseKeysSkipWhatDoesNotApply() throws {
        let session = try AppSession(["--case", "few"], environment: ["KEYBOARDCHAT_REPORT_HEADER": "1"])
        #expect(session.errorLines.contains("header: menu popover GtkPopover"), "\(session.stderr)")
        let menu = try PrimaryMenu.open(in: session)
        #expect(menu.focused == Strategy.menuTitle)
        let submenus = [CompareWith.menuTitle, KeyboardChoice.menuTitle, Platform.menuTitle, ThemeOption.menuTitle]
        for label in submenus + DemoBehaviour.allCases.filter({ $0 != .hideKeyboard }).map(\.label) {
            try menu.press("Down", reaching: label)
        }
        try menu.pressClosing("Escape")
        #expect(session.terminate() == 0)
    }

    /// At the default 390-pixel width every header-bar button shows whole, none over another and
    /// none past the header bar's edge; at the 320-pixel minimum the case switcher, the menu and
    /// the window buttons still do, and what has no room steps aside whole (it is in the menu).
    @Test func everyHeaderBarButtonShowsWholeAt390And320() throws {
        let session = try AppSession(["--case", "many"], environment: ["KEYBOARDCHAT_REPORT_HEADER": "1"])
        let wide = try session.waitForHeaderLayout("the header bar laid out with its window buttons") { layout in
            layout.buttons.contains { $0.name == "Close" }
        }
        #expect(wide.buttons.map(\.name) == ["Few", "Some", "Many", MotionReviewTool.timeline.label, SpeedPreset.menuTitle, "Pause", "Main menu",
                                            "Minimize", "Maximize", "Close"], "\(wide)")
        #expect(wide.faults.isEmpty, "\(wide.faults)")
        let window = try DesktopTests().xdotool(session, ["search", "--onlyvisible", "--name", "^KeyboardChat$"]).stdout
            .split(separator: "\n").first.map(String.init) ?? ""
        let geometry = try DesktopTests().xdotool(session, ["getwindowgeometry", "--shell", window]).stdout
        let width = try #require(DesktopTests.value("WIDTH", in: geometry)), height = try #require(DesktopTests.value("HEIGHT", in: geometry))
        try DesktopTests().xdotool(session, ["windowsize", window, "320", "568"])
        // The window is 320 wide, and its header bar narrower by as much: nothing in it forces more.
        let narrow = try session.waitForHeaderLayout("the header bar of a 320-pixel window") { $0.width == wide.width - (width - 320) }
        #expect(narrow.faults.isEmpty, "\(narrow.faults)")
        let names = narrow.buttons.map(\.name)
        // Pause stays: a reviewer with only a mouse pauses at any width (the menu pauses too).
        for name in ["Few", "Some", "Many", "Pause", "Main menu", "Close"] { #expect(names.contains(name), "\(narrow)") }
        // Wide again, what stepped aside is back, whole.
        try DesktopTests().xdotool(session, ["windowsize", window, "\(width)", "\(height)"])
        let again = try session.waitForHeaderLayout("the header bar laid out wide again") { $0.width == wide.width }
        #expect(again.buttons.map(\.name) == wide.buttons.map(\.name), "\(again)")
        #expect(again.faults.isEmpty, "\(again.faults)")
        #expect(session.terminate() == 0)
    }

    /// The slow-motion badge widens the speed button, and a 390-pixel header bar still has room
    /// for every review button: while reviewing (which is when the badge shows) the timeline's
    /// toggle, the speed button and pause all show whole beside it; back at real time too.
    @Test func theSlowMotionBadgeShowsWholeAt390() throws {
        let (_, header) = try run(["wait 300", "slow-motion 1", "wait 300", "quit"],
                                  arguments: ["--case", "many", "--slow-motion", "10"], name: "header-badge-room")
        let layouts = header.compactMap { HeaderLayout("header: " + $0) }.filter { $0.buttons.contains { $0.name == "Close" } }
        let review = [MotionReviewTool.timeline.label, SpeedPreset.menuTitle, "Pause", "Main menu"]
        let slow = try #require(layouts.first, "\(header)")
        #expect(slow.faults.isEmpty, "\(slow.faults)")
        let speed = try #require(slow.buttons.first { $0.name == SpeedPreset.menuTitle }, "\(slow)")
        let timeline = try #require(slow.buttons.first { $0.name == MotionReviewTool.timeline.label }, "\(slow)")
        #expect(speed.width > timeline.width, "the badge ×10 widens the button: \(slow)")
        for name in review { #expect(slow.buttons.contains { $0.name == name }, "\(name) gave way to the badge: \(slow)") }
        let real = try #require(layouts.last, "\(header)")
        #expect(real.faults.isEmpty, "\(real.faults)")
        for name in review { #expect(real.buttons.contains { $0.name == name }, "\(name): \(real)") }
        #expect(real.buttons.first { $0.name == SpeedPreset.menuTitle }?.width == timeline.width, "its clock again: \(real)")
    }

    /// The primary menu pauses and steps, for a reviewer with only a mouse: Pause (a check item,
    /// the `app.pause` toggle), Previous frame and Next frame, in that order, each with its keys.
    @Test func thePrimaryMenuPausesAndStepsWithTheirKeys() throws {
        let (_, header) = try run(["quit"], arguments: ["--case", "few"], name: "header-menu-playback")
        let items = PlayheadCommand.menuItems.map { "menu \"\($0.label)\" \($0.detailedAction) enabled" }
        let start = try #require(header.firstIndex(of: items[0]), "\(header)")
        #expect(Array(header[start...].prefix(items.count)) == items, "\(header)")
        #expect(PlayheadCommand.menuItems == [.pause, .stepBack, .stepForward])
        for (command, keys) in zip(PlayheadCommand.menuItems, ["<Primary>space", "<Alt>Left", "<Alt>Right"]) {
            #expect(header.contains("menu accel \"\(command.label)\" \(keys)"), "\(command): \(header)")
        }
    }
}
