@testable import ChatDemoCore
import Testing

/// The Recent Profiles list's rules: newest first, each file once, at most eight; what it reads
/// back from a damaged file; where it is kept under the XDG rules; how a menu item names a file.
@Suite struct RecentProfilesTests {
    @Test func aFileUsedAgainMovesToTheFrontInsteadOfAppearingTwice() {
        var recent = RecentProfiles()
        recent.record("/p/a.json")
        recent.record("/p/b.json")
        #expect(recent.paths == ["/p/b.json", "/p/a.json"])
        recent.record("/p/a.json")
        #expect(recent.paths == ["/p/a.json", "/p/b.json"])
        #expect(recent.fileText == "/p/a.json\n/p/b.json\n")
    }

    @Test func onlyTheEightNewestAreKept() {
        var recent = RecentProfiles()
        for index in 1...10 { recent.record("/p/\(index).json") }
        #expect(recent.paths == (3...10).reversed().map { "/p/\($0).json" })
    }

    @Test func aFileThatCannotBeLoadedLeavesTheList() {
        var recent = RecentProfiles(fileText: "/p/a.json\n/p/b.json\n/p/c.json\n")
        recent.remove("/p/b.json")
        #expect(recent.paths == ["/p/a.json", "/p/c.json"])
        recent.remove("/p/gone.json")
        #expect(recent.paths == ["/p/a.json", "/p/c.json"])
    }

    /// Blank lines, relative paths and repeats are skipped; lines past eight ignored.
    @Test func aDamagedStoreStillGivesAUsableList() {
        let text = "\n/p/a.json\nrelative.json\n/p/a.json\n" + (1...9).map { "/q/\($0).json\n" }.joined()
        #expect(RecentProfiles(fileText: text).paths == ["/p/a.json"] + (1...7).map { "/q/\($0).json" })
        #expect(RecentProfiles(fileText: "").paths.isEmpty)
    }

    @Test func theStoreIsUnderTheXDGStateDirectory() {
        #expect(RecentProfiles.storePath(environment: ["XDG_STATE_HOME": "/tmp/state", "HOME": "/home/ana"])
                == "/tmp/state/keyboard-chat/recent-profiles")
        // Unset, empty or relative: the default under HOME, as the XDG rules say.
        for state in [nil, "", "state"] as [String?] {
            var environment = ["HOME": "/home/ana/"]
            environment["XDG_STATE_HOME"] = state
            #expect(RecentProfiles.storePath(environment: environment) == "/home/ana/.local/state/keyboard-chat/recent-profiles")
        }
        #expect(RecentProfiles.storePath(environment: [:]) == nil)
    }

    @Test func aMenuItemNamesTheFileThenItsFolder() {
        #expect(RecentProfiles.menuLabel(for: "/home/ana/motion/snappy_ios.json", home: "/home/ana") == "snappy__ios.json — ~/motion")
        #expect(RecentProfiles.menuLabel(for: "/home/ana/a.json", home: "/home/ana") == "a.json — ~")
        #expect(RecentProfiles.menuLabel(for: "/home/anabel/a.json", home: "/home/ana") == "a.json — /home/anabel")
        #expect(RecentProfiles.menuLabel(for: "/a.json", home: nil) == "a.json — /")
    }

    /// GTK sizes the menu popover to its widest item: a long path must not widen it past the window.
    @Test func aLongPathLosesTheMiddleOfItsFolderThenOfItsName() {
        let label = RecentProfiles.menuLabel(for: "/tmp/keyboardchat-round-trip-14252-1314996227/a.json", home: nil)
        #expect(label == "a.json — /tmp/keyboardch…4252-1314996227")
        #expect(label.count == RecentProfiles.longestLabel)
        let longName = RecentProfiles.menuLabel(for: "/home/ana/motion/a-very-long-profile-name-for-the-review-of-march.json",
                                                home: "/home/ana")
        #expect(longName == "a-very-long-pr…-of-march.json — ~/motion")
        #expect(longName.count == RecentProfiles.longestLabel)
        let both = RecentProfiles.menuLabel(for: "/srv/shared/reviews/2026/a-very-long-profile-name-for-the-review-of-march.json",
                                            home: nil)
        #expect(both == "a-very-long-pr…-of-march.json — /sr…2026")
    }
}
