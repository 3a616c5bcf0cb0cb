import ChildProcesses
import Foundation
import Testing

/// Export Video keeps the size it began with: a window resized in the middle of an export (with
/// xdotool, as a window manager would) changes the window, not the clip. Every frame of the clip
/// is the frame `--record` wrote of the same run, at the recording's size.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct ExportResizeTests {
    @Test func aResizeDuringAnExportKeepsTheClipsSize() throws {
        let directory = try makeScratchDirectory("export-resize")
        let clip = directory + "/clip.mp4", recording = directory + "/recording"
        let script = try writeScript(HistoryExportTests.showAndHide + ["export-video \(clip)", "quit"], in: directory)
        let display = try TestDisplay()
        // Held after 10 frames until the resize has reached the stage, so the resize lands
        // mid-export however fast or slow the machine is.
        let (process, drained) = try startApp(["--script", script, "--record", recording], display: display.name,
                                              environment: ["KEYBOARDCHAT_REPORT_EXPORT": "1", "KEYBOARDCHAT_TEST_HOLD_EXPORT_AFTER": "10"])
        defer { stopIfRunning(process) }
        #expect(drained.wait(timeout: 300) { $0.contains("export: holding \(clip) after 10 frames") }, "\(drained.textSoFar)")
        let resize = try runCommand(URL(fileURLWithPath: "/usr/bin/xdotool"),
                                    ["search", "--onlyvisible", "--name", "^KeyboardChat$", "windowsize", "602", "500"], display: display.name)
        #expect(resize.status == 0, "xdotool: \(resize.stderr)")
        #expect(process.waitUntilExit(timeout: 300), "the run did not end: \(drained.textSoFar)")
        let stderr = drained.text()
        #expect(process.terminationStatus == 0, "exit \(process.terminationStatus): \(stderr)")
        #expect(!stderr.contains("CRITICAL") && !stderr.contains("WARNING"), "\(stderr)")
        guard let match = stderr.firstMatch(of: /export: finished .* frames (\d+)…(\d+)/),
              let first = Int(match.output.1), let last = Int(match.output.2) else {
            throw TestFailure("no finished export in: \(stderr)")
        }
        let count = last - first + 1
        let video = try DecodedVideo(path: clip)
        let pngs = try DecodedVideo.luma(ofRecording: recording, count: count)
        #expect(video.width == pngs.width && video.height == pngs.height, "video \(video.width)×\(video.height), frames \(pngs.width)×\(pngs.height)")
        #expect(video.width != 602 && video.height != 500, "the clip took the window's new size")
        #expect(video.frames.count == count, "decoded \(video.frames.count) of \(count) frames")
        var worst = (frame: -1, psnr: Double.infinity)
        for (index, frame) in video.frames.enumerated() where index < pngs.planes.count && frame.luma.count == pngs.planes[index].count {
            let psnr = DecodedVideo.psnr(frame.luma, pngs.planes[index])
            if psnr < worst.psnr { worst = (index, psnr) }
        }
        #expect(worst.psnr >= VideoOptionTests.minimumLumaPSNR, "frame \(worst.frame): luma PSNR \(worst.psnr) dB")
        #expect(Recordings.names(in: directory).filter { $0.hasSuffix(".partial") }.isEmpty)
    }
}
