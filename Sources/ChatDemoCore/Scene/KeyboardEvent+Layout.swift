import ChatLayout
import Keyboard

extension KeyboardEvent {
    /// Tells `layout` of this will-event. The chat's stage ends at the tab bar: heights above it
    /// are what the chat sees. The begin frame is in a container `containerHeight` tall (the old
    /// height during a resize), the end frame in the stage now, whose chat is `chatHeight` tall.
    func tell(_ layout: inout ChatLayoutState, chatHeight: Double, containerHeight: Double, tabBarHeight: Double) {
        let begin = max(0, containerHeight - tabBarHeight - beginFrame.minY)
        let end = max(0, chatHeight - endFrame.minY)
        switch kind {
        case .willShow: layout.keyboardWillShow(height: end, from: begin, at: time)
        case .willHide: layout.keyboardWillHide(from: begin, at: time)
        case .willChangeFrame where isInputViewSwap: layout.surfaceWillSwap(toHeight: end, from: begin, at: time)
        case .willChangeFrame: layout.keyboardWillChangeFrame(height: end, from: begin, at: time)
        default: break
        }
    }
}
