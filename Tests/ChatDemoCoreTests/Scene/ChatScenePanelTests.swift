import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

/// The attachment panel at the scene the window drives (`ChatScene+Panel`). Sizes as in
/// `ChatSceneLayoutTests`: stage 390×844, bar 52, English K 291 (top 553), panel 260 (top 584);
/// 40 messages are case 3, whose list rises by the keyboard's height.
@Suite struct ChatScenePanelTests {
    static let keyboardTop = 844 - 291
    static let panelTop = 844 - 260
    /// 60 Hz frames over two seconds from `start`: past the keyboard spring's 0.5 s.
    static func frames(from start: Double) -> [Double] { (0...120).map { start + Double($0) / 60 } }

    static func scene(_ count: Int = 40, strategy: Strategy = .threeCase) throws -> ChatScene {
        try ChatSceneLayoutTests.scene(count, strategy: strategy)
    }

    /// Keyboard → panel → keyboard: a swap is a height change of the surface that is up. In
    /// every frame of both swaps the bar's bottom is the surface's top (zero gap), the list moves
    /// exactly as the bar does (its content origin by the same pixels as the surface's top), so
    /// the last message keeps its place on the bar and no band of list background opens; with
    /// the panel up the list is 31 lower (291 − 260), and with the keys back where it was.
    /// Case 3 (40 messages, last message 8 above the bar), case 2 (12, on the bar's top), and
    /// the lift behaviours that ride the bar.
    @Test(arguments: [(40, Strategy.threeCase), (12, .threeCase), (40, .always), (40, .persistent)])
    func keyboardPanelKeyboardMovesTheListWithTheBar(count: Int, strategy: Strategy) throws {
        let scene = try Self.scene(count, strategy: strategy)
        scene.showKeyboard(at: 0)
        let before = scene.frame(at: 2)
        let band = try #require(before.lastMessageBottom) - Double(before.barTop)
        #expect(before.keyboardTop == Self.keyboardTop && scene.bottomSurface == .keyboard)
        #expect(band == (count == 40 ? -8 : 0))
        scene.apply(.show, at: 2)
        #expect(scene.bottomSurface == .panel && scene.isPanelDrawn)
        var tops = Set<Int>()
        for (start, surface) in [(2.0, BottomSurface.panel), (4.0, .keyboard)] {
            if start == 4 { scene.showKeyboard(at: 4) }  // a tap on the field
            for time in Self.frames(from: start) {
                let frame = scene.frame(at: time)
                #expect(frame.barBottom == frame.keyboardTop && frame.surface == surface, "t \(time)")
                #expect(frame.listTop - before.listTop == Double(frame.keyboardTop - before.keyboardTop), "t \(time): list \(frame.listTop)")
                #expect(try #require(frame.lastMessageBottom) - Double(frame.barTop) == band, "t \(time)")
                tops.insert(frame.keyboardTop)
            }
        }
        #expect(scene.bottomSurface == .keyboard && !scene.isPanelDrawn && tops.count > 10)
        scene.apply(.show, at: 6)
        #expect(scene.frame(at: 8).keyboardTop == Self.panelTop && scene.frame(at: 8).listTop == before.listTop + 31)
        scene.showKeyboard(at: 8)
        let back = scene.frame(at: 10)
        #expect(back.keyboardTop == Self.keyboardTop && back.listTop == before.listTop && back.listShift == before.listShift)
    }

    /// A list that does not rise with the keyboard (case 1: 6 messages; `.never`) does not move
    /// through a swap either: only the bar does.
    @Test(arguments: [(6, Strategy.threeCase), (40, .never)])
    func aListThatStaysForTheKeyboardStaysForThePanel(count: Int, strategy: Strategy) throws {
        let scene = try Self.scene(count, strategy: strategy)
        scene.showKeyboard(at: 0)
        let before = scene.frame(at: 2)
        scene.apply(.show, at: 2)
        for time in Self.frames(from: 2) {
            let frame = scene.frame(at: time)
            #expect(frame.listTop == before.listTop && frame.listShift == 0 && frame.barBottom == frame.keyboardTop, "t \(time)")
        }
        #expect(scene.frame(at: 4).keyboardTop == Self.panelTop)
    }

    /// Compare mode: every pane over the shared keyboard hears the swap as the same height
    /// change, so each pane's list moves with the bar through both swaps.
    @Test func everyComparedPaneMovesWithTheBar() throws {
        let (lead, others) = try CompareScenesTests.panes([.threeCase, .always, .persistent], messages: 40)
        lead.showKeyboard(at: 0)
        let before = SceneFrame.compared(lead: lead, others: others, at: 2)
        let swaps: [((Double) -> Void, Double)] = [({ lead.apply(.show, at: $0) }, 2.0), ({ lead.showKeyboard(at: $0) }, 4.0)]
        for (swap, start) in swaps {
            swap(start)
            for time in Self.frames(from: start) {
                let frames = SceneFrame.compared(lead: lead, others: others, at: time)
                for (frame, earlier) in zip(frames, before) {
                    #expect(frame.listTop - earlier.listTop == Double(frame.keyboardTop - earlier.keyboardTop)
                            && frame.barBottom == frame.keyboardTop, "t \(time)")
                }
            }
            let settled = SceneFrame.compared(lead: lead, others: others, at: start + 1.9)
            #expect(settled.allSatisfy { $0.drawsPanel == (start == 2) && $0.keyboardTop == (start == 2 ? Self.panelTop : Self.keyboardTop) })
        }
    }

    /// Panel → hidden runs on the keyboard's hide curve: the visible height, as a fraction of
    /// the surface's height, is the keyboard's in every frame; under case 3 the list rides the bar.
    @Test func thePanelShowsAndHidesOnTheKeyboardsCurve() throws {
        let keys = try Self.scene()
        let panel = try Self.scene()
        keys.showKeyboard(at: 0)
        panel.apply(.show, at: 0)
        #expect(panel.bottomSurface == .panel)
        keys.hideKeyboard(at: 2)
        panel.apply(.hide, at: 2)
        #expect(panel.bottomSurface == .none && panel.isPanelDrawn, "it is drawn while it goes down")
        for time in Self.frames(from: 0) + Self.frames(from: 2) {
            let k = keys.frame(at: time).keyboardVisibleHeight
            let frame = panel.frame(at: time)
            #expect(abs(frame.keyboardVisibleHeight / 260 - k / 291) < 1e-9, "t \(time)")
            #expect(frame.barBottom == frame.keyboardTop && frame.listShift == Double(844 - frame.keyboardTop), "t \(time)")
        }
        #expect(panel.frame(at: 1.9).keyboardTop == Self.panelTop && panel.frame(at: 4).keyboardTop == 844)
    }

    /// `panel toggle` twice from rest: up, then down; `show` when up and `hide` when not up do nothing.
    @Test func requests() throws {
        let scene = try Self.scene()
        scene.apply(.hide, at: 0)
        #expect(scene.bottomSurface == .none && !scene.isPanelDrawn)
        scene.apply(.toggle, at: 0)
        #expect(scene.bottomSurface == .panel)
        scene.apply(.show, at: 1)
        #expect(scene.frame(at: 1).keyboardTop == Self.panelTop)
        scene.apply(.toggle, at: 1)
        #expect(scene.bottomSurface == .none)
        scene.showKeyboard(at: 3)
        #expect(scene.bottomSurface == .keyboard && !scene.isPanelDrawn)
        scene.apply(.hide, at: 4)
        #expect(scene.bottomSurface == .keyboard, "hide is for the panel, not the keyboard")
    }

    /// No key is hit where the panel is drawn (its items are not keys).
    @Test func thePanelHasNoKeys() throws {
        let scene = try Self.scene()
        scene.apply(.show, at: 0)
        let frame = scene.frame(at: 2)
        #expect(scene.drawnKeyboard.keyIndex(at: Point(x: 195, y: 700), in: frame) == nil)
        #expect(scene.drawnKeyboard.keyCentre(label: "q", in: frame) == nil)
        #expect(scene.drawnKeyboard.keyTapReadiness(label: "q", in: frame, at: 2)
                == .refused("tap key 'q': the attachment panel is up, not the keyboard (use 'tap input' first)"))
        scene.showKeyboard(at: 2)
        #expect(scene.drawnKeyboard.keyCentre(label: "q", in: scene.frame(at: 4)) != nil)
        #expect(scene.drawnKeyboard.keyTapReadiness(label: "q", in: scene.frame(at: 4), at: 4) == .ready)
    }

    /// Over the emoji keyboard the panel takes the grid's place: `drag keyboard` has no grid to drag.
    @Test func thePanelCoversTheEmojiGrid() throws {
        let scene = try Self.scene()
        scene.setKeyboardLayout(.emoji, at: 0)
        scene.showKeyboard(at: 0)
        #expect(scene.drawnKeyboard.emojiGridCentre(in: scene.frame(at: 2)) != nil)
        scene.apply(.show, at: 2)
        #expect(scene.drawnKeyboard.emojiGridCentre(in: scene.frame(at: 4)) == nil)
    }

    /// Rotated with the panel up, it takes its landscape height (190) and the bar stays on it.
    @Test func rotationWithThePanelUp() throws {
        let scene = try Self.scene()
        scene.apply(.show, at: 0)
        scene.setContentSize(ChatSceneLayoutTests.landscape, at: 1)
        let frame = scene.frame(at: 3)
        #expect(frame.keyboardTop == 390 - 190 && frame.barBottom == frame.keyboardTop && frame.surface == .panel)
    }

    /// A window too small for the panel shortens it as it shortens the keyboard:
    /// 390×200 is landscape (panel 190), and 200 high with the 52 bar leaves 148, so its top is
    /// at 52 and the bar sits on it.
    @Test func aSmallWindowShortensThePanel() throws {
        let scene = try Self.scene()
        scene.apply(.show, at: 0)
        scene.setContentSize(Size(width: 390, height: 200), at: 1)
        let frame = scene.frame(at: 3)
        #expect(scene.keyboardHeight == 148 && frame.keyboardTop == 52 && frame.barBottom == frame.keyboardTop)
    }

    /// The caption names the panel while it is up.
    @Test func theCaptionNamesThePanel() throws {
        let scene = try Self.scene()
        scene.apply(.show, at: 0)
        #expect(ReviewCaption(frame: scene.frame(at: 2), strategy: .threeCase, slowMotionFactor: 1).text
                == "three-case · panel · case 3: the list moves with the keyboard")
        scene.showKeyboard(at: 2)
        #expect(ReviewCaption(frame: scene.frame(at: 4), strategy: .threeCase, slowMotionFactor: 1).text
                == "three-case · case 3: the list moves with the keyboard")
    }
}
