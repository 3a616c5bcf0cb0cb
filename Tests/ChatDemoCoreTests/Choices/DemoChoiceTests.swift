import ChatLayout
import Testing
@testable import ChatDemoCore

/// Every choice is spelled once, in its enum: the script parser accepts
/// exactly its cases and lists exactly them when a word is wrong, and every
/// accelerator is unique and shown in the Keyboard Shortcuts window.
@Suite struct DemoChoiceTests {
    private func command(_ text: String) throws -> ScriptCommand? {
        try DemoScript.parse(text, file: "s.txt").steps.first?.command
    }

    private func problem(_ text: String) -> String? { scriptProblem(text) }

    /// `NAME VALUE` parses to `expected(VALUE)` for every value, and an
    /// unknown value is refused with a message listing exactly `allCases`.
    private func roundTrips<Choice: DemoChoice>(_: Choice.Type, _ expected: (Choice) -> ScriptCommand) throws {
        for choice in Choice.allCases {
            #expect(try command("\(Choice.actionName) \(choice.rawValue)") == expected(choice), "\(choice)")
        }
        let message = try #require(problem("\(Choice.actionName) nope"))
        let prefix = "s.txt:1:\(Choice.actionName.count + 2): '\(Choice.actionName)' takes one of "
        #expect(message.hasPrefix(prefix), "\(message)")
        #expect(message.hasSuffix(", got 'nope'"), "\(message)")
        let listed = message.dropFirst(prefix.count).dropLast(", got 'nope'".count)
        #expect(listed.components(separatedBy: ", ") == Choice.allCases.map(\.rawValue))
    }

    @Test func everyConversationCaseRoundTripsThroughTheScript() throws {
        try roundTrips(ConversationCase.self) { .conversationCase($0) }
        #expect(problem("case lots") == "s.txt:1:6: 'case' takes one of few, some, many, got 'lots'")
    }

    @Test func everyKeyboardRoundTripsThroughTheScript() throws {
        try roundTrips(KeyboardChoice.self) { .keyboard($0) }
        #expect(problem("keyboard symbols") == "s.txt:1:10: 'keyboard' takes one of english, pinyin, emoji, hebrew, arabic, got 'symbols'")
    }

    @Test func everyStrategyRoundTripsThroughTheScript() throws {
        try roundTrips(Strategy.self) { .strategy($0) }
        #expect(try command("strategy whole-view") == .strategy(.wholeView))
        #expect(problem("strategy") == "s.txt:1:1: 'strategy' takes one of three-case, bar-only, whole-view, inset, always, when-at-end, persistent, never, naive, got ''")
        #expect(problem("strategy inset naive")
            == "s.txt:1:16: 'strategy' takes one of three-case, bar-only, whole-view, inset, always, when-at-end, persistent, never, naive, got 'inset naive'")
    }

    @Test func behavioursWithAScriptCommandParseToIt() throws {
        #expect(DemoBehaviour.allCases.compactMap(\.scriptCommand) == ["slow-motion", "overlay", "rotate", "escape", "receive-stream", "panel"])
        #expect(try command("\(DemoBehaviour.debugOverlay.scriptCommand!) on") == .overlay(true))
        #expect(try command(DemoBehaviour.rotate.scriptCommand!) == .rotate)
        #expect(try command(DemoBehaviour.hideKeyboard.scriptCommand!) == .escape)
        #expect(try command("\(DemoBehaviour.attachmentPanel.scriptCommand!) toggle") == .panel(.toggle))
        #expect(try command("\(DemoBehaviour.slowMotion.scriptCommand!) 4") == .slowMotion(4))
    }

    @Test func choicesAreListedInEnglish() {
        #expect(ConversationCase.spelledOut == "few, some or many")
        #expect(Strategy.spelledOut == "three-case, bar-only, whole-view, inset, always, when-at-end, persistent, never or naive")
        #expect(ThemeOption.spelledOut == "light, dark or system")
        #expect(ConversationCase.commandLineHelp == "Fixture conversation: few, some or many (the seed's three cases).")
        #expect(KeyboardChoice.commandLineHelp == "Keyboard layout: english, pinyin, emoji, hebrew or arabic.")
    }

    @Test func actionsAreNamedFromTheEnums() {
        #expect(ConversationCase.many.detailedAction == "app.case::many")
        #expect(KeyboardChoice.pinyin.detailedAction == "app.keyboard::pinyin")
        #expect(Strategy.barOnly.detailedAction == "app.strategy::bar-only")
        #expect(DemoBehaviour.debugOverlay.detailedAction == "app.debug-overlay")
        #expect(DesktopCommand.about.detailedAction == "app.about")
        #expect(ConversationCase.allCases.map(\.label) == ["Few", "Some", "Many"])
        #expect(DemoBehaviour.slowMotion.label == "Slow motion ×10")
    }

    /// Every entry of every enum, gathered here independently of `DesktopShortcuts`: every item
    /// of the primary menu that has keys (its popover shows none, the Shortcuts window all).
    private static let allEntries: [any MenuEntry] =
        ConversationCase.allCases + KeyboardChoice.allCases + Strategy.allCases
        + DemoBehaviour.allCases + DesktopCommand.allCases + MotionReviewTool.allCases + SpeedPreset.allCases + PlayheadCommand.allCases
        + ProfileMenuCommand.allCases + SessionMenuCommand.allCases
        + ThemeOption.allCases + Platform.allCases + CodeCopyCommand.allCases

    @Test func acceleratorsAreUniqueAcrossAllChoicesAndBehaviours() {
        let keys = Self.allEntries.compactMap(\.accelerator)
        #expect(keys.count == 21)
        #expect(Set(keys).count == keys.count, "\(keys)")
        let actions = Self.allEntries.map(\.detailedAction)
        #expect(Set(actions).count == actions.count, "\(actions)")
    }

    @Test func theShortcutsWindowListsEveryAccelerator() {
        let xml = ShortcutsWindowXML.make()
        for entry in Self.allEntries {
            guard let accelerator = entry.accelerator else { continue }
            let property = "<property name=\"accelerator\">\(MarkupText.escaped(accelerator))</property>"
            #expect(xml.contains(property), "\(entry.detailedAction) \(accelerator)")
            #expect(xml.contains("<property name=\"title\">\(MarkupText.escaped(entry.shortcutTitle))</property>"))
            #expect(DesktopShortcuts.accelerators(for: entry.detailedAction) == [accelerator])
        }
        let listed = xml.components(separatedBy: "class=\"GtkShortcutsShortcut\"").count - 1
        #expect(listed == Self.allEntries.compactMap(\.accelerator).count)
    }

    @Test func acceleratorsReadAsPeopleWriteThem() {
        #expect(Accelerator.readable("<Primary>t") == "Ctrl+T")
        #expect(Accelerator.readable("<Primary>question") == "Ctrl+?")
        #expect(Accelerator.readable("<Primary><Shift>a") == "Ctrl+Shift+A")
        #expect(Accelerator.readable("Escape") == "Escape")
        #expect(DemoBehaviour.slowMotion.readableAccelerator == "Ctrl+T")
    }
}
