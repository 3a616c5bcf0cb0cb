import Foundation
@testable import ChatLayout

/// The numbers of the worked examples these tests share: H = 800, nav bar 64, h = 50, K = 291
/// (so d1 = 459, d2 = 720), list paddings 8.
enum Fixture {
    static let contentHeight = 800.0
    static let navBar = 64.0
    static let bar = 50.0
    static let keyboard = 291.0
    static let pinyin = 336.0
    /// navBar + top padding: where the first message starts at rest.
    static let listTop = navBar + ChatLayoutState.defaultListPadding

    /// A screen whose last message's bottom at rest is `c` (one message), or an empty one.
    static func screen(c: Double?, strategy: Strategy = .threeCase, spacing: Double = 10) -> ChatLayoutState {
        let heights = c.map { [$0 - listTop] } ?? []
        return ChatLayoutState(strategy: strategy, contentHeight: contentHeight, navBarHeight: navBar,
                          barHeight: bar, messages: MessageMetrics(heights: heights, spacing: spacing))
    }

    /// "Many": 20 messages of 60 with spacing 10 (total 1390), scrolled to the bottom (offset 720).
    static func manyScreen(strategy: Strategy = .threeCase, scrollOffset: Double = .infinity) -> ChatLayoutState {
        ChatLayoutState(strategy: strategy, contentHeight: contentHeight, navBarHeight: navBar, barHeight: bar,
                   messages: MessageMetrics(heights: Array(repeating: 60, count: 20), spacing: 10),
                   scrollOffset: scrollOffset)
    }

    /// The bar's rise for keyboard height k: `H − round(H − k)`.
    static func barRise(_ k: Double) -> Double { contentHeight - (contentHeight - k).rounded() }
}

/// A stand-in for the keyboard model: a critically damped spring (UIKit's keyboard curve 7,
/// ω₀ = √(1000/3)) retargeted from its current height. Only its continuity matters here.
struct TestKeyboard {
    static let omega = (1000.0 / 3.0).squareRoot()
    private var from = 0.0
    private(set) var target = 0.0
    private var start = 0.0
    /// A finger holds the keyboard at this height (interactive dismiss).
    private var held: Double?

    func height(at time: Double) -> Double {
        if let held { return held }
        let t = max(0, time - start)
        return target + (from - target) * (1 + Self.omega * t) * exp(-Self.omega * t)
    }

    mutating func animate(to height: Double, at time: Double) {
        from = self.height(at: time)
        held = nil
        target = height
        start = time
    }

    mutating func hold(at height: Double) { held = height }
}

extension ChatGeometry {
    /// Gap between bar and keyboard (0 when they touch).
    var gap: Double { keyboardTop - barBottom }
}
