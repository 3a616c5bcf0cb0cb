import ChatDemoCore
import Foundation
import Testing
@testable import KeyboardChatUI

/// The timeline's cached plot (`TimelinePlotCache`): frames added one by one draw exactly the
/// pixels a drawing of all of them at once draws, in both themes and with three compared panes
/// (dashed curves, naive's gap, a rest), and only a rescale draws the plot whole again. No
/// display: the plot is drawn into an image surface.
@MainActor
@Suite(.serialized) struct TimelinePlotCacheTests {
    /// Frame `index` of a keyboard that shows (844 → 553 px over 30 frames), stays, hides and
    /// rests, in three panes: the bar on the keyboard in the first two, lagging it in the third.
    static func samples(_ index: Int) -> [MotionSample] {
        let phase = index % 90
        let progress: Double = switch phase {
        case 0..<30: Double(phase) / 29
        case 30..<45: 1
        case 45..<75: 1 - Double(phase - 45) / 29
        default: 0
        }
        let eased = progress * progress * (3 - 2 * progress)
        let top = 844 - Int((291 * eased).rounded())
        let shift = Double(844 - top)
        let lag = Int((18 * sin(Double(phase) / 29 * .pi)).rounded())
        return [(top, "1"), (top, "1"), (min(844, top + lag), "naive")].map { bar, label in
            MotionSample(keyboardTop: top, barBottom: bar, listShift: shift, contentShift: shift / 2, caseLabel: label,
                         keyboardVisibleHeight: shift, keyboardVelocity: 0)
        }
    }

    /// Records frames `range` (a second's rest before frame 100) into `history`, updating
    /// `cache` after each; returns how many updates only added the new frame.
    static func record(_ range: Range<Int>, into history: inout MotionHistory, cache: TimelinePlotCache,
                       key: TimelinePlotCache.Key, batch: Int = 1) -> Int {
        var appends = 0
        for index in range {
            let wall = Double(index) / 60 + (index >= 100 ? 1 : 0)
            history.record(frame: index, animationTime: Double(index) / 60, wallTime: wall, samples: samples(index))
            // The cache sees the history once per `batch` frames (and after the last), as the
            // live timeline does while it catches up in batches.
            guard (index + 1 - range.lowerBound) % batch == 0 || index == range.upperBound - 1 else { continue }
            if cache.damage(for: history, key: key) != .whole { appends += 1 }
            cache.update(with: history, key: key)
        }
        return appends
    }

    static func key(_ theme: Theme) -> TimelinePlotCache.Key {
        TimelinePlotCache.Key(width: 640, height: 320, scale: 1, theme: theme, paneCount: 3)
    }

    /// How many pixels (4 bytes each) differ.
    static func differingPixels(_ a: [UInt8], _ b: [UInt8]) -> Int {
        guard a.count == b.count else { return max(a.count, b.count) / 4 }
        return stride(from: 0, to: a.count, by: 4).filter { a[$0..<$0 + 4] != b[$0..<$0 + 4] }.count
    }

    @Test(arguments: ["light", "dark"])
    func framesAddedOneByOneDrawWhatTheWholePlotDraws(theme name: String) {
        let theme = name == "light" ? Theme.light : Theme.dark
        Palette.theme = theme
        defer { Palette.theme = .light }
        var history = MotionHistory(paneCount: 3)
        let cache = TimelinePlotCache()
        let appends = Self.record(0..<200, into: &history, cache: cache, key: Self.key(theme))
        // Drawn whole for the first frame, three times while the keyboard first rises (the
        // value ranges grow past it), and when the axis grows 60 → 120 → 240: every other
        // frame is an append.
        #expect(cache.wholeRedraws == 6, "\(cache.wholeRedraws) whole redraws")
        #expect(appends == 194, "\(appends) appends")
        #expect(cache.axis == TimelineAxis(start: 0, length: 240))
        let appended = cache.pixels
        cache.invalidate()
        #expect(cache.update(with: history, key: Self.key(theme)))
        let whole = cache.pixels
        #expect(whole.count == 640 * 320 * 4)
        #expect(Self.differingPixels(appended, whole) == 0)
        // Not a blank plot: the keyboard top's red and the bar bottom's green, drawn over it, are
        // there (BGRA in memory, little-endian).
        let red = stride(from: 0, to: whole.count, by: 4).filter { whole[$0 + 2] == 0xFF && whole[$0 + 1] == 0x2D && whole[$0] == 0x55 }
        #expect(red.count > 100, "\(red.count) red pixels")
        let green = stride(from: 0, to: whole.count, by: 4).filter { whole[$0 + 2] == 0x34 && whole[$0 + 1] == 0xC7 && whole[$0] == 0x59 }
        #expect(green.count > 100, "\(green.count) green pixels")
    }

    /// Once the ring is full it drops a frame per frame; the axis moves on by a sixth of the
    /// capacity at once, so the plot is drawn whole once per that many frames, and the frames
    /// added between still draw what a whole drawing draws.
    @Test func aFullHistoryMovesTheAxisInStepsAndAppendsBetween() {
        Palette.theme = .light
        var history = MotionHistory(paneCount: 3, capacity: 120)
        let cache = TimelinePlotCache()
        _ = Self.record(0..<120, into: &history, cache: cache, key: Self.key(.light))
        let redrawsWhenFull = cache.wholeRedraws
        let appends = Self.record(120..<240, into: &history, cache: cache, key: Self.key(.light))
        // 120 more frames: the axis moves when frame 120 comes (to start past the oldest by
        // 20), then each time that frame is dropped: every 21 frames.
        #expect(appends == 114, "\(appends) appends")
        #expect(cache.wholeRedraws - redrawsWhenFull == 6)
        #expect(cache.axis == TimelineAxis(start: 126, length: 120))
        #expect(cache.plottedSlots(in: history) == 6..<120)
        let appended = cache.pixels
        cache.invalidate()
        cache.update(with: history, key: Self.key(.light))
        #expect(Self.differingPixels(appended, cache.pixels) == 0)
    }

    /// Frames that arrive six at a time (the live timeline's batches at 60 fps) draw exactly
    /// what a drawing of all of them at once draws, and each batch is one update of the cache.
    @Test func framesAddedInBatchesDrawWhatTheWholePlotDraws() {
        Palette.theme = .light
        var history = MotionHistory(paneCount: 3)
        let cache = TimelinePlotCache()
        let appends = Self.record(0..<200, into: &history, cache: cache, key: Self.key(.light), batch: 6)
        // 34 updates (33 batches of six and the last two frames): drawn whole for the first, twice
        // while the keyboard first rises (the value ranges grow past it) and when the axis grows
        // 60 → 120 → 240; the other 29 only add their batch.
        #expect(cache.wholeRedraws == 5, "\(cache.wholeRedraws) whole redraws")
        #expect(appends == 29, "\(appends) appends")
        #expect(cache.axis == TimelineAxis(start: 0, length: 240))
        #expect(cache.plottedSlots(in: history) == 0..<200)
        let batched = cache.pixels
        cache.invalidate()
        #expect(cache.update(with: history, key: Self.key(.light)))
        let whole = cache.pixels
        #expect(whole.count == 640 * 320 * 4)
        #expect(Self.differingPixels(batched, whole) == 0)
    }
}
