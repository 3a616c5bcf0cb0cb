import ChatLayout
import Foundation
import Synchronization

/// Message heights the way real list views get them (UITableView's estimated row heights,
/// GTK 4's GtkListView): every message gets a cheap estimate at load (`estimate`, a closed
/// form over its bytes), and only messages on or near the screen are laid out with Pango
/// (`measure`), each at most once per width. A 100 000-message conversation therefore costs
/// one pass over its bytes and a screenful of layouts at start-up, not 100 000 layouts.
///
/// ## Which heights are exact when
/// - **The tail**: the last messages whose heights add up to at least two stage heights are
///   measured before the screen exists, and again (whatever is still estimated) before every
///   resize decides. Everything that can be on screen while the list rests at its bottom —
///   keyboard up or down — is among them, and so is the bottom of the last message, `c`.
/// - **Near the screen**: every frame (`frame(at:)`) and before every scroll (`scroll(by:at:)`),
///   the messages within one stage height (plus the scroll's distance, at most one more) above
///   and below what is on screen are measured before anything is drawn. A scroll farther than
///   that crosses the rest on estimates: it costs what the screen shows, not what it skips.
/// - **Sends** are measured when they are added.
/// - Everything else is an estimate until it comes near the screen.
///
/// Why the three-case decision does not depend on the estimates: it reads `c` (the last
/// message's bottom at rest). Pinned at the bottom, `c` is the viewport's bottom (or, when the
/// content fits, the sum of measured tail heights); scrolled up, `c` is the measured heights
/// from the first message on screen to the last — unless an estimated message lies between the
/// screen and the tail, and then `c` is at least a stage height below the screen either way, so
/// both give case 3. Tests: `ChatSceneEstimateTests`.
///
/// A correction never moves what is on screen: `ChatLayoutState.correctHeights` moves the scroll
/// offset by whatever changed above the first message on screen.
///
/// Per message: whether its height is measured (else estimated), and what the last frame found
/// measured around the screen. A value the scene owns and snapshots; the laid-out heights
/// themselves live in `ChatLayoutState.messages`, the cache of them in `HeightMeasurer`.
public struct MessageHeights: Sendable {
    /// The list width the measurer's cache holds heights for.
    private(set) var measuredWidth = 0.0
    /// Per message: whether its height in the layout state's metrics is measured (else
    /// estimated). Chunked, so a snapshot taken before a send or a measurement keeps sharing all the rest.
    private(set) var isMeasured = ChunkedArray<Bool>()
    /// The layout state last found with everything near it measured: its visible messages, the
    /// message count and the margin. The near range follows from these alone, so a frame that
    /// matches skips the check (a frame's core work stays three searches).
    private var checkedScreen: (visible: Range<Int>, count: Int, margin: Double)?

    /// The tail fills the stage twice: once for what can be on screen, once as a margin for
    /// the first scroll up.
    private static func tailHeight(_ stageHeight: Double) -> Double { 2 * stageHeight }

    /// Whether message `index`'s height is measured (not an estimate).
    public func isHeightMeasured(_ index: Int) -> Bool { isMeasured[index] }

    /// A message added with its height measured (a send, a reply).
    mutating func appendMeasured() { isMeasured.append(true) }

    /// A height changed on screen (a streaming reply grew): the next frame checks again.
    mutating func forgetCheckedScreen() { checkedScreen = nil }

    /// Every message's estimated height for list width `width`, the tail measured.
    ///
    /// - Parameter stageHeight: the stage height the tail must fill.
    /// - Complexity: O(total bytes) for the estimates plus O(n log n) to build the metrics;
    ///   `measure` runs for the tail only.
    mutating func estimatedMetrics(of messages: MessageList, width: Double, stageHeight: Double,
                                   measurer: HeightMeasurer) -> MessageMetrics {
        if measuredWidth != width {
            measurer.forgetAll()
            measuredWidth = width
        }
        checkedScreen = nil
        isMeasured = ChunkedArray(repeating: false, count: messages.count)
        // The screenful at the end is measured first, the rest estimated as the tree is built:
        // a file of millions of messages holds no array of every height beside the tree.
        let needed = Self.tailHeight(stageHeight)
        var covered = 0.0
        var measuredTail: [Double] = []
        var index = messages.count - 1
        while index >= 0 && covered < needed {
            let height = measurer.height(of: messages[index].text, width: width)
            measuredTail.append(height)
            isMeasured[index] = true
            covered += height + ChatScene.messageSpacing
            index -= 1
        }
        let firstMeasured = index + 1
        // A constant, not the variable: a captured variable is checked for exclusive access on
        // every read, millions of times here.
        let tail = measuredTail
        if measurer.estimate == nil, messages.count >= Self.twoCoreMinimum {
            return Self.estimatedMetricsOnTwoCores(of: messages, width: width, tail: tail, firstMeasured: firstMeasured)
        }
        let standard = HeightEstimate.standard.at(listWidth: width)
        return MessageMetrics(count: messages.count, spacing: ChatScene.messageSpacing) { position in
            if position >= firstMeasured { return tail[messages.count - 1 - position] }
            return measurer.estimate.map { $0(messages[position].text, width) }
                ?? messages.estimatedHeight(at: position, by: standard)
        }
    }

    /// Conversations this long have their estimates made on both cores: below it, starting a
    /// second thread costs more than it saves.
    static let twoCoreMinimum = 1 << 16

    /// The same metrics, each half's estimates and leaves made on a core of its own, then joined
    /// (`MessageMetrics.Leaves`): the tree is the one pass's, bit for bit.
    static func estimatedMetricsOnTwoCores(of messages: MessageList, width: Double, tail: [Double], firstMeasured: Int) -> MessageMetrics {
        let count = messages.count
        let middle = count / 2 / MessageMetrics.leafSize * MessageMetrics.leafSize
        let halves = [0..<middle, middle..<count]
        let made = MadeLeaves()
        let standard = HeightEstimate.standard.at(listWidth: width)
        DispatchQueue.concurrentPerform(iterations: halves.count) { half in
            let leaves = MessageMetrics.leaves(halves[half], spacing: ChatScene.messageSpacing) { position in
                if position >= firstMeasured { return tail[count - 1 - position] }
                return messages.estimatedHeight(at: position, by: standard)
            }
            made.runs.withLock { $0[half] = leaves }
        }
        return MessageMetrics(joining: made.runs.withLock { $0.compactMap { $0 } }, spacing: ChatScene.messageSpacing)
    }

    /// Each half's leaves, written under the lock by the thread that made them.
    private final class MadeLeaves: Sendable {
        let runs = Mutex<[MessageMetrics.Leaves?]>([nil, nil])
    }

    /// Measures whatever is still estimated in the tail for a stage `stageHeight` tall (a window
    /// that grew), anchored to what is on screen at keyboard visible height `k`.
    ///
    /// - Complexity: O(tail) plus O(log n) per correction.
    mutating func measureTail(of messages: MessageList, width: Double, stageHeight: Double, measurer: HeightMeasurer,
                              layout: inout ChatLayoutState, keyboardVisibleHeight k: Double, at time: Double) {
        let needed = Self.tailHeight(stageHeight)
        var covered = 0.0
        var index = messages.count - 1
        var corrections: [(index: Int, height: Double)] = []
        while index >= 0 && covered < needed {
            var messageHeight = layout.messages.height(ofMessage: index)
            if !isMeasured[index] {
                messageHeight = measurer.height(of: messages[index].text, width: width)
                isMeasured[index] = true
                corrections.append((index, messageHeight))
            }
            covered += messageHeight + ChatScene.messageSpacing
            index -= 1
        }
        guard !corrections.isEmpty else { return }
        let anchor = layout.geometry(keyboardVisibleHeight: k, at: time).visibleMessages
        layout.correctHeights(corrections, anchor: anchor.lowerBound)
        checkedScreen = nil
    }

    /// Measures the messages within `margin` of the screen, corrects their estimates without
    /// moving anything on screen, and returns the frame's geometry after the corrections.
    ///
    /// - Complexity: O(1) beyond the geometry when the screen shows the same messages as at the
    ///   last check;
    ///   otherwise O(near × log n) plus one `measure` per message measured for the first time.
    mutating func measureNearScreen(of messages: MessageList, width: Double, measurer: HeightMeasurer,
                                    layout: inout ChatLayoutState, keyboardVisibleHeight k: Double,
                                    margin: Double, at time: Double) -> ChatGeometry {
        var geometry = layout.geometry(keyboardVisibleHeight: k, at: time)
        while true {
            let visible = geometry.visibleMessages
            guard !visible.isEmpty, isMeasured.count == messages.count else { return geometry }
            let metrics = layout.messages
            if let checked = checkedScreen, checked.visible == visible, checked.count == metrics.count,
               checked.margin == margin { return geometry }
            let top = metrics.offset(ofMessage: visible.lowerBound) - margin
            let bottom = metrics.bottom(ofMessage: visible.upperBound - 1) + margin
            let near = metrics.visibleRange(scrollOffset: top, viewportHeight: bottom - top)
            let unmeasured = isMeasured.indices(in: near) { !$0 }
            let corrections = unmeasured.map { index in
                (index: index, height: measurer.height(of: messages[index].text, width: width))
            }
            for index in unmeasured { isMeasured[index] = true }
            guard !corrections.isEmpty else {
                checkedScreen = (visible, metrics.count, margin)
                return geometry
            }
            layout.correctHeights(corrections, anchor: visible.lowerBound, below: visible.upperBound, at: time)
            geometry = layout.geometry(keyboardVisibleHeight: k, at: time)
        }
        return geometry
    }

    /// How many messages have measured heights (the rest are estimates).
    public var measuredMessageCount: Int { isMeasured.reduce(0) { $0 + ($1 ? 1 : 0) } }
}
