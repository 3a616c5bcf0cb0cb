import Foundation
import TestSupport
import Testing
@testable import ChatLayout

/// Thousands of seeded random screens and event sequences (show, hide, height change,
/// interruption, drag, send, receive, bar growth, scrolling): in every sampled frame the bar
/// sits on the keyboard to the pixel (all but `.naive`), every output is finite and in bounds,
/// and no event moves anything at the instant it arrives.
@Suite struct ChatLayoutStatePropertyTests {
    /// Replay one failure with `SEED=<printed seed> RUNS=1 swift test --filter ChatLayoutStatePropertyTests`.
    static let runs = Int(ProcessInfo.processInfo.environment["RUNS"] ?? "") ?? 1500
    static let baseSeed = UInt64(ProcessInfo.processInfo.environment["SEED"] ?? "") ?? 0x4B43_4841_5400

    @Test func invariantsHoldForRandomSequences() {
        for run in 0..<Self.runs {
            let seed = Self.baseSeed &+ UInt64(run)
            var rng = SplitMix64(seed: seed)
            var failures = 0
            exercise(&rng) { ok, message in
                if !ok && failures < 3 {
                    failures += 1
                    Issue.record("seed \(seed): \(message)")
                }
            }
            if failures > 0 { return }
        }
    }

    private func exercise(_ rng: inout SplitMix64, check: (Bool, String) -> Void) {
        let H = rng.whole(400...1000)
        let nav = rng.whole(0...100)
        let bar = rng.whole(30...120)
        let maxK = min(420, H - nav - bar)
        let strategy = Strategy.allCases.randomElement(using: &rng)!
        let scale = rng.next() % 2 == 0 ? 1.0 : 2.0
        let heights = (0..<Int.random(in: 0...60, using: &rng)).map { _ in rng.whole(20...200) }
        var screen = ChatLayoutState(
            strategy: strategy, contentHeight: H, navBarHeight: nav, barHeight: bar,
            messages: MessageMetrics(heights: heights, spacing: rng.whole(0...12)),
            scrollOffset: rng.next() % 2 == 0 ? .infinity : rng.whole(0...2000), pixelScale: scale)
        var keyboard = TestKeyboard()
        var time = 0.0

        func frameIsSound(_ g: ChatGeometry, _ label: String) {
            let values = [g.keyboardTop, g.barTop, g.barBottom, g.barOffset, g.barHeight, g.listShift,
                          g.contentShift, g.scrollOffset, g.listViewportTop, g.listViewportBottom]
            check(values.allSatisfy(\.isFinite), "\(label): non-finite output \(g)")
            if strategy.keepsBarOnKeyboard {
                check(g.barBottom == g.keyboardTop, "\(label): gap \(g.gap) in \(g)")
            }
            check((g.keyboardTop * scale).rounded() == g.keyboardTop * scale, "\(label): keyboardTop off grid")
            check(g.keyboardTop >= 0 && g.keyboardTop <= H, "\(label): keyboardTop out of bounds")
            check(g.barTop >= 0 && g.barTop <= g.barBottom && g.barBottom <= H, "\(label): bar out of bounds")
            check(g.listShift >= 0 && g.listShift <= g.barOffset, "\(label): list outruns the bar \(g)")
            check(g.contentShift >= 0 && g.contentShift <= g.listShift, "\(label): content shift \(g)")
            check(g.listViewportBottom >= g.barTop, "\(label): background between list and bar \(g)")
            check(g.listViewportTop <= nav && g.listViewportTop <= g.listViewportBottom, "\(label): viewport \(g)")
            // Past 0 only into the band a shifted list holds under the title, so that its first
            // message can still be brought out from under the title.
            check(g.scrollOffset >= -g.listShift, "\(label): scrolled past the first message")
            check(g.visibleMessages.lowerBound >= 0 && g.visibleMessages.upperBound <= screen.messages.count,
                  "\(label): visible range \(g.visibleMessages)")
            check((strategy == .threeCase) == (g.caseInForce != nil), "\(label): caseInForce")
        }

        /// An event must not move anything at the instant it arrives.
        func unmoved(_ before: ChatGeometry, _ after: ChatGeometry, _ label: String) {
            let tolerance = 1 / scale  // a snapped value may round the other way by one grid step
            let pairs = [(before.barBottom, after.barBottom), (before.barTop, after.barTop),
                         (before.listShift, after.listShift), (before.contentShift, after.contentShift)]
            check(pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }, "\(label): jump \(before) → \(after)")
            check(abs(before.scrollOffset - after.scrollOffset) <= 1e-6, "\(label): scroll jump \(before) → \(after)")
        }

        for step in 0..<14 {
            let k = keyboard.height(at: time)
            let before = screen.geometry(keyboardVisibleHeight: k, at: time)
            frameIsSound(before, "step \(step)")
            let label = "step \(step)"
            var movesNothing = true
            let choice = rng.next() % 9
            switch choice {
            case 0, 1:
                let K = rng.whole(150...Int(maxK))
                screen.keyboardWillShow(height: K, from: k, at: time)
                keyboard.animate(to: K, at: time)
            case 2:
                screen.keyboardWillHide(from: k, at: time)
                keyboard.animate(to: 0, at: time)
            case 3:
                let K = rng.whole(150...Int(maxK))
                screen.keyboardWillChangeFrame(height: K, from: k, at: time)
                if screen.isKeyboardShown { keyboard.animate(to: K, at: time) }
            case 4:
                // A finger takes the keyboard and drags it partway down.
                if screen.isKeyboardShown { keyboard.hold(at: k * rng.uniform(0.3...1)) }
                movesNothing = false
            case 5:
                screen.didSend(messageHeight: rng.whole(20...200), keyboardVisibleHeight: k, at: time)
            case 6:
                screen.didReceive(messageHeight: rng.whole(20...200), keyboardVisibleHeight: k, at: time)
            case 7:
                screen.setBarHeight(rng.whole(30...min(150, Int(H - nav - maxK))), at: time)
            default:
                screen.userScroll(by: rng.whole(-300...300), keyboardVisibleHeight: k, at: time)
                movesNothing = false
            }
            if movesNothing {
                unmoved(before, screen.geometry(keyboardVisibleHeight: k, at: time), label)
            }
            let next = time + rng.uniform(0...0.6)
            for sample in 1...6 {
                let t = time + (next - time) * Double(sample) / 6
                frameIsSound(screen.geometry(keyboardVisibleHeight: keyboard.height(at: t), at: t), "\(label)+\(sample)")
            }
            time = next
        }
    }
}
