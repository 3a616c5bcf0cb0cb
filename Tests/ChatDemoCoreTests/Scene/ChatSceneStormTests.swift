import ChatLayout
import Foundation
import Keyboard
import TestSupport
import Testing
@testable import ChatDemoCore

/// An event storm at the cores: thousands of random sequences of
/// show, hide, layout change, rotation, resize, drag, send, scroll and bar
/// growth, at random times, thrown at the same `ChatScene` the window uses.
/// After every step the invariants hold: zero gap (every strategy but
/// naive), nothing NaN, positions in bounds, and the keyboard's events in a
/// consistent order. A failure names its seed; `STORM_SEED=… STORM_RUNS=1`
/// replays it.
@Suite struct ChatSceneStormTests {
    static let environment = ProcessInfo.processInfo.environment
    static let firstSeed = UInt64(environment["STORM_SEED"] ?? "") ?? 0x5EED_0000
    static let runs = Int(environment["STORM_RUNS"] ?? "") ?? 500
    static let stepsPerRun = 40
    /// Pinyin in portrait, with its candidate bar.
    static let tallestKeyboard = 336.0
    static let sizes = [Size(width: 390, height: 798), Size(width: 844, height: 344), Size(width: 520, height: 654)]
    /// The window's minimum (a 394×200 stage), `resize 390 200`, sizes just around the
    /// keyboard's own height in both orientations, and the stages of 256- and 280-high windows
    /// (210 and 234 under the header bar) in portrait, where the keyboard is cut the most.
    static let smallSizes = [Size(width: 394, height: 200), Size(width: 390, height: 200), Size(width: 300, height: 200),
                             Size(width: 394, height: 256), Size(width: 300, height: 340), Size(width: 400, height: 390),
                             Size(width: 844, height: 344), Size(width: 316, height: 210), Size(width: 390, height: 210),
                             Size(width: 844, height: 210), Size(width: 316, height: 234)]
    static let smallRuns = max(1, runs / 2)

    /// A deterministic stand-in for Pango: 16 pt of padding plus 20 pt per
    /// 22 characters.
    static func estimate(_ text: String, _ width: Double) -> Double {
        16 + 20 * (Double(text.count) / 22).rounded(.up)
    }

    @Test func randomEventStormsKeepEveryInvariant() throws {
        for run in 0..<Self.runs {
            try storm(seed: Self.firstSeed &+ UInt64(run))
        }
    }

    /// The same storm in windows too small for the keyboard: the bar stays whole inside the
    /// window and on the keyboard (`check`), whatever the size.
    @Test func randomEventStormsInSmallWindowsKeepEveryInvariant() throws {
        for run in 0..<Self.smallRuns {
            try storm(seed: Self.firstSeed &+ UInt64(run), sizes: Self.smallSizes)
        }
    }

    private func storm(seed: UInt64, sizes: [Size] = sizes) throws {
        var random = SplitMix64(seed: seed)
        let strategy = Strategy.allCases.randomElement(using: &random)!
        let conversation = ConversationGenerator.make(count: Int(random.whole(0...60)))
        // Some storms run over a tab bar.
        let offset = BottomOffset([0, 0, 50].randomElement(using: &random)!)
        let scene = try ChatScene(conversation: conversation, keyboard: .english, keyboardResources: .bundled(), strategy: strategy,
                                  contentSize: sizes[0], bottomOffset: offset, measure: Self.estimate)
        var order = EventOrder()
        let token = scene.keyboard.observe { order.record($0) }
        defer { token.cancel() }
        var time = 0.0
        for step in 0..<Self.stepsPerRun {
            time += random.uniform(0...0.35)
            let action = Int(random.whole(0...10))
            switch action {
            case 0, 1: scene.showKeyboard(at: time)
            case 2: scene.hideKeyboard(at: time)
            case 3: scene.setKeyboardLayout([.english, .pinyin, .emoji].randomElement(using: &random)!, at: time)
            case 4: scene.setContentSize(sizes.randomElement(using: &random)!, at: time)
            case 5:
                scene.keyboard.beginInteractiveDrag(at: time)
                for _ in 0..<Int(random.whole(1...6)) {
                    time += 1.0 / 60
                    scene.dragKeyboard(toTop: random.uniform(0...scene.contentSize.height), at: time)
                    try check(scene, strategy, time, seed, step)
                }
                scene.keyboard.endInteractiveDrag(velocity: random.uniform(-3000...3000), at: time)
            case 6: scene.send(String(repeating: "word ", count: Int(random.whole(1...40))), at: time)
            case 7: scene.scroll(by: random.uniform(-400...400), at: time)
            case 8: scene.setBarHeight(random.whole(40...140), at: time)
            case 9: // A streaming reply, pinned, growing over the next steps.
                scene.receiveStreamingReply(String(repeating: "reply ", count: Int(random.whole(1...80))),
                                            milliseconds: Int(random.whole(0...1500)), at: time)
            case 10: // A resize while the keyboard is still moving: during a show or a hide.
                if random.whole(0...1) == 0 { scene.showKeyboard(at: time) } else { scene.hideKeyboard(at: time) }
                for _ in 0..<Int(random.whole(0...8)) {
                    time += 1.0 / 60
                    try check(scene, strategy, time, seed, step)
                }
                scene.setContentSize(sizes.randomElement(using: &random)!, at: time)
                for _ in 0..<30 {
                    time += 1.0 / 60
                    try check(scene, strategy, time, seed, step)
                }
            default: break
            }
            for _ in 0..<3 {
                time += random.uniform(0...0.12)
                try check(scene, strategy, time, seed, step)
            }
            #expect(order.problems.isEmpty, "seed \(seed) step \(step): \(order.problems)")
            if !order.problems.isEmpty { return }
        }
    }

    private func check(_ scene: ChatScene, _ strategy: Strategy, _ time: Double, _ seed: UInt64, _ step: Int) throws {
        let frame = scene.frame(at: time)
        let g = frame.geometry
        let place = "seed \(seed) step \(step) t \(time) \(strategy.rawValue)"
        let values = [g.keyboardVisibleHeight, g.keyboardTop, g.barTop, g.barBottom, g.listShift, g.contentShift,
                      g.scrollOffset, g.listViewportTop, g.listViewportBottom, frame.keyboardHeight]
        guard values.allSatisfy(\.isFinite) else {
            Issue.record("\(place): not finite \(values)")
            return
        }
        let height = scene.contentSize.height
        #expect((0...height).contains(Double(frame.keyboardTop)), "\(place): keyboard top \(frame.keyboardTop) outside 0…\(height)")
        // While a taller keyboard shrinks to a shorter one the visible
        // height passes through both, so the bound is the tallest layout.
        #expect(g.keyboardVisibleHeight >= -0.5 && g.keyboardVisibleHeight <= Self.tallestKeyboard + 0.5,
                "\(place): visible height \(g.keyboardVisibleHeight) outside 0…\(Self.tallestKeyboard)")
        // Past 0 only into the band a shifted list holds under the title, so that its first
        // message can still be brought out from under the title.
        #expect(g.scrollOffset >= -g.listShift, "\(place): scrolled past the first message \(g.scrollOffset)")
        #expect(frame.visibleMessages.lowerBound >= 0 && frame.visibleMessages.upperBound <= scene.conversation.messages.count)
        if strategy != .naive {
            // Over a tab bar the bar rests on it until the keyboard's top passes the tab bar's.
            let barRest = Int(height - scene.bottomOffset.height)
            #expect(frame.barBottom == min(barRest, frame.keyboardTop), "\(place): gap \(frame.keyboardTop - frame.barBottom)")
        }
        // The keyboard always leaves the empty bar its room inside the window, so
        // GTK never has to squeeze the bar or place it above the window's top.
        let room = Int(SceneSizes.initialBarHeight)
        #expect(frame.keyboardTop >= room, "\(place): keyboard top \(frame.keyboardTop) leaves no room for the bar")
        #expect(frame.barTop >= 0, "\(place): bar top \(frame.barTop) above the window")
    }
}

/// Checks the keyboard's six events arrive in pairs: every did-event
/// answers a will-event still owed. A show cancels an owed hide and the
/// reverse (an interrupted motion never posts its did); a frame change
/// during a show owes both did-events.
private struct EventOrder {
    private var owed = Set<KeyboardEventKind>()
    private(set) var problems: [String] = []

    mutating func record(_ event: KeyboardEvent) {
        switch event.kind {
        case .willShow: owed.remove(.willHide); owed.insert(.willShow)
        case .willHide: owed = [.willHide]
        case .willChangeFrame: owed.insert(.willChangeFrame)
        default:
            let will = KeyboardEventKind.allCases.first { $0.isWill && $0.didCounterpart == event.kind }!
            if owed.remove(will) == nil {
                problems.append("\(event.kind) at \(event.time) answers no owed will-event (owed: \(owed))")
            }
        }
    }
}
