/// The profile files saved or loaded lately, newest first, as the Platform menu's "Recent
/// Profiles" lists them: a path chosen again moves to the front instead of appearing twice, and
/// only the newest `capacity` are kept.
///
/// The list is kept between runs as a small text file, one absolute path a line, under the XDG
/// state directory (`$XDG_STATE_HOME/keyboard-chat/recent-profiles`, by default
/// `~/.local/state/…`): it is what the app remembers, not a setting and not a document.
///
///     var recent = RecentProfiles()
///     recent.record("/p/a.json"); recent.record("/p/b.json"); recent.record("/p/a.json")
///     recent.paths            // ["/p/a.json", "/p/b.json"]
///     recent.fileText         // "/p/a.json\n/p/b.json\n"
///
/// - Complexity: O(`capacity`) for every member.
public struct RecentProfiles: Equatable, Sendable {
    /// The menu's submenu title, and the application action its items activate with a file's
    /// path (the script's `profile load` and `profile recent` take the same action).
    public static let menuTitle = "Recent Profiles"
    public static let actionName = "open-recent-profile"

    /// A menu of the files used lately, not a history: GNOME's recent lists show a handful.
    public static let capacity = 8

    /// Newest first, each once, at most `capacity`.
    public private(set) var paths: [String] = []

    public init() {}

    /// The list as stored: blank lines, relative paths (not the app's writing) and repeats are
    /// skipped, and lines past `capacity` are ignored, so a damaged file yields a usable list.
    public init(fileText: String) {
        for line in fileText.split(separator: "\n", omittingEmptySubsequences: true) {
            let path = String(line)
            guard path.hasPrefix("/"), !paths.contains(path), paths.count < Self.capacity else { continue }
            paths.append(path)
        }
    }

    /// `path` was saved or loaded just now: it goes to the front.
    public mutating func record(_ path: String) {
        paths.removeAll { $0 == path }
        paths.insert(path, at: 0)
        if paths.count > Self.capacity { paths.removeLast(paths.count - Self.capacity) }
    }

    /// `path` could not be loaded (gone, or no longer a valid profile): it leaves the list.
    public mutating func remove(_ path: String) {
        paths.removeAll { $0 == path }
    }

    public var fileText: String {
        paths.map { $0 + "\n" }.joined()
    }

    /// Where the list is kept: `$XDG_STATE_HOME/keyboard-chat/recent-profiles`, or
    /// `$HOME/.local/state/keyboard-chat/recent-profiles` when `XDG_STATE_HOME` is unset, empty
    /// or relative (the XDG base directory rules); nil without a usable `HOME` either.
    public static func storePath(environment: [String: String]) -> String? {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            base = (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.local/state"
        } else {
            return nil
        }
        return base + "/keyboard-chat/recent-profiles"
    }

    /// The menu item for `path`: its file name, then the folder it is in (with `home` shown as
    /// `~`), so two `profile.json` in different folders can be told apart. Underscores are
    /// doubled: a GTK menu label would take one for a mnemonic and hide it.
    ///
    /// A label longer than `longestLabel` characters loses the middle of its folder, then of its
    /// name, to an ellipsis: GTK sizes the whole menu popover to its widest item, and one long
    /// path made it wider than a 390 px window, so every label was cut at the window's edge.
    /// The ends stay, where names and folders usually differ.
    ///
    ///     RecentProfiles.menuLabel(for: "/home/ana/motion/snappy_ios.json", home: "/home/ana")
    ///     // "snappy__ios.json — ~/motion"
    ///     RecentProfiles.menuLabel(for: "/tmp/keyboardchat-round-trip-14252-1314996227/a.json", home: nil)
    ///     // "a.json — /tmp/keyboardch…4252-1314996227"
    public static func menuLabel(for path: String, home: String?) -> String {
        let slash = path.lastIndex(of: "/") ?? path.startIndex
        var name = String(path[path.index(after: slash)...])
        var folder = slash == path.startIndex ? "/" : String(path[..<slash])
        if let home, home.count > 1, folder == home || folder.hasPrefix(home + "/") {
            folder = "~" + folder.dropFirst(home.count)
        }
        name = middleElided(name, toAtMost: longestLabel - separator.count - shortestFolder)
        folder = middleElided(folder, toAtMost: longestLabel - separator.count - name.count)
        return String((name + separator + folder).flatMap { $0 == "_" ? "__" : String($0) })
    }

    /// The most characters a menu label shows (about 280 px in the menu's font).
    public static let longestLabel = 40
    private static let separator = " — "
    /// What is kept of a folder however long the name: enough to tell `~/a` from `/tmp/…`.
    private static let shortestFolder = 8

    /// `text`, or its two ends around "…" when it has more than `limit` characters.
    static func middleElided(_ text: String, toAtMost limit: Int) -> String {
        guard text.count > limit else { return text }
        let kept = limit - 1
        return text.prefix(kept / 2) + "…" + text.suffix(kept - kept / 2)
    }
}
