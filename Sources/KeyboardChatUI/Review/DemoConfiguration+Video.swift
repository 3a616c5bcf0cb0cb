import Curves

extension DemoConfiguration {
    /// The frame rates `--fps` accepts: 60, and ProMotion's 120.
    package static let frameRates = [60, 120]

    /// Whether the run records frames (`--record`, `--video` or both): then frames are paced
    /// by count, a fixed step each, and the look is the repeatable one.
    package var recordsFrames: Bool { recordDirectory != nil || videoPath != nil }

    /// Wall time per recorded frame.
    package var frameStep: Double {
        frameRate == 60 ? FrameTimeline.recordingStep : 1 / Double(frameRate)
    }
}
