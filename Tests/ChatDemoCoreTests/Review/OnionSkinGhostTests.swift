import Keyboard
import Testing
@testable import ChatDemoCore

/// The onion skin's ghosts: where each earlier frame's bar outline and keyboard band fall on the
/// stage, how faint they are, and that a frame where nothing moved leaves none.
@Suite struct OnionSkinGhostTests {
    /// The stage 66 pt below the window's top at scale 1; the bar 390 × 56 pt resting on the
    /// keyboard at 600.
    static let placement = OnionSkinGhost.Placement(
        stageTop: 66, scale: 1, stageWidth: 390, bar: Rect(x: 0, y: 544, width: 390, height: 56), keyboardTop: 600,
        fieldText: Rect(x: 12, y: 556, width: 276, height: 40))

    static func frame(_ number: Int, top: Int, bar: Int? = nil, panes: Int = 1) -> MotionFrame {
        let sample = MotionSample(keyboardTop: top, barBottom: bar ?? top, listShift: 0, contentShift: 0, caseLabel: "1",
                                  keyboardVisibleHeight: 0, keyboardVelocity: 0)
        return MotionFrame(frame: number, animationTime: Double(number) / 60, wallTime: Double(number) / 60,
                           panes: Array(repeating: sample, count: panes))
    }

    @Test func theFrameBeforeIsABarOutlineAndAKeyboardBandWhereItHadThem() {
        let ghosts = OnionSkinGhost.ghosts(of: [Self.frame(9, top: 657)], pane: 0, placement: Self.placement)
        #expect(ghosts == [OnionSkinGhost(frame: 9, bar: Rect(x: 2, y: 537, width: 386, height: 52),
                                          keyboardBand: Rect(x: 0, y: 591, width: 390, height: 10), opacity: 0.45)])
    }

    @Test func olderGhostsAreFainterAndComeFirst() {
        let frames = [9, 8, 7, 6, 5, 4].map { Self.frame($0, top: 600 + 66 - 4 * (10 - $0)) }
        let ghosts = OnionSkinGhost.ghosts(of: frames, pane: 0, placement: Self.placement)
        #expect(ghosts.map(\.frame) == [4, 5, 6, 7, 8, 9])
        #expect(ghosts.map(\.keyboardBand.minY) == [576, 580, 584, 588, 592, 596])
        let opacities = ghosts.map { ($0.opacity * 100).rounded() / 100 }
        #expect(opacities == [0.1, 0.1, 0.15, 0.25, 0.35, 0.45])
        // Translucent: whatever lies under a ghost shows through it.
        #expect(ghosts.allSatisfy { $0.opacity <= 0.5 })
    }

    /// At rest, and where the bar and the keyboard stood still for a few frames, nothing is
    /// drawn twice: a frame where nothing moved since the newer one gives no ghost.
    @Test func framesWhereNothingMovedLeaveNoGhost() {
        let resting = [Self.frame(9, top: 666), Self.frame(8, top: 666)]
        #expect(OnionSkinGhost.ghosts(of: resting, pane: 0, placement: Self.placement).isEmpty)
        let pausedMidway = [Self.frame(9, top: 660), Self.frame(8, top: 660), Self.frame(7, top: 654)]
        #expect(OnionSkinGhost.ghosts(of: pausedMidway, pane: 0, placement: Self.placement).map(\.frame) == [7, 9])
    }

    @Test func theTracesDevicePixelsAreHalvedAtScaleTwo() throws {
        var placement = Self.placement
        placement.scale = 2
        let ghosts = OnionSkinGhost.ghosts(of: [Self.frame(3, top: 1300, bar: 1290)], pane: 0, placement: placement)
        let ghost = try #require(ghosts.first)
        #expect(ghost.keyboardBand.minY == 584)
        // The bar's bottom at 1290 device pixels is 579 pt on the stage; the ghost sits 2 pt inside it.
        #expect(ghost.bar == Rect(x: 2, y: 525, width: 386, height: 52))
    }

    @Test func aPaneTheFrameDoesNotHaveGetsNoGhost() {
        #expect(OnionSkinGhost.ghosts(of: [Self.frame(3, top: 650)], pane: 1, placement: Self.placement).isEmpty)
        #expect(OnionSkinGhost.ghosts(of: [Self.frame(3, top: 650, panes: 2)], pane: 1, placement: Self.placement).count == 1)
    }
}
