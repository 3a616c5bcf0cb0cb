extension ChatLayoutState {
    /// Seed 004's decision for the keyboard height `keyboardHeight` (K) from the list's resting
    /// position, and the shifts' new targets, re-followed from their values at visible height
    /// `startHeight`. Shared by a show and a resize, so both decide alike.
    mutating func decideThreeCase(fromHeight startHeight: Double, at time: Double) {
        let height = keyboardHeight
        let decision = ThreeCase.decide(
            lastMessageBottom: restingLastMessageBottom, contentHeight: contentHeight,
            barHeight: barHeight, keyboardHeight: height, nearBarMargin: nearBarMargin)
        threeCase.decidedCase = decision.threeCase
        threeCase.isListRiseCapped = false
        if decision.threeCase == .manyMessages {
            threeCase.settledListRise = 0
            listShift.retarget(fromHeight: startHeight, toHeight: height, shift: height, at: time)
            contentShift.retarget(fromHeight: startHeight, toHeight: height, shift: height, at: time)
        } else {
            // The seed's rule owns the scroll position from here on: no pinned auto-scroll.
            scroll.freeze(maxOffset: translatedMaxOffset(at: time), at: time)
            threeCase.settledListRise = decision.listRise
            listShift.retarget(fromHeight: startHeight, toHeight: height, shift: decision.listRise, at: time)
            contentShift.retarget(fromHeight: startHeight, toHeight: height, shift: 0, at: time)
        }
    }
}
