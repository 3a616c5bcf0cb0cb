import ChatDemoCore
import Testing

struct VideoProgressTextTests {
    @Test func progressCountsFramesAgainstThePlan() {
        #expect(VideoProgressText.progress(frames: 120, plannedFrames: 300) == "frame 120 of about 300 (40 %)")
        // The plan is an estimate: never 100 % before the file is written, whatever the count.
        #expect(VideoProgressText.progress(frames: 310, plannedFrames: 300) == "frame 310 of about 300 (99 %)")
        #expect(VideoProgressText.progress(frames: 7, plannedFrames: nil) == "frame 7")
        #expect(VideoProgressText.progress(frames: 7, plannedFrames: 0) == "frame 7")
    }

    @Test func theLastLineNamesTheFileItsLengthAndItsSize() {
        #expect(VideoProgressText.finished(path: "clip.mp4", frames: 300, frameRate: 60, bytes: 1_234_567)
                == "wrote clip.mp4: 5.00 s, 300 frames at 60 fps, 1.2 MB")
        #expect(VideoProgressText.finished(path: "c.gif", frames: 91, frameRate: 120, bytes: 999) == "wrote c.gif: 0.76 s, 91 frames at 120 fps, 999 bytes")
        #expect(VideoProgressText.size(241_300) == "241.3 kB")
    }

    @Test func aScriptPlansItsWaits() throws {
        let script = try DemoScript.parse("wait 200\ntap input\nwait 700\ndrag list 0 -300 400\nquit\n", file: "s.txt")
        #expect(script.plannedMilliseconds == 900)
    }
}
