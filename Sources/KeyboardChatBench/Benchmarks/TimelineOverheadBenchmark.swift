import KeyboardChatUI
import ChatDemoCore
import CGtk
import Keyboard
import ChatLayout

/// `timeline_open_frame_overhead_pct` and `timeline_rest_frames`: what the timeline window adds
/// to a transition frame, and whether it draws anything at rest.
///
/// Each round measures the app's stage (`ReviewedStage`: `StageView`, `StagePainter`, a real
/// `ChatScene` of `messages` distinct messages, the motion history filled every frame as the
/// window fills it) under the keyboard's motion, once with the timeline window closed and once
/// with it open beside the stage (the app's `TimelineWindow`, plotting that history). The
/// timeline is a toplevel with its own frame clock, so its frames are timed on that clock
/// (before-paint to after-paint, the X server's rendering included) and their sum is spread
/// over the stage's measured frames: the open figure is the stage's median frame plus that
/// share, against the closed median of the same rounds. The stage's own X server work is not
/// in the timeline's share: the stage's probe waits for it (`gdk_display_sync`) in the stage's
/// after-paint, before the timeline's clock runs its frame.
///
/// The rounds are many and short (`rounds` pairs of a closed and an open round, each pair on
/// one of `stretches` consecutive stretches of the motion after the warm-up, so together they
/// measure the frames one long pair would): on a shared machine the stage's own median moves
/// by more than 10 % between rounds a few seconds apart, and short alternating rounds spread
/// that drift over both sides instead of handing it to one.
///
/// The timeline's frames are also split (`TimelineFrameParts`): GTK's update, layout and paint
/// (the readouts' new values drawn, the plot's draw handler), the plot's draw handler
/// alone (`TimelineWindow.plotDrawNanoseconds`), and the X server finishing the frame.
///
/// At rest (the stage's tick asleep, the history not growing) the timeline's frame clock is
/// watched for `restSeconds`: every frame it paints counts.
@MainActor
enum TimelineOverheadBenchmark {
    nonisolated static let messages = 10_000
    nonisolated static let rounds = 12
    /// The consecutive stretches of the keyboard's motion the rounds take turns at (each round
    /// measures one, after the warm-up and the stretches before it), so the rounds together
    /// cover the same frames of the motion as one long round each way would.
    nonisolated static let stretches = 3
    nonisolated static let restSeconds = 3.0

    struct Result {
        var closed = FrameCosts()
        var open = FrameCosts()
        /// The timeline window's frames while the open runs' stage frames were measured.
        var timelineFrames = Samples()
        /// Their parts: before-paint to the end of paint (GTK's update, layout and paint: the
        /// readouts' new values drawn, and the plot), of which our plot's draw
        /// handler (`TimelineWindow.plotDrawNanoseconds`: the cache's new pieces, the blit, the
        /// events and the playhead), and the X server finishing the frame's requests.
        var timelineParts = TimelineFrameParts()
        var restFrames = Double.nan
        var restSeconds = Double.nan

        /// The stage's median frame plus the timeline's frames spread over the stage's, against
        /// the closed median, in percent.
        var overheadPercent: Double {
            guard open.total.count > 0 else { return .nan }
            let share = timelineFrames.values.reduce(0, +) / Double(open.total.count)
            return ((open.total.median + share) / closed.total.median - 1) * 100
        }
    }

    /// Closed and open rounds alternate, in turn closed first and open first, each pair on the
    /// same stretch of the motion: the stage's own medians drift with the machine's load by more
    /// than the timeline adds, and short interleaved rounds spread that drift over both sides.
    static func run(frames: Int, rounds: Int = rounds, restSeconds: Double = restSeconds) throws -> Result {
        let conversation = DistinctConversationGenerator.make(count: messages)
        let perRound = max(1, frames / rounds)
        let stretches = max(1, min(Self.stretches, rounds))
        var result = Result()
        for round in 0..<rounds {
            let warmup = FrameCostProbe.warmupFrames + round % stretches * perRound
            for open in round % 2 == 0 ? [false, true] : [true, false] {
                let measured = try ReviewedStage(conversation: conversation, timelineOpen: open).measure(frames: perRound, warmup: warmup)
                if open {
                    result.open.append(measured.stage)
                    result.timelineFrames.append(contentsOf: measured.timeline)
                    result.timelineParts.append(measured.parts)
                } else {
                    result.closed.append(measured.stage)
                }
            }
        }
        result.restFrames = Double(try ReviewedStage(conversation: conversation, timelineOpen: true).restFrames(seconds: restSeconds))
        result.restSeconds = restSeconds
        return result
    }

    /// The application the timeline window belongs to (its buttons name the app's actions),
    /// registered once, never run.
    static let application: UnsafeMutablePointer<GtkApplication> = {
        let app = gtk_application_new("org.keyboardchat.Bench", G_APPLICATION_NON_UNIQUE)!
        g_application_register(checkedCast(app, to: GApplication.self), nil, nil)
        return app
    }()
}

/// The app's stage in a toplevel with the motion history the window keeps and, when asked, the
/// timeline window open beside it; see `TimelineOverheadBenchmark`.
/// The parts of the timeline window's frames (see `TimelineOverheadBenchmark.Result`).
struct TimelineFrameParts {
    var gtk = Samples(), plot = Samples(), server = Samples()

    mutating func append(_ other: TimelineFrameParts) {
        gtk.append(contentsOf: other.gtk)
        plot.append(contentsOf: other.plot)
        server.append(contentsOf: other.server)
    }
}

@MainActor
final class ReviewedStage: StageContent, StageDriver {
    private let window: UnsafeMutablePointer<GtkWidget>
    private let stageView = StageView()
    private let painter: StagePainter
    private let scene: ChatScene
    private let review = MotionReview(paneNames: [Strategy.threeCase.rawValue])
    private let timeline: TimelineWindow
    private let timelineOpen: Bool
    private var probe: FrameCostProbe?
    private var ticks = 0
    /// The timeline's frame being painted: when its before-paint came (monotonic nanoseconds).
    private var timelinePaintStart: UInt64?
    private var timelinePaintEnd: UInt64?
    private var timelinePlotDrawn: UInt64 = 0
    private var timelineFrames = Samples()
    private var timelineParts = TimelineFrameParts()
    private var restCount = 0
    private var countsRest = false

    init(conversation: Conversation, timelineOpen: Bool) throws {
        let bubbles = BubbleRenderer()
        painter = StagePainter(bubbles: bubbles, keyboardLayer: true)
        scene = try BenchScene.make(conversation, bubbles: bubbles)
        self.timelineOpen = timelineOpen
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        let size = BenchScene.stageSize
        gtk_window_set_default_size(checkedCast(window), Int32(size.width), Int32(size.height))
        gtk_container_add(checkedCast(window), stageView.overlay)
        timeline = review.timelineWindow(app: TimelineOverheadBenchmark.application, parent: window) {}
        stageView.attach(content: self, driver: self)
    }

    /// Measures `frames` stage frames (after `warmup` frames) and the timeline's frames
    /// painted meanwhile; the windows are destroyed after.
    func measure(frames: Int, warmup: Int) -> (stage: FrameCosts, timeline: Samples, parts: TimelineFrameParts) {
        if timelineOpen { showTimeline() }
        let probe = FrameCostProbe(window: window, frames: frames, warmup: warmup)
        self.probe = probe
        stageView.wakeUp()
        defer { self.probe = nil }
        let costs = probe.run()
        return (costs, timelineFrames, timelineParts)
    }

    /// The timeline open over a second of recorded motion, the stage at rest: the frames the
    /// timeline paints in `seconds`, after half a second for both windows to map and settle.
    func restFrames(seconds: Double) -> Int {
        for index in 0..<60 { record(at: Double(index) / 60, frame: index) }
        showTimeline()
        gtk_widget_show_all(window)
        Self.runMainLoop(seconds: 0.5)
        countsRest = true
        Self.runMainLoop(seconds: seconds)
        countsRest = false
        gtk_widget_destroy(window)
        return restCount
    }

    private func showTimeline() {
        timeline.show()
        guard let gdkWindow = gtk_widget_get_window(timeline.window), let clock = gdk_window_get_frame_clock(gdkWindow) else { return }
        let clockPointer = UnsafeMutableRawPointer(clock)
        connect(clockPointer, "before-paint") { [unowned self] in
            self.timelinePaintStart = Stopwatch.nanoseconds()
            self.timelinePlotDrawn = self.timeline.plotDrawNanoseconds
        }
        // Connected after GTK's own handler: when the window's paint ended.
        connect(clockPointer, "paint") { [unowned self] in self.timelinePaintEnd = Stopwatch.nanoseconds() }
        connect(clockPointer, "after-paint") { [unowned self] in
            if self.countsRest { self.restCount += 1 }
            guard let start = self.timelinePaintStart else { return }
            self.timelinePaintStart = nil
            let paintEnd = max(self.timelinePaintEnd ?? start, start)
            self.timelinePaintEnd = nil
            gdk_display_sync(gdk_display_get_default())
            let end = Stopwatch.nanoseconds()
            // Only while the stage's measured frames run (its warm-up over, the probe still on).
            guard self.probe != nil, self.ticks > (self.probe?.warmup ?? 0) else { return }
            self.timelineFrames.append(Double(end &- start) / 1_000_000)
            self.timelineParts.gtk.append(Double(paintEnd &- start) / 1_000_000)
            self.timelineParts.plot.append(Double(self.timeline.plotDrawNanoseconds &- self.timelinePlotDrawn) / 1_000_000)
            self.timelineParts.server.append(Double(end &- paintEnd) / 1_000_000)
        }
    }

    func stageTick(frameMicroseconds: Int) -> Bool {
        guard let probe else { return false }
        return probe.measureFrame(frameMicroseconds: frameMicroseconds) { time in step(at: time) }
    }

    /// The tick's work as `MeasuredStage`'s, and the frame into the motion history.
    private func step(at time: Double) {
        if let layout = stageView.measuredLayout {
            scene.setMeasuredLayout(contentSize: layout.contentSize, barHeight: layout.barHeight, at: time)
        }
        record(at: time, frame: ticks)
        ticks += 1
    }

    private func record(at time: Double, frame index: Int) {
        KeyboardCycle.keepMoving(scene, at: time)
        let frame = scene.frame(at: time)
        stageView.apply(frame)
        let sample = MotionSample(keyboardTop: frame.keyboardTop, barBottom: frame.barBottom, listShift: frame.listShift,
                                  contentShift: frame.contentShift, caseLabel: frame.caseLabel,
                                  keyboardVisibleHeight: frame.keyboardVisibleHeight,
                                  keyboardVelocity: scene.keyboard.visibleVelocity(at: time))
        review.record(frame: index, animationTime: time, wallTime: time, samples: [sample])
    }

    func drawStage(_ cr: OpaquePointer, frame: SceneFrame, size: Size) {
        painter.paint(frame, scene: scene, size: size, on: cr, debugOverlay: false)
    }

    /// Runs the main loop for `seconds` (a GLib timeout ends it).
    private static func runMainLoop(seconds: Double) {
        g_timeout_add(guint(seconds * 1000), { _ in
            gtk_main_quit()
            return 0
        }, nil)
        gtk_main()
    }
}
