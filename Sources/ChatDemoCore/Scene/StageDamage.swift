/// What of the stage must be painted again when frame `new` replaces frame `old`.
///
/// The stage paints the message list (clipped to the keyboard's top), the keyboard and the
/// navigation bar; the input bar is a real widget that GTK redraws wherever its allocation moves.
/// When the list is where it was — same viewport, same scroll offset, same visible messages, as
/// in case 1 where only the keyboard and the bar move — everything above the highest bar or
/// keyboard edge of the two frames is unchanged, so only the band from there to the stage's
/// bottom is painted again — from higher still when either frame shows the jump-to-latest
/// button, which sits just above the bar. A frame whose case reading differs repaints everything:
/// the navigation bar's caption names it.
///
/// Example (case 1, keyboard rising, stage 390×798): old keyboardTop 700 / barTop 648, new
/// keyboardTop 650 / barTop 598, list unchanged → `.band(top: 598, bottom: 798)`.
///
/// - Complexity: O(1).
public enum StageDamage: Equatable, Sendable {
    /// The two frames paint the same pixels.
    case none
    /// Everything (a different list, or no earlier frame).
    case full
    /// Rows `top..<bottom` (stage coordinates, logical pixels).
    case band(top: Int, bottom: Int)

    public static func between(_ old: SceneFrame?, _ new: SceneFrame, stageHeight: Int) -> StageDamage {
        guard let old else { return .full }
        let oldGeometry = old.geometry, newGeometry = new.geometry
        let listUnchanged = oldGeometry.listViewportTop == newGeometry.listViewportTop
            && oldGeometry.scrollOffset == newGeometry.scrollOffset
            && oldGeometry.visibleMessages == newGeometry.visibleMessages
            && old.stream == new.stream  // a streaming reply grew
        // The navigation bar's caption names the case and whether it is in effect
        // (`CaseReading`): a new reading repaints it.
        guard listUnchanged, CaseReading(frame: old) == CaseReading(frame: new) else { return .full }
        let buttonChanged = old.jumpToLatestDrawn != new.jumpToLatestDrawn || old.jumpOpacity != new.jumpOpacity
        guard old.keyboardTop != new.keyboardTop || old.barTop != new.barTop || old.barBottom != new.barBottom
                || old.keyboardHeight != new.keyboardHeight || buttonChanged else { return .none }
        // The jump-to-latest button rides the bar's top and fades: its old and new places are painted too.
        let buttonTops = [old.jumpToLatestDrawn, new.jumpToLatestDrawn].compactMap {
            $0.map { Int(($0.frame.minY - JumpToLatest.drawnReach).rounded(.down)) }
        }
        let top = max(0, min(old.barTop, new.barTop, old.keyboardTop, new.keyboardTop, buttonTops.min() ?? .max))
        return top >= stageHeight ? .none : .band(top: top, bottom: stageHeight)
    }
}
