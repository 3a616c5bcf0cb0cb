import Curves
import Foundation
import OutputFiles
import Testing
@testable import ChatDemoCore

/// Profile files: what they may say, where an error is, and that saving then loading is exact.
@Suite struct ProfileFileTests {
    static func decode(_ text: String) throws(InputError) -> MotionProfile {
        try MotionProfile.decode(Array(text.utf8), file: "p.json")
    }

    static func problem(_ text: String) -> String? {
        do { _ = try decode(text); return nil } catch { return error.description }
    }

    @Test func aSpringProfileWithDefaults() throws {
        let profile = try Self.decode("{\"motion\": \"spring\", \"response\": 0.45, \"dampingFraction\": 0.8}")
        #expect(profile == MotionProfile(keyboardHeight: 291, motion: .spring(SpringResponse(response: 0.45, dampingFraction: 0.8)),
                                         appFollow: .perFrame, caseTwoThreshold: 30))
    }

    @Test func everyPlatformAndATunedProfileRoundTripExactly() throws {
        let tuned = MotionProfile(keyboardHeight: 300.25, motion: .spring(SpringResponse(response: 0.1 + 0.2, dampingFraction: 1 / 3)),
                                  appFollow: .resizedOnce(delay: 0.0125), caseTwoThreshold: 42.5)
        for profile in Platform.allCases.map(\.profile) + [tuned] {
            #expect(try Self.decode(profile.fileText) == profile)
        }
        #expect(Platform.android.profile.fileText == """
            {
              "keyboardHeight": 291,
              "motion": "bezier",
              "bezier": [0.2, 0, 0, 1],
              "duration": 0.285,
              "appFollows": "every-frame",
              "caseTwoThreshold": 30
            }

            """)
    }

    @Test func errorsNameTheLineAndColumnOfTheValue() {
        #expect(Self.problem("{\n  \"motion\": \"wobbly\"\n}") ==
                "p.json:2:13: motion: \"wobbly\" is not a motion; use ios-keyboard, spring, bezier or instant")
        #expect(Self.problem("{\"motion\": \"bezier\", \"response\": 1, \"bezier\": [0, 0, 1, 1], \"duration\": 1}") ==
                "p.json:1:34: response: belongs to a spring motion; this profile's motion is \"bezier\"")
        #expect(Self.problem("{\"motion\": \"instant\", \"resizeDelay\": 0.1}") ==
                "p.json:1:38: resizeDelay: only an app that is resized once waits; appFollows is \"every-frame\"")
        #expect(Self.problem("{\"motion\": \"spring\", \"response\": \"fast\", \"dampingFraction\": 1}") ==
                "p.json:1:34: response should be a number")
        #expect(Self.problem("{\"motion\": \"spring\", \"response\": 0.5}") == "p.json:1:1: dampingFraction is missing")
        #expect(Self.problem("{\"motion\": \"bezier\", \"bezier\": [0, 1], \"duration\": 1}") ==
                "p.json:1:32: bezier: should be four numbers [x1, y1, x2, y2], found 2")
        #expect(Self.problem("[1]") == "p.json:1:1: the top level should be an object with \"motion\"")
        #expect(Self.problem("{\"motion\": \"instant\", \"keyboardHeight\": 900}") ==
                "p.json:1:41: keyboardHeight: 900 pt is outside 150…450 pt: a phone keyboard at 390 pt wide is within it (iOS 291)")
        #expect(Self.problem("{\"motion\": \"instant\", \"motion\": \"spring\"}")?.hasPrefix("p.json:1:") == true)
        #expect(Self.problem("{\"motion\": true}") == "p.json:1:12: motion should be a string")
    }

    /// A number no `Double` holds is valid JSON: the error names the value and what is wrong.
    @Test func aNumberBeyondADoubleIsOutOfRangeAtItsPlace() {
        #expect(Self.problem("{\"motion\": \"spring\", \"response\": 1e400, \"dampingFraction\": 1}") ==
                "p.json:1:34: response: 1e400 is out of range (a number here lies within ±1.7976931348623157e308)")
        #expect(Self.problem("{\n  \"motion\": \"bezier\",\n  \"bezier\": [0, 1e-400, 1, 1],\n  \"duration\": 0.3\n}") ==
                "p.json:3:17: bezier[1]: 1e-400 is too close to 0 for a number here; write 0")
        #expect(Self.problem("{\"motion\": \"instant\", \"keyboardHeight\": -2e308}") ==
                "p.json:1:41: keyboardHeight: -2e308 is out of range (a number here lies within ±1.7976931348623157e308)")
        #expect(Self.problem("{\"motion\": \"bezier\", \"bezier\": \"x\", \"duration\": 1}") == "p.json:1:32: bezier should be an array of four numbers")
        #expect(Self.problem("{\"motion\": \"bezier\", \"bezier\": [0, \"x\", 1, 1], \"duration\": 1}") == "p.json:1:36: bezier[1] should be a number")
    }

    @Test func anOversizedFileIsRefusedWhole() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("profile-size-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/big.json"
        try ("{\"motion\": \"instant\"}" + String(repeating: " ", count: MotionProfile.maximumFileBytes)).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: InputError.self) { try MotionProfile.load(path: path) }
    }
}
