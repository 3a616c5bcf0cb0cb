import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

/// Right to left mirrors x and nothing else: the jump button and the panel's items take the
/// mirrored side, while every position the layout computes (and so the zero gap) is the same
/// frame for frame as left to right.
@Suite struct StageDirectionTests {
    static func scene(_ direction: StageDirection, strategy: Strategy = .threeCase) throws -> ChatScene {
        let scene = try ChatScene(conversation: ChatSceneLayoutTests.conversation(40), keyboard: .english, keyboardResources: .bundled(),
                                  strategy: strategy, contentSize: ChatSceneLayoutTests.portrait,
                                  measure: ChatSceneStormTests.estimate, direction: direction)
        scene.setMeasuredLayout(contentSize: ChatSceneLayoutTests.portrait, barHeight: 52, at: 0)
        return scene
    }

    @Test func mirrorsTheLeftEdge() {
        #expect(StageDirection.rtl.leftEdge(of: 36, at: 342, across: 390) == 12)
        #expect(StageDirection.ltr.leftEdge(of: 36, at: 342, across: 390) == 342)
        #expect(StageDirection.rtl.placed(Rect(x: 12, y: 5, width: 100, height: 20), across: 390)
                == Rect(x: 278, y: 5, width: 100, height: 20))
        #expect(StageDirection(rawValue: "rtl") == .rtl && StageDirection.spellings == ["ltr", "rtl"])
    }

    /// Bottom-left, 12 from the left edge, at the same height; a tap on it jumps, a tap where
    /// the left-to-right button would be does not.
    @Test func theJumpButtonIsBottomLeft() throws {
        let scene = try Self.scene(.rtl)
        _ = scene.frame(at: 0)
        _ = scene.frame(at: 1)
        scene.scroll(by: -300, at: 1)
        let frame = scene.frame(at: 1)
        let button = try #require(scene.jumpToLatestButton(in: frame))
        #expect(button.frame == Rect(x: 12, y: 744, width: 36, height: 36))
        #expect(!button.contains(Point(x: 360, y: 762)))
        #expect(scene.tapJumpToLatest(at: button.centre, in: frame, at: 1))
    }

    @Test func thePanelsItemsRunFromTheRight() {
        let ltr = AttachmentPanel.cells(width: 390, height: 260)
        let rtl = AttachmentPanel.cells(width: 390, height: 260, direction: .rtl)
        #expect(rtl[0].tile == Rect(x: 311.25, y: 24, width: 60, height: 60))
        #expect(rtl[0].labelCentre == Point(x: 341.25, y: 98))
        for (left, right) in zip(ltr, rtl) {
            #expect(right.item == left.item)
            #expect(right.tile.x == 390 - left.tile.maxX && right.tile.y == left.tile.y)
        }
    }

    /// Show, scroll, hide and a send in every strategy: each frame of the right-to-left scene
    /// has the left-to-right scene's positions, so the bar sits on the keyboard in both.
    @Test(arguments: Strategy.allCases)
    func theLayoutIsTheSameFrameForFrame(strategy: Strategy) throws {
        let ltr = try Self.scene(.ltr, strategy: strategy), rtl = try Self.scene(.rtl, strategy: strategy)
        var time = 0.0
        for step in 0..<240 {
            for scene in [ltr, rtl] {
                switch step {
                case 10: scene.showKeyboard(at: time)
                case 80: scene.scroll(by: -120, at: time)
                case 120: scene.send("שלום, hello", at: time)
                case 160: scene.hideKeyboard(at: time)
                default: break
                }
            }
            let left = ltr.frame(at: time), right = rtl.frame(at: time)
            #expect(ChatSceneLayoutTests.summary(right) == ChatSceneLayoutTests.summary(left), "\(strategy) step \(step)")
            #expect(right.listTop == left.listTop && right.jumpOpacity == left.jumpOpacity, "\(strategy) step \(step)")
            #expect(right.jumpToLatest?.frame.y == left.jumpToLatest?.frame.y, "\(strategy) step \(step)")
            if strategy != .naive {
                #expect(right.barBottom == right.keyboardTop, "\(strategy) step \(step): gap")
            }
            time += 1.0 / 60
        }
    }
}
