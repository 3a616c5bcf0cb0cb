import Foundation
import Testing

/// The header bar as the app reports it (`KEYBOARDCHAT_REPORT_HEADER`): its buttons' places
/// (`header: layout …`) and the primary menu's popover as the keyboard walks it
/// (`header: menu open`, `header: menu focus "LABEL"`). A session must run with the report on.
struct HeaderLayout: Equatable {
    struct Button: Equatable {
        let name: String
        let x: Int, y: Int, width: Int, height: Int
        let shownWidth: Int, shownHeight: Int
    }
    let width: Int
    let buttons: [Button]

    /// Parses `layout 390 | "Few" 41,-1 33x46 shown 33x45 | …`.
    init?(_ line: Substring) {
        guard line.hasPrefix("header: layout ") else { return nil }
        let parts = line.dropFirst("header: layout ".count).split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let width = Int(parts[0]) else { return nil }
        var buttons: [Button] = []
        for part in parts.dropFirst() {
            guard let close = part.dropFirst().firstIndex(of: "\"") else { return nil }
            let name = String(part[part.index(after: part.startIndex)..<close])
            let fields = part[part.index(after: close)...].split(separator: " ")
            guard fields.count == 4, fields[2] == "shown" else { return nil }
            let place = fields[0].split(separator: ",").compactMap { Int($0) }
            let size = fields[1].split(separator: "x").compactMap { Int($0) }
            let shown = fields[3].split(separator: "x").compactMap { Int($0) }
            guard place.count == 2, size.count == 2, shown.count == 2 else { return nil }
            buttons.append(Button(name: name, x: place[0], y: place[1], width: size[0], height: size[1],
                                  shownWidth: shown[0], shownHeight: shown[1]))
        }
        self.width = width
        self.buttons = buttons
    }

    /// What is wrong with the layout: a button cut by its ancestors, reaching out of the header
    /// bar's width, or overlapping its neighbour; empty when every button shows whole.
    var faults: [String] {
        var faults: [String] = []
        for button in buttons {
            if button.shownWidth != button.width { faults.append("\(button.name) shows \(button.shownWidth) of \(button.width) px") }
            if button.x < 0 || button.x + button.width > width { faults.append("\(button.name) at \(button.x)+\(button.width) is outside 0..<\(width)") }
        }
        let ordered = buttons.sorted { $0.x < $1.x }
        for (left, right) in zip(ordered, ordered.dropFirst()) where left.x + left.width > right.x {
            faults.append("\(left.name) (\(left.x)+\(left.width)) overlaps \(right.name) (at \(right.x))")
        }
        return faults
    }
}

extension AppSession {
    /// The header bar's newest layout report.
    var headerLayout: HeaderLayout? { errorLines.reversed().lazy.compactMap(HeaderLayout.init).first }

    /// Waits for the header bar to report a layout `condition` accepts, and returns it.
    func waitForHeaderLayout(_ what: String, _ condition: (HeaderLayout) -> Bool) throws -> HeaderLayout {
        try waitFor(what) { headerLayout.map(condition) ?? false }
        return try #require(headerLayout)
    }
}

/// The primary menu, opened with a click on its button (found in the layout report) and walked
/// with keys as a person would; each key waits for the focus report naming the item it reaches,
/// so no key runs ahead of the popover (a submenu slides in after its Return).
struct PrimaryMenu {
    let session: AppSession

    /// Clicks the "Main menu" button and waits until the popover is open with its first item focused.
    static func open(in session: AppSession) throws -> PrimaryMenu {
        let layout = try session.waitForHeaderLayout("the header bar's layout with the menu button") { layout in
            layout.buttons.contains { $0.name == "Main menu" }
        }
        let button = try #require(layout.buttons.first { $0.name == "Main menu" })
        let geometry = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                      ["search", "--onlyvisible", "--name", "^KeyboardChat$", "getwindowgeometry", "--shell"],
                                      display: session.display.name)
        let windowWidth = try #require(DesktopTests.value("WIDTH", in: geometry.stdout))
        let origin = try session.windowOrigin()
        // The header bar spans the window less the client-side shadow, equal on both sides.
        let headerLeft = (windowWidth - layout.width) / 2
        let mark = session.mark
        try session.click(x: origin.x + headerLeft + button.x + button.width / 2, y: origin.y + DesktopTests.headerBarMiddle)
        try session.waitFor("the primary menu's popover to open") {
            session.errorLines[mark...].contains("header: menu open") && session.errorLines[mark...].contains { $0.hasPrefix("header: menu focus ") }
        }
        return PrimaryMenu(session: session)
    }

    /// The label of the item the keyboard focus is on (the last focus report).
    var focused: String? {
        session.errorLines.last { $0.hasPrefix("header: menu focus ") }.map { String($0.dropFirst("header: menu focus ".count).dropFirst().dropLast()) }
    }

    /// Presses `key` and waits until the focus lands on `label`.
    func press(_ key: String, reaching label: String) throws {
        let mark = session.mark
        try DesktopTests().xdotool(session, ["key", key])
        try session.waitFor("\(key) in the menu to reach \"\(label)\" (focus on \(focused ?? "nothing"))") {
            session.errorLines[mark...].contains("header: menu focus \"\(label)\"")
        }
    }

    /// Presses `key` (Return on an item that is no submenu) and waits until the popover closes.
    func pressClosing(_ key: String) throws {
        let mark = session.mark
        try DesktopTests().xdotool(session, ["key", key])
        try session.waitFor("\(key) to close the menu") { session.errorLines[mark...].contains("header: menu closed") }
    }
}
