import ChatDemoCore
import Foundation
import Testing

/// A recording's filmstrip samples the motion: `recording.txt` lists the frames its tiles show,
/// by their `frame-NNNN.png` numbers (the tiles' labels), and they run from the first frame
/// that moves to the last and include the fastest one. An even spread over the clock started at
/// frame 0, at rest, and skipped the fastest frame of the show.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct FilmstripTests {
    @Test func theTilesSpanTheMotionAndIncludeItsFastestFrame() throws {
        let directory = try makeScratchDirectory("filmstrip") + "/recording"
        let run = try ScriptedRun(["wait 300", "tap input", "wait 800", "type hi", "send", "wait 600", "escape", "wait 800", "quit"],
                                  arguments: ["--case", "some", "--record", directory, "--trace-detail"], name: "filmstrip")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let description = try String(contentsOfFile: directory + "/recording.txt", encoding: .utf8)
        let line = try #require(description.split(separator: "\n").first { $0.hasPrefix("filmstrip: ") }, "\(description)")
        let tiles = line.dropFirst("filmstrip: ".count).split(separator: " ").map { String($0) }
        #expect(tiles.count == 12, "\(tiles)")
        for tile in tiles {
            #expect(FileManager.default.fileExists(atPath: directory + "/frame-\(tile).png"), "no frame-\(tile).png")
        }
        let shown = tiles.compactMap { Int($0) }
        let trace = try readTrace(directory + "/trace.csv")
        // Speed: the largest change of the keyboard's top or the list's top since the frame before.
        let speeds = trace.indices.map { index in
            index == 0 ? 0 : max(abs(Double(trace[index].keyboardTop - trace[index - 1].keyboardTop)),
                                 abs(trace[index].listTop - trace[index - 1].listTop))
        }
        let moving = trace.indices.filter { speeds[$0] > 0.01 }
        #expect(shown.first == moving.first.map { trace[$0].frame }, "tiles \(shown), first moving frame \(moving.first ?? -1)")
        #expect(shown.last == moving.last.map { trace[$0].frame }, "tiles \(shown), last moving frame \(moving.last ?? -1)")
        let fastest = speeds.max() ?? 0
        let fastestShown = shown.compactMap { frame in trace.firstIndex { $0.frame == frame }.map { speeds[$0] } }.max() ?? 0
        #expect(abs(fastestShown - fastest) < 0.01, "the fastest frame moves \(fastest), the fastest tile \(fastestShown)")
        // Six tiles a row, two rows: a third of the 390-pt frame each.
        let sheet = try PixelImage(contentsOf: directory + "/filmstrip.png")
        #expect(sheet.width == 6 * 130, "sheet \(sheet.width) × \(sheet.height)")
    }
}
