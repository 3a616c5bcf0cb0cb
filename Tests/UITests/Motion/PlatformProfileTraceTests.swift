import ChatDemoCore
import Curves
import Foundation
import Testing

/// Platform profiles in the real app, from its own per-frame trace: where the app follows the
/// keyboard every frame, the bar sits on the keyboard in every frame for every strategy but
/// naive; where the app is resized once, the jump is in the trace, as naive's gap is.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct PlatformProfileTraceTests {
    static let showAndHide = ["wait 200", "tap input", "wait 700", "tap list", "wait 700", "quit"]
    static let followingStrategies = ["three-case", "bar-only", "whole-view", "inset", "always", "when-at-end", "persistent", "never"]

    /// A profile file with an under-damped spring (ζ = 0.5 overshoots by e^(−π·0.5/√0.75) = 16.3 %).
    static func bouncyProfile() throws -> String {
        let directory = try makeScratchDirectory("bouncy-profile")
        let path = directory + "/bouncy.json"
        try "{\n  \"motion\": \"spring\",\n  \"response\": 0.5,\n  \"dampingFraction\": 0.5\n}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(arguments: followingStrategies)
    func androidBarSitsOnTheKeyboardInEveryFrame(strategy: String) throws {
        let rows = try traceOfScript(Self.showAndHide, arguments: ["--platform", "android", "--strategy", strategy, "--case", "some"],
                                     name: "android-\(strategy)")
        let tops = rows.map(\.keyboardTop)
        #expect((tops.max() ?? 0) - (tops.min() ?? 0) >= 250, "the keyboard did not come up")
        for row in rows {
            #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): bar bottom \(row.barBottom) vs keyboard top \(row.keyboardTop)")
        }
    }

    @Test(arguments: followingStrategies)
    func tunedSpringBarSitsOnTheKeyboardInEveryFrame(strategy: String) throws {
        let rows = try traceOfScript(Self.showAndHide, arguments: ["--profile", try Self.bouncyProfile(), "--strategy", strategy, "--case", "many"],
                                     name: "bouncy-\(strategy)")
        #expect(Set(rows.map(\.keyboardTop)).count > 10, "the keyboard did not move through in-between frames")
        for row in rows {
            #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): bar bottom \(row.barBottom) vs keyboard top \(row.keyboardTop)")
        }
    }

    /// Released from rest, the spring passes its target by K·e^(−πζ/√(1−ζ²)) = 291 × 0.16303 =
    /// 47.4 pt at π/ω_d, and the bar rides it with zero gap (recorded: exact 1/60 s steps, so the
    /// frame nearest the peak is within half a frame of it, well under a pixel).
    @Test func anUnderdampedSpringOvershootsByTheClosedForm() throws {
        let rows = try traceOfScript(["wait 200", "tap input", "wait 900", "quit"], arguments: ["--profile", try Self.bouncyProfile(), "--case", "many"],
                                     name: "bouncy-overshoot", recorded: true)
        // Still ringing at the end (it settles within 0.01 pt only after 1.6 s): rest is H − K.
        let rest = try #require(rows.first?.keyboardTop) - 291
        let highest = try #require(rows.map(\.keyboardTop).min())
        let expected = 291 * SpringResponse(response: 0.5, dampingFraction: 0.5).overshootFraction
        #expect(abs(Double(rest - highest) - expected) <= 1, "overshoot \(rest - highest) px, closed form \(expected)")
        #expect(rows.allSatisfy { $0.barBottom == $0.keyboardTop })
    }

    /// Phosh and squeekboard: the keyboard is there whole in one frame while the app, resized a
    /// configure round trip later, still has its bar at the bottom under it; then one jump.
    @Test func linuxPhonesJumpIsInTheTrace() throws {
        let rows = try traceOfScript(["wait 200", "tap input", "wait 500", "quit"], arguments: ["--platform", "linux-phone", "--case", "some"],
                                     name: "linux-phone", recorded: true)
        let covered = rows.filter { $0.barBottom - $0.keyboardTop >= 250 }
        #expect(covered.count >= 2, "the keyboard should cover the bar for the round trip: \(rows.map { ($0.keyboardTop, $0.barBottom) })")
        // The keyboard does not move: two positions only, and the bar takes two positions too.
        #expect(Set(rows.map(\.keyboardTop)).count == 2)
        #expect(Set(rows.map(\.barBottom)).count == 2)
        let last = try #require(rows.last)
        #expect(last.barBottom == last.keyboardTop)
    }

    /// Android without insets animation: the keyboard rises linearly over 300 ms over a bar that
    /// stays down, then the window is resized once.
    @Test func androidResizeMovesTheBarOnce() throws {
        let rows = try traceOfScript(["wait 200", "tap input", "wait 600", "quit"], arguments: ["--platform", "android-resize", "--case", "some"],
                                     name: "android-resize", recorded: true)
        #expect(Set(rows.map(\.barBottom)).count == 2, "the bar should jump once: \(rows.map(\.barBottom))")
        let moving = rows.filter { $0.keyboardTop != rows.first?.keyboardTop && $0.keyboardTop != rows.last?.keyboardTop }
        // 300 ms at 60 fps: 17 in-between frames of a linear motion.
        #expect(moving.count >= 15)
        let steps = zip(moving, moving.dropFirst()).map { $0.keyboardTop - $1.keyboardTop }
        #expect(steps.allSatisfy { (15...17).contains($0) }, "a linear rise moves 291/18 ≈ 16 px a frame: \(steps)")
        let last = try #require(rows.last)
        #expect(last.barBottom == last.keyboardTop)
    }

    /// The script's `platform` runs the menu's action: chosen before the show, the next show
    /// plays Android's 285 ms curve (its first frame rises far more than iOS's spring does).
    @Test func theScriptsPlatformCommandChangesTheNextShow() throws {
        let ios = try traceOfScript(["wait 200", "tap input", "wait 600", "quit"], arguments: ["--case", "some"], name: "script-ios", recorded: true)
        let android = try traceOfScript(["platform android", "wait 200", "tap input", "wait 600", "quit"], arguments: ["--case", "some"],
                                        name: "script-android", recorded: true)
        func arrival(_ rows: [TraceRow]) -> Int? {
            guard let rest = rows.last?.keyboardTop, let start = rows.firstIndex(where: { $0.keyboardTop != rows.first?.keyboardTop }) else { return nil }
            return rows[start...].firstIndex { $0.keyboardTop == rest }.map { $0 - start }
        }
        let iosFrames = try #require(arrival(ios)), androidFrames = try #require(arrival(android))
        // Android's curve lands inside 285 ms (≤ 18 frames); iOS's spring takes 0.5 s (~30).
        #expect(androidFrames <= 18, "android took \(androidFrames) frames")
        #expect(iosFrames >= 25, "ios took \(iosFrames) frames")
        #expect(android.allSatisfy { $0.barBottom == $0.keyboardTop })
    }
}

/// `--compare three-case@ios,three-case@android`: one clock, two keyboards on their own curves,
/// each pane's bar on its own keyboard in every frame, and both at rest in the same place.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct ComparePlatformsTraceTests {
    @Test func iosAndAndroidSideBySide() throws {
        let directory = try makeScratchDirectory("compare-platforms")
        let script = try writeScript(["wait 200", "tap input", "wait 700", "quit"], in: directory)
        let display = try TestDisplay()
        let result = try runApp(["--compare", "three-case@ios,three-case@android", "--case", "some", "--script", script,
                                 "--record", directory + "/recording"], display: display.name, timeout: 120)
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOfFile: directory + "/recording/trace.csv", encoding: .utf8).split(separator: "\n").dropFirst()
        let rows = lines.compactMap { CompareTraceRow(csvLine: $0, paneCount: 2) }
        #expect(rows.count == lines.count && rows.count > 40)
        for row in rows {
            for pane in row.panes {
                #expect(pane.barBottom == pane.keyboardTop, "frame \(pane.frame): \(pane.barBottom) vs \(pane.keyboardTop)")
            }
        }
        #expect(rows.contains { $0.panes[0].keyboardTop != $0.panes[1].keyboardTop }, "the two keyboards should move on different curves")
        let last = try #require(rows.last)
        #expect(last.panes[0].keyboardTop == last.panes[1].keyboardTop)
    }
}
