import ChatDemoCore
import Foundation
import Testing

/// Issue 8's contract for `bench-results.json`: every key it names, with
/// every conversation size it names, holding a measured number. Only the
/// shape is checked — benchmarks measure, tests never judge a timing — so
/// this runs `--quick` (few repetitions) on the debug build.
@Suite(.serialized, .timeLimit(.minutes(5)))
struct BenchCommandTests {
    @Test func aQuickRunWritesEveryKeyTheIssueNames() throws {
        let directory = try makeScratchDirectory("bench")
        let output = directory + "/bench-results.json"
        let display = try TestDisplay()
        // As run.sh does: a server started with -displayfd writes no lock file to find it by,
        // and the idle-CPU benchmark counts the X server's CPU too.
        let result = try runBench(["--quick", "--output", output], display: display.name,
                                  environment: ["KEYBOARDCHAT_X_SERVER_PID": "\(display.processIdentifier)"], timeout: 240)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("goals (SPEC §6):"), "no table printed: \(result.stdout)")
        let data = try Data(contentsOf: URL(fileURLWithPath: output))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["version"] as? String == "keyboard-chat \(AppIdentity.version)", "which build measured")

        func number(_ value: Any?, _ name: String) {
            guard let value = value as? Double else {
                Issue.record("\(name) is not a number: \(String(describing: value))")
                return
            }
            #expect(value.isFinite && value > 0, "\(name) = \(value)")
        }
        func bySize(_ key: String, _ sizes: [String]) {
            let table = json[key] as? [String: Any]
            #expect(table.map { Set($0.keys) } == Set(sizes), "\(key) has sizes \(table.map { Array($0.keys) } ?? [])")
            for size in sizes { number(table?[size], "\(key)[\(size)]") }
        }
        number(json["curve_eval_ns"], "curve_eval_ns")
        bySize("core_frame_us", ["100", "10000", "100000"])
        // Issue 13.4: one send with a copy of the screen kept, up to a million messages.
        bySize("send_us", ["100", "100000", "1000000"])
        number(json["send_ratio_1m_vs_100"], "send_ratio_1m_vs_100")
        bySize("paint_frame_ms", ["100", "10000", "100000"])
        bySize("listbox_frame_ms", ["1000", "10000"])
        bySize("window_frame_ms", ["1000", "10000"])
        bySize("paint_frame_ms_keyboard_in_place", ["10000"])
        bySize("window_frame_ms_keyboard_in_place", ["10000"])
        number(json["startup_ms_100k"], "startup_ms_100k")
        number(json["rss_mb_100k"], "rss_mb_100k")
        // Issue 14.1: distinct messages, a million of them, and 100 000 from a file.
        for key in ["startup_ms_100k_distinct", "rss_mb_100k_distinct", "startup_ms_1m_distinct", "rss_mb_1m_distinct",
                    "startup_ms_100k_distinct_file", "rss_mb_100k_distinct_file"] {
            number(json[key], key)
        }
        let floor = json["gtk_frame_floor_ms"] as? [String: Any]
        for kind in ["full_window_fill", "one_pixel", "no_paint"] { number(floor?[kind], "gtk_frame_floor_ms.\(kind)") }
        number(json["listbox_ratio_ceiling_10000"], "listbox_ratio_ceiling_10000")
        // Issue 14: case 1's band-only frame against the fill floor, both windows with distinct
        // messages, the restated GtkListBox ratios, and an idle window's CPU (0 is a fine reading).
        number(json["window_frame_ms_case1"], "window_frame_ms_case1")
        let overFloor = json["window_vs_fill_floor_ratio"] as? [String: Any]
        for key in ["case3_10000", "case1"] { number(overFloor?[key], "window_vs_fill_floor_ratio.\(key)") }
        bySize("listbox_frame_ms_distinct", ["10000"])
        bySize("window_frame_ms_distinct", ["10000"])
        bySize("listbox_vs_ours_show_to_first_frame_ratio", ["10000", "10000_distinct"])
        bySize("ours_vs_listbox_p90_ratio", ["10000", "10000_distinct"])
        let idle = json["idle_cpu_percent"] as? [String: Any]
        for state in ["keyboard_hidden", "keyboard_shown"] {
            let percent = idle?[state] as? Double
            #expect(percent.map { $0.isFinite && $0 >= 0 } == true, "idle_cpu_percent.\(state) = \(String(describing: idle?[state]))")
        }
        // Issue 18.6: hostile text at start-up and in a frame, typing into a 50 000-character draft.
        for key in ["paint_frame_ms_hostile_text", "startup_ms_hostile_text", "startup_ms_hostile_text_baseline"] {
            number(json[key], key)
        }
        #expect(json["startup_ms_hostile_text_added"] is Double, "startup_ms_hostile_text_added: \(json["startup_ms_hostile_text_added"] ?? "missing")")
        let typing = json["type_key_ms_50k_draft"] as? [String: Any]
        #expect(typing.map { Set($0.keys) } == ["mixture", "unbroken"], "type_key_ms_50k_draft: \(typing ?? [:])")
        for draft in ["mixture", "unbroken"] { number(typing?[draft], "type_key_ms_50k_draft[\(draft)]") }

        let pacing = try #require(json["pacing_late_frames"] as? [String: Any], "pacing_late_frames missing")
        let late = try #require(pacing["late"] as? Int), frames = try #require(pacing["frames"] as? Int)
        #expect(frames > 0 && (0...frames).contains(late), "late \(late) of \(frames)")

        // Every goal of SPEC §6 is judged, each with a verdict.
        let goals = try #require(json["goals"] as? [String: [String: Any]])
        for name in ["core frame at 100k", "core 100k / 100", "paint frame (worst size)", "paint 100k / 100",
                     "ours / GTK fill floor, case 3 at 10k", "GtkListBox / ours, show to first frame at 10k",
                     "GtkListBox / ours, show to first frame at 10k distinct", "ours / GtkListBox, frame p90 at 10k",
                     "ours / GtkListBox, frame p90 at 10k distinct", "idle CPU, keyboard hidden", "idle CPU, keyboard shown",
                     "start-up at 100k", "peak RSS at 100k", "start-up at 1M", "late frames", "send at 1M, a copy kept",
                     "paint, hostile text", "start-up, hostile text added", "key tap, 50k draft (worst)"] {
            #expect(goals[name]?["met"] is Bool && goals[name]?["limit"] is Double, "goal '\(name)': \(String(describing: goals[name]))")
        }
        // No child the benchmark started wrote a warning.
        #expect((json["child_stderr"] as? [String]) == [], "\(json["child_stderr"] ?? "missing")")
    }
}
