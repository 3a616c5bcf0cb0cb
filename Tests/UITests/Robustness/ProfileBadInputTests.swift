import Foundation
import Testing

/// A platform or profile the app cannot use exits 2 with what was wrong and where, before any
/// window opens (no display is given: a window would fail differently).
@Suite(.onItsOwnThread()) struct ProfileBadInputTests {
    static func profile(_ text: String, name: String) throws -> String {
        let directory = try makeScratchDirectory("profile-bad-\(name)")
        let path = directory + "/profile.json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func anUnknownPlatformListsTheValidOnes() throws {
        try BadInputTests.expectRejected(["--platform", "windows-phone"],
                                         mentioning: ["windows-phone", "'ios', 'android', 'android-resize' or 'linux-phone'"])
    }

    @Test func platformAndProfileTogetherAreRefused() throws {
        let path = try Self.profile("{\"motion\": \"instant\"}", name: "both")
        try BadInputTests.expectRejected(["--platform", "android", "--profile", path], mentioning: ["--platform and --profile cannot be used together"])
    }

    @Test func malformedProfilesAreLocated() throws {
        let syntax = try Self.profile("{\n  \"motion\": \"spring\",\n  \"response\": 0.5,,\n}", name: "syntax")
        try BadInputTests.expectRejected(["--profile", syntax], mentioning: ["\(syntax):3:"])
        let unknown = try Self.profile("{\n  \"motion\": \"instant\",\n  \"bounciness\": 3\n}\n", name: "unknown")
        try BadInputTests.expectRejected(["--profile", unknown], mentioning: ["\(unknown):3:17: bounciness: unknown key"])
        let range = try Self.profile("{\n  \"motion\": \"spring\",\n  \"response\": 2,\n  \"dampingFraction\": 0.05\n}\n", name: "range")
        try BadInputTests.expectRejected(["--profile", range], mentioning: ["\(range):4:22: dampingFraction: the spring takes", "to settle", "at most 5 s"])
        let bezier = try Self.profile("{\"motion\": \"bezier\", \"bezier\": [0.2, 0, 1.5, 1], \"duration\": 0.3}", name: "bezier")
        try BadInputTests.expectRejected(["--profile", bezier], mentioning: ["\(bezier):1:41: bezier[2]: x control point 1.5 is outside 0…1"])
    }

    @Test func anOversizedProfileIsRefusedBeforeItIsRead() throws {
        let huge = try Self.profile("{\"motion\": \"instant\"}" + String(repeating: " ", count: 70_000), name: "huge")
        try BadInputTests.expectRejected(["--profile", huge], mentioning: [huge, "motion profiles"])
    }

    @Test func profileCodeRefusesBadUsage() throws {
        try BadInputTests.expectRejected(["profile"], mentioning: ["missing --code or --json"])
        try BadInputTests.expectRejected(["profile", "--code", "--platform", "beos"], mentioning: ["beos"])
    }
}

/// `profile` takes each option once, as the app's other commands do.
@Suite(.onItsOwnThread()) struct ProfileCommandRepeatTests {
    @Test func anOptionGivenTwiceIsRefused() throws {
        try BadInputTests.expectRejected(["profile", "--code", "--platform", "ios", "--platform", "android"],
                                         mentioning: ["--platform is given more than once"])
        try BadInputTests.expectRejected(["profile", "--code", "--code"], mentioning: ["--code is given more than once"])
    }
}
