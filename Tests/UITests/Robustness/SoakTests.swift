import Foundation
import Testing

/// A long session: 300 show/hide cycles (fast-forwarded 20×, so the
/// whole soak takes about a minute of wall time while every cycle still runs
/// the full event, layout and paint path). Resident memory, sampled from
/// /proc while the app runs, must be flat: the last 100 cycles may not use
/// measurably more than the first 100.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct SoakTests {
    static let cycles = 300
    /// Fast-forward: 0.5 s keyboard motions take 25 ms.
    static let speed = "0.05"
    /// "Measurable": more than allocator noise on a 60 MB process.
    static let allowedGrowthKilobytes = 3_000

    @Test func threeHundredShowHideCyclesKeepMemoryFlat() throws {
        let directory = try makeScratchDirectory("soak")
        var lines: [String] = []
        for cycle in 0..<Self.cycles {
            lines += ["tap input", "wait 60", "type \(cycle) ", "tap list", "wait 60"]
            if cycle % 50 == 49 { lines += ["keyboard pinyin", "keyboard english", "send"] }
        }
        lines.append("quit")
        let script = try writeScript(lines, in: directory)
        let display = try TestDisplay()
        let (process, drained) = try startApp(["--case", "many", "--slow-motion", Self.speed, "--script", script], display: display.name)
        var samples: [Int] = []
        let deadline = Date().addingTimeInterval(Patience.stretched(240))
        while process.isRunning && Date() < deadline {
            if let rss = Self.residentKilobytes(process.processIdentifier) { samples.append(rss) }
            usleep(100_000)
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        let stderr = drained.text()
        #expect(process.terminationStatus == 0, "\(stderr)")
        #expect(!stderr.contains("WARNING") && !stderr.contains("CRITICAL"), "\(stderr)")
        try #require(samples.count >= 30, "too few memory samples: \(samples.count)")
        let third = samples.count / 3
        let early = samples[third / 2..<third].max()!   // after start-up has settled
        let late = samples[(samples.count - third)...].max()!
        #expect(late - early <= Self.allowedGrowthKilobytes,
                "resident memory grew from \(early) kB to \(late) kB over the soak")
    }

    static func residentKilobytes(_ pid: Int32) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            return Int(line.split(separator: " ", omittingEmptySubsequences: true)[1])
        }
        return nil
    }
}
