import Testing
@testable import VideoExport

/// Which recorded frame each GIF frame shows: GIF delays are whole hundredths, so a 60 or 120 fps
/// recording plays at 50 fps, each GIF frame showing the recorded frame on screen at its time.
@Suite struct GifTimingTests {
    @Test func aGifPlaysAtFiftyFramesASecondWithADelayOfTwoHundredths() {
        #expect(GifTiming.frameRate == 50)
        #expect(GifTiming.delay == 2)
    }

    /// The worked examples of `GifTiming`'s documentation, at 60 and 120 fps.
    @Test func workedExamples() {
        #expect(GifTiming.gifFrames(showing: 0, frameRate: 60) == 0..<1)
        // Recorded frame 5 is on screen from 83.3 to 100 ms; GIF frame 5 starts at 100 ms.
        #expect(GifTiming.gifFrames(showing: 5, frameRate: 60).isEmpty)
        #expect(GifTiming.recordedFrame(shownBy: 5, frameRate: 60) == 6)
        #expect(GifTiming.gifFrames(showing: 6, frameRate: 60) == 5..<6)
        #expect(GifTiming.gifFrames(showing: 2, frameRate: 120) == 1..<2)
        #expect(GifTiming.gifFrames(showing: 1, frameRate: 120).isEmpty)
        #expect(GifTiming.gifFrameCount(recorded: 60, frameRate: 60) == 50)
        #expect(GifTiming.gifFrameCount(recorded: 1, frameRate: 60) == 1)
        #expect(GifTiming.gifFrameCount(recorded: 61, frameRate: 60) == 51)
    }

    /// At 50 fps a recorded frame is a GIF frame.
    @Test func atFiftyFramesASecondEachFrameIsItself() {
        for index in 0..<200 {
            #expect(GifTiming.gifFrames(showing: index, frameRate: 50) == index..<(index + 1))
            #expect(GifTiming.recordedFrame(shownBy: index, frameRate: 50) == index)
        }
    }

    /// Over ten seconds, the recorded frames' GIF frames follow one another with no gap and no
    /// overlap, add up to the recording's GIF length, and each is the frame `recordedFrame` says.
    @Test(arguments: [50, 60, 120])
    func everyGifFrameShowsExactlyOneRecordedFrame(frameRate: Int) {
        let recorded = 10 * frameRate
        var next = 0
        for index in 0..<recorded {
            let frames = GifTiming.gifFrames(showing: index, frameRate: frameRate)
            #expect(frames.lowerBound == next, "recorded frame \(index)")
            for k in frames {
                #expect(GifTiming.recordedFrame(shownBy: k, frameRate: frameRate) == index, "GIF frame \(k)")
            }
            next = frames.upperBound
        }
        #expect(next == GifTiming.gifFrameCount(recorded: recorded, frameRate: frameRate))
        #expect(next == 500)
    }
}
