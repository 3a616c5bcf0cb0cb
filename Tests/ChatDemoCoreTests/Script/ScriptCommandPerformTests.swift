import ChatLayout
import Keyboard
import Testing
@testable import ChatDemoCore

/// What each command does to the window, called through `ScriptTarget` exactly as the window
/// will see it: the same calls in the same order, and the outcome the runner acts on.
@MainActor
@Suite struct ScriptCommandPerformTests {
    /// A target whose frame is a real scene's, with the bar's top at 700.
    private func target() throws -> RecordingScriptTarget {
        let scene = try ChatScene(conversation: ConversationGenerator.make(count: 3), keyboard: .english, keyboardResources: .bundled(),
                                  strategy: .threeCase, contentSize: Size(width: 390, height: 800), measure: { _, _ in 40 })
        var frame = scene.frame(at: 0)
        frame.barTop = 700
        return RecordingScriptTarget(frame: frame)
    }

    private typealias Call = RecordingScriptTarget.Call

    @Test func theInputBarIsUsedAsAClickOrTypingWould() throws {
        let target = try target()
        #expect(target.perform(.tapInput) == (.done, [.useInputBar(.clickField)]))
        #expect(target.perform(.tapSend) == (.done, [.useInputBar(.clickSend)]))
        #expect(target.perform(.type("one\ntwo")) == (.done, [.useInputBar(.type("one\ntwo"))]))
        #expect(target.perform(.send) == (.done, [.useInputBar(.send)]))
    }

    /// Under the navigation bar (44) by 24, in the middle of the 390-wide stage.
    @Test func tapListPressesAndReleasesInTheList() throws {
        let point = Point(x: 195, y: 68)
        #expect(try target().perform(.tapList) == (.done, [.usePointer(.press(point)), .usePointer(.release(point))]))
    }

    @Test func tapJumpLandsOnTheButtonOrIsRefusedWithoutIt() throws {
        let target = try target()
        #expect(target.perform(.tapJumpToLatest) == (
            .refused("tap jump: the jump-to-latest button is not shown (it appears once the chat's end is out of sight, e.g. after 'drag list 0 400 300')"),
            [.refreshedFrame]))
        target.frame?.jumpToLatest = JumpToLatest(frame: Rect(x: 342, y: 744, width: 36, height: 36))
        let centre = Point(x: 360, y: 762)
        #expect(target.perform(.tapJumpToLatest) == (.done, [.refreshedFrame, .refreshedFrame, .usePointer(.press(centre)), .usePointer(.release(centre))]))
        // Before the first frame there is nothing to judge: the step passes and does nothing.
        target.frame = nil
        #expect(target.perform(.tapJumpToLatest) == (.done, [.refreshedFrame, .refreshedFrame]))
    }

    @Test func tapKeyWaitsForTheKeyboardThenTapsTheKeysCentre() throws {
        let target = try target()
        target.centres[.key("q")] = Point(x: 20, y: 600)
        let judged: [Call] = [.refreshedFrame, .keyTapReadiness("q", verb: "tap")]
        #expect(target.perform(.tapKey("q")) == (.done, judged + [
            .refreshedFrame, .centre(.key("q")), .usePointer(.press(Point(x: 20, y: 600))), .usePointer(.release(Point(x: 20, y: 600))),
        ]))
        target.readiness = .comingUp
        #expect(target.perform(.tapKey("q")) == (.comingUp, judged))
        target.readiness = .refused("tap key 'q': the keyboard is hidden (use 'tap input' first)")
        #expect(target.perform(.tapKey("q")) == (.refused("tap key 'q': the keyboard is hidden (use 'tap input' first)"), judged))
        target.frame = nil
        #expect(target.perform(.tapKey("q")) == (.comingUp, [.refreshedFrame]))
    }

    /// The runner presses and later releases: the step says where and until when.
    @Test func holdKeyAsksTheRunnerToHoldTheKey() throws {
        let target = try target()
        target.centres[.key("⌫")] = Point(x: 370, y: 700)
        #expect(target.perform(.holdKey("⌫", milliseconds: 500), at: 2) == (.hold(Point(x: 370, y: 700), releaseAt: 2.5), [
            .refreshedFrame, .keyTapReadiness("⌫", verb: "hold"), .refreshedFrame, .centre(.key("⌫")),
        ]))
        target.readiness = .comingUp
        #expect(target.perform(.holdKey("⌫", milliseconds: 500)).0 == .comingUp)
    }

    @Test func waitResumesAfterItsDurationOfWallTime() throws {
        #expect(try target().perform(.wait(milliseconds: 500), at: 2) == (.resume(at: 2.5), []))
    }

    /// A list drag starts 120 above the bar's top (700), never above 20 under the navigation bar.
    @Test func dragListStartsAboveTheBar() throws {
        let target = try target()
        #expect(target.perform(.drag(dx: 0, dy: -250.5, milliseconds: 300), at: 2) == (.done, [
            .refreshedFrame, .usePointer(.drag(ScriptDrag(start: Point(x: 195, y: 580), dx: 0, dy: -250.5, startWallTime: 2, duration: 0.3))),
        ]))
        target.frame?.barTop = 100
        #expect(target.perform(.drag(dx: 5, dy: 0, milliseconds: 0), at: 2).1.last
            == .usePointer(.drag(ScriptDrag(start: Point(x: 195, y: 64), dx: 5, dy: 0, startWallTime: 2, duration: 0))))
    }

    @Test func dragKeyboardNeedsTheEmojiGrid() throws {
        let target = try target()
        #expect(target.perform(.dragKeyboard(dx: -30, milliseconds: 250)) == (
            .refused("drag keyboard: the emoji keyboard is not shown (use 'keyboard emoji' and 'tap input' first)"),
            [.refreshedFrame, .centre(.emojiGrid)]))
        target.centres[.emojiGrid] = Point(x: 195, y: 650)
        #expect(target.perform(.dragKeyboard(dx: -30, milliseconds: 250), at: 1) == (.done, [
            .refreshedFrame, .centre(.emojiGrid), .refreshedFrame, .centre(.emojiGrid),
            .usePointer(.drag(ScriptDrag(start: Point(x: 195, y: 650), dx: -30, dy: 0, startWallTime: 1, duration: 0.25))),
        ]))
    }

    /// Choices and behaviours go through the menus' own actions, by name.
    @Test func menuCommandsActivateTheirActions() throws {
        let target = try target()
        #expect(target.perform(.keyboard(.pinyin)) == (.done, [.activateAction("keyboard", parameter: "pinyin")]))
        #expect(target.perform(.conversationCase(.many)) == (.done, [.activateAction("case", parameter: "many")]))
        #expect(target.perform(.strategy(.wholeView)) == (.done, [.activateAction("strategy", parameter: "whole-view")]))
        #expect(target.perform(.rotate) == (.done, [.activateAction("rotate", parameter: nil)]))
        #expect(target.perform(.escape) == (.done, [.activateAction("hide-keyboard", parameter: nil)]))
        #expect(target.perform(.panel(.toggle)) == (.done, [.activateAction("panel", parameter: nil)]))
        #expect(target.perform(.overlay(true)) == (.done, [.setToggle("debug-overlay", on: true)]))
        #expect(target.perform(.overlay(false)) == (.done, [.setToggle("debug-overlay", on: false)]))
    }

    @Test func reviewRequestsCarryTheirValues() throws {
        let target = try target()
        #expect(target.perform(.panel(.show)) == (.done, [.applyPanel(.show)]))
        #expect(target.perform(.panel(.hide)) == (.done, [.applyPanel(.hide)]))
        #expect(target.perform(.slowMotion(2.5)) == (.done, [.setSlowMotion(2.5)]))
        #expect(target.perform(.receiveStream("Sure.", milliseconds: 1500)) == (.done, [.receiveStreamingReply("Sure.", milliseconds: 1500)]))
        #expect(target.perform(.resize(width: 844, height: 390)) == (.done, [.resizeWindow(width: 844, height: 390)]))
        #expect(target.perform(.quit) == (.done, [.quit(nil)]))
    }

    /// The steps after a screenshot wait for the next frame, so it shows only what came before.
    @Test func aScreenshotEndsTheFramesSteps() throws {
        #expect(try target().perform(.screenshot(path: "out/a.png")) == (.doneForThisFrame, [.requestScreenshot("out/a.png")]))
    }
}
