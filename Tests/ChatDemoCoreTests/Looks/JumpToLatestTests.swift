import ChatLayout
import Curves
import Keyboard
import Testing
@testable import ChatDemoCore

/// The jump-to-latest button: hidden while the end of the conversation is in sight,
/// shown once the reader scrolls up (keyboard up or down), riding the bar's top in the bar's own
/// frame, and a tap on it glides to the end on the keyboard spring and hides it — in every
/// strategy.
///
/// The scene: 40 messages of 36 with spacing 8 on a 390×844 stage, bar 52, English K = 291.
/// At rest the list's viewport is 44…792, so at the end the last message's bottom is 784.
@Suite struct JumpToLatestTests {
    static let step = 1.0 / 60
    static let settle = 5.0
    static let scrolledUp = 300.0
    static let restingBarTop = 792

    static func scene(_ strategy: Strategy) throws -> ChatScene {
        let scene = try ChatSceneLayoutTests.scene(40, strategy: strategy)
        scene.setMeasuredLayout(contentSize: ChatSceneLayoutTests.portrait, barHeight: 52, at: 0)
        return scene
    }

    /// A scene of `strategy` whose keyboard is `up` and settled at time 1, list at its end.
    static func settledScene(_ strategy: Strategy, keyboardUp up: Bool) throws -> ChatScene {
        let scene = try Self.scene(strategy)
        _ = scene.frame(at: 0)
        if up { scene.showKeyboard(at: 0) }
        _ = scene.frame(at: 1)
        return scene
    }

    static func expectedFrame(barTop: Int) -> Rect {
        Rect(x: 390 - 12 - 36, y: Double(barTop) - 12 - 36, width: 36, height: 36)
    }

    @Test(arguments: Strategy.allCases, [false, true])
    func hiddenAtTheEnd(strategy: Strategy, keyboardUp: Bool) throws {
        let scene = try Self.settledScene(strategy, keyboardUp: keyboardUp)
        #expect(scene.jumpToLatestButton(in: scene.frame(at: 1)) == nil)
    }

    @Test(arguments: Strategy.allCases)
    func shownAfterScrollingUpWithTheKeyboardDown(strategy: Strategy) throws {
        let scene = try Self.settledScene(strategy, keyboardUp: false)
        scene.scroll(by: -Self.scrolledUp, at: 1)
        let frame = scene.frame(at: 1)
        #expect(frame.lastMessageBottom == 784 + Self.scrolledUp)
        #expect(frame.barTop == Self.restingBarTop)
        #expect(scene.jumpToLatestButton(in: frame)?.frame == Rect(x: 342, y: 744, width: 36, height: 36))
    }

    @Test(arguments: Strategy.allCases)
    func shownAfterScrollingUpWithTheKeyboardUp(strategy: Strategy) throws {
        let scene = try Self.settledScene(strategy, keyboardUp: true)
        scene.scroll(by: -Self.scrolledUp, at: 1)
        let frame = scene.frame(at: 1)
        // 844 − 291 − 52: the bar sits on the keyboard (the naive bar too, once settled).
        #expect(frame.barTop == 501)
        #expect(scene.jumpToLatestButton(in: frame)?.frame == Rect(x: 342, y: 453, width: 36, height: 36))
    }

    /// Scrolled up, then the keyboard shows and hides: in every frame the button is there and
    /// sits 12 above that same frame's bar top (no lag behind the bar).
    @Test(arguments: Strategy.allCases)
    func theButtonRidesTheBarInEveryFrame(strategy: Strategy) throws {
        let scene = try Self.settledScene(strategy, keyboardUp: false)
        scene.scroll(by: -Self.scrolledUp, at: 1)
        scene.showKeyboard(at: 1)
        var barTops = Set<Int>()
        var time = 1.0
        while time < 3 {
            if time >= 2 && scene.keyboardIsShown { scene.hideKeyboard(at: time) }
            let frame = scene.frame(at: time)
            let button = try #require(frame.jumpToLatest, "at \(time)")
            #expect(button.frame == Self.expectedFrame(barTop: frame.barTop), "at \(time)")
            barTops.insert(frame.barTop)
            time += Self.step
        }
        // The bar really moved (up to the keyboard and back down) while the button followed.
        #expect(barTops.contains(501) && barTops.contains(Self.restingBarTop) && barTops.count > 10)
    }

    /// Where the list stands still while the bar moves (bar-only, scrolled up), only a band is
    /// repainted: it must reach up to the button above the bar and its soft shadow
    /// (`JumpToLatest.drawnReach`), in the old frame and the new, or the button would leave its
    /// old pixels behind and not be drawn in its new place.
    @Test(arguments: [Strategy.barOnly, .never, .whenAtEnd])
    func theRepaintedBandCoversTheButton(strategy: Strategy) throws {
        let scene = try Self.settledScene(strategy, keyboardUp: false)
        scene.scroll(by: -Self.scrolledUp, at: 1)
        var previous = scene.frame(at: 1)
        scene.showKeyboard(at: 1)
        var bands = 0
        for step in 1...40 {
            let frame = scene.frame(at: 1 + Double(step) * Self.step)
            let damage = StageDamage.between(previous, frame, stageHeight: 844)
            if case .band(let top, let bottom) = damage {
                bands += 1
                let old = try #require(previous.jumpToLatest), new = try #require(frame.jumpToLatest)
                let highest = min(old.frame.minY, new.frame.minY) - JumpToLatest.drawnReach
                #expect(top == Int(highest.rounded(.down)) && bottom == 844, "step \(step)")
                // Backwards (a hide): the same band.
                #expect(StageDamage.between(frame, previous, stageHeight: 844) == damage, "step \(step)")
            }
            previous = frame
        }
        // The list stood still while the bar moved in some frames: those are the ones that matter.
        #expect(bands > 3)
    }

    /// A tap on the button scrolls to the end over several frames on the keyboard spring (the
    /// last message's bottom is the spring's progress of the way there in each frame), and the
    /// button is gone once there; the keyboard stays where it was.
    @Test(arguments: Strategy.allCases, [false, true])
    func aTapScrollsToTheEndAndHidesTheButton(strategy: Strategy, keyboardUp: Bool) throws {
        let scene = try Self.settledScene(strategy, keyboardUp: keyboardUp)
        let end = try #require(scene.frame(at: 1).lastMessageBottom)
        scene.scroll(by: -Self.scrolledUp, at: 1)
        let scrolled = scene.frame(at: 1)
        let start = try #require(scrolled.lastMessageBottom)
        #expect(start == end + Self.scrolledUp)
        let button = try #require(scene.jumpToLatestButton(in: scrolled))
        #expect(scene.tapJumpToLatest(at: button.centre, in: scrolled, at: 1))
        var time = 1.0
        var frames = 0
        var lastOpacity = scrolled.jumpOpacity
        while time < 1 + AnimationCurve.keyboardDuration {
            time += Self.step
            frames += 1
            let frame = scene.frame(at: time)
            let progress = AnimationCurve.keyboard.progress(at: time - 1, duration: 0)
            let bottom = try #require(frame.lastMessageBottom)
            #expect(abs(bottom - (start + (end - start) * progress)) < 1e-6, "at \(time)")
            // From the tap the list follows its end: the button takes no more taps and fades out
            // where it was, riding the bar, over `JumpToLatestFade.duration`.
            #expect(frame.jumpToLatest == nil, "at \(time)")
            #expect(frame.jumpOpacity <= lastOpacity, "at \(time)")
            #expect((frame.jumpToLatestDrawn != nil) == (frame.jumpOpacity > 0), "at \(time)")
            lastOpacity = frame.jumpOpacity
        }
        #expect(frames > 10)
        let final = scene.frame(at: 1 + Self.settle)
        #expect(final.lastMessageBottom == end)
        #expect(scene.jumpToLatestButton(in: final) == nil)
        #expect(final.jumpOpacity == 0 && final.jumpToLatestDrawn == nil)
        #expect(scene.keyboardIsShown == keyboardUp)
        #expect(scene.isAtRest(at: 1 + Self.settle))
    }

    /// The circle (widened to a 44-wide target) takes the tap; anywhere else — just outside it,
    /// the list's middle, or the button's place while it is hidden — the tap is not consumed
    /// and nothing scrolls.
    @Test(arguments: [false, true])
    func tapsElsewhereAreUnaffected(keyboardUp: Bool) throws {
        let scene = try Self.settledScene(.threeCase, keyboardUp: keyboardUp)
        let atEnd = scene.frame(at: 1)
        let place = Self.expectedFrame(barTop: atEnd.barTop)
        #expect(!scene.tapJumpToLatest(at: place.center, in: atEnd, at: 1))
        scene.scroll(by: -Self.scrolledUp, at: 1)
        let scrolled = scene.frame(at: 1)
        let button = try #require(scene.jumpToLatestButton(in: scrolled))
        let misses = [Point(x: 195, y: 300),
                      Point(x: button.frame.midX, y: button.frame.minY - JumpToLatest.hitSlop - 1),
                      Point(x: button.frame.minX, y: button.frame.minY)]  // the square's corner, off the circle
        for miss in misses {
            #expect(!scene.tapJumpToLatest(at: miss, in: scrolled, at: 1), "\(miss)")
        }
        #expect(button.contains(Point(x: button.frame.midX, y: button.frame.maxY + JumpToLatest.hitSlop - 1)))
        #expect(scene.frame(at: 2).lastMessageBottom == scrolled.lastMessageBottom)
        #expect(scene.jumpToLatestButton(in: scene.frame(at: 2)) != nil)
    }
}
