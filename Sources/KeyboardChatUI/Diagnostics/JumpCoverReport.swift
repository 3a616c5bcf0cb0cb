import ChatDemoCore
import Keyboard

/// For tests (`KEYBOARDCHAT_REPORT_JUMP`): for every painted frame that shows the jump-to-latest
/// button fully, prints on stdout where the button is and where the text of the bubble nearest
/// the bar shows, so a test can check the button never covers it:
///
///     jump 42: button 342 744 36 36 | text 126.5 700 239.5 40 me
///
/// The text is the bottom-most bubble's lines cut to the rows where the list shows: below the
/// navigation bar, above the keyboard and the bar, and above the scroll edge's opaque part
/// under the button (`JumpToLatest.edgeSolidTop`). `none` when no bubble's text shows.
@MainActor
enum JumpCoverReport {
    static let isEnabled = DiagnosticSwitch.reportJump.isSet

    static func record(_ frame: SceneFrame, index: Int, scene: ChatScene, bubbles: BubbleRenderer, width: Double) {
        guard isEnabled, let button = frame.jumpToLatestDrawn, frame.jumpOpacity >= 1 else { return }
        let shownTop = ChatScene.navigationBarHeight
        let shownBottom = min(Double(frame.barTop), Double(frame.keyboardTop), button.edgeSolidTop)
        var text = "none"
        let messages = scene.conversation.messages
        for message in frame.visibleMessages.clamped(to: messages.indices).reversed() {
            let lines = bubbles.textFrame(of: messages[message], index: message, top: scene.messageTop(message, in: frame),
                                          listWidth: width, direction: scene.direction)
            let top = max(lines.minY, shownTop), bottom = min(lines.maxY, shownBottom)
            guard bottom > top else { continue }
            let side = messages[message].sender == .me ? "me" : "them"
            text = "\(format(lines.x)) \(format(top)) \(format(lines.width)) \(format(bottom - top)) \(side)"
            break
        }
        let circle = button.frame
        print("jump \(index): button \(format(circle.x)) \(format(circle.y)) \(format(circle.width)) \(format(circle.height)) | text \(text)")
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
