import Testing
@testable import ChatDemoCore

@Suite struct DesktopShortcutsTests {
    @Test func theGNOMEConventionsAreBound() {
        #expect(DesktopShortcuts.accelerators(for: "app.quit") == ["<Primary>q"])
        #expect(DesktopShortcuts.accelerators(for: "app.close") == ["<Primary>w"])
        #expect(DesktopShortcuts.accelerators(for: "app.shortcuts") == ["<Primary>question"])
        #expect(DesktopShortcuts.accelerators(for: "app.case::many") == ["<Primary>3"])
        #expect(DesktopShortcuts.accelerators(for: "app.about") == [])
        // Export (as GIMP and Inkscape bind it), free of the field's editing keys.
        #expect(DesktopShortcuts.accelerators(for: "app.export-video") == ["<Primary>e"])
    }

    @Test func noKeyIsBoundTwice() {
        let keys = DesktopShortcuts.groups.flatMap(\.shortcuts).map(\.accelerator)
        #expect(Set(keys).count == keys.count)
        #expect(DesktopShortcuts.actions.count == keys.count)
    }

    @Test func theWindowXMLListsEveryShortcutEscaped() {
        let xml = ShortcutsWindowXML.make([DesktopShortcuts.Group(title: "A & B", shortcuts: [
            DesktopShortcuts.Shortcut(title: "Quit \"now\"", accelerator: "<Primary>q", action: "app.quit"),
        ])])
        #expect(xml.contains("<object class=\"GtkShortcutsWindow\" id=\"shortcuts-window\">"))
        #expect(xml.contains("<property name=\"title\">Shortcuts</property>"))
        #expect(xml.contains("<property name=\"title\">A &amp; B</property>"))
        #expect(xml.contains("<property name=\"title\">Quit &quot;now&quot;</property>"))
        #expect(xml.contains("<property name=\"accelerator\">&lt;Primary&gt;q</property>"))
        let full = ShortcutsWindowXML.make()
        let shortcuts = DesktopShortcuts.groups.flatMap(\.shortcuts).count
        #expect(full.components(separatedBy: "class=\"GtkShortcutsShortcut\"").count - 1 == shortcuts)
    }
}
