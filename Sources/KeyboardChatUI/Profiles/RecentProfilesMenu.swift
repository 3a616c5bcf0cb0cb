import CGtk
import ChatDemoCore
import Foundation
import OutputFiles

/// The Platform menu's "Recent Profiles" submenu: the profile files saved or loaded lately
/// (`RecentProfiles`: newest first, each once, at most eight), each item named by its file and
/// folder and activating `app.open-recent-profile` with the file's full path.
///
/// The list is read once at start-up from `$XDG_STATE_HOME/keyboard-chat/recent-profiles` and
/// written back, whole or not at all, whenever it changes. A state directory that cannot be
/// read or written only costs the memory between runs: the menu still works for this run, and
/// the reason is said once on standard error.
///
/// A script's `profile save` is listed at once, so its later steps and the menu reach it, but it
/// is stored only once the run has put the file in place (`placed`): a run that fails, or a
/// save that is never written, leaves the stored list as it was.
@MainActor
final class RecentProfilesMenu {
    static let shared = RecentProfilesMenu(environment: ProcessInfo.processInfo.environment)

    /// The submenu's model, kept current in place (GTK shows the change the next time it opens).
    let menu: OpaquePointer
    private(set) var recent: RecentProfiles
    /// The list as last stored (or read at start-up).
    private var stored: RecentProfiles
    /// Saved paths listed in `recent` whose files are not in place yet.
    private var unplaced: Set<String> = []
    private let storePath: String?
    private let home: String?
    private var hasSaidStoreFailure = false

    init(environment: [String: String]) {
        menu = g_menu_new()!
        storePath = RecentProfiles.storePath(environment: environment)
        home = environment["HOME"]
        let text = storePath.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) } ?? ""
        recent = RecentProfiles(fileText: text)
        stored = recent
        rebuild(reporting: false)  // the header report lists the menu's items at start-up
    }

    /// `path` was just saved or loaded: it is listed first.
    func record(_ path: String) {
        let absolute = Self.absolute(path)
        var changed = recent
        changed.record(absolute)
        update(changed)
    }

    /// `path` was just saved by a script, to be put in place when the run succeeds: listed first
    /// now, stored once `placed`.
    func recordUnplaced(_ path: String) {
        unplaced.insert(Self.absolute(path))
        record(path)
    }

    /// The file a script saved at `path` is in place: it may be stored.
    func placed(_ path: String) {
        guard unplaced.remove(Self.absolute(path)) != nil else { return }
        store()
    }

    /// The file a script saved at `path` will not be put in place (the run failed, or a later
    /// save replaced it): it leaves the list unless an earlier run had stored it.
    func dropped(_ path: String) {
        let absolute = Self.absolute(path)
        guard unplaced.remove(absolute) != nil, !stored.paths.contains(absolute) else { return }
        var changed = recent
        changed.remove(absolute)
        update(changed)
    }

    /// `path` could not be loaded: it leaves the list.
    func remove(_ path: String) {
        var changed = recent
        changed.remove(Self.absolute(path))
        update(changed)
    }

    private func update(_ changed: RecentProfiles) {
        guard changed != recent else { return }
        recent = changed
        rebuild()
        store()
    }

    private func rebuild(reporting: Bool = true) {
        g_menu_remove_all(menu)
        if recent.paths.isEmpty {
            // An item with no action is shown greyed out: the submenu says why it is empty.
            g_menu_append(menu, "No Recent Profiles", nil)
        }
        for path in recent.paths {
            let item = g_menu_item_new(RecentProfiles.menuLabel(for: path, home: home), nil)!
            g_menu_item_set_action_and_target_value(item, "app.\(RecentProfiles.actionName)", g_variant_new_string(path))
            g_menu_append_item(menu, item)
            g_object_unref(UnsafeMutableRawPointer(item))
        }
        if reporting { HeaderReport.say("recent profiles: \(recent.paths.joined(separator: ", "))") }
    }

    private func store() {
        let kept = recent.paths.filter { !unplaced.contains($0) || stored.paths.contains($0) }
        let storing = RecentProfiles(fileText: kept.map { $0 + "\n" }.joined())
        guard storing != stored else { return }
        stored = storing
        guard let storePath else { return }
        do {
            let folder = (storePath as NSString).deletingLastPathComponent
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try AtomicFile.write(Data(storing.fileText.utf8), to: storePath)
        } catch {
            guard !hasSaidStoreFailure else { return }
            hasSaidStoreFailure = true
            StandardError.write("keyboard-chat: Recent Profiles are not kept for the next run: \(storePath): \(Self.describe(error))\n")
        }
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? InputError { return "\(error)" }
        return (error as NSError).localizedDescription
    }

    /// The list holds full paths, so an entry means the same file from any working directory.
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
