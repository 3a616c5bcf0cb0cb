import Testing
@testable import ChatDemoCore

/// How much of a long draft the field lays out, so that typing into it stays cheap.
@Suite struct DraftWindowTests {
    private let window = DraftWindow(threshold: 10, span: 4)

    @Test func documentedExamples() {
        #expect(window.visibleRange(count: 20, cursor: 20) == 16..<20)
        #expect(window.visibleRange(count: 20, cursor: 9) == 7..<11)
        #expect(window.visibleRange(count: 10, cursor: 3) == nil)
    }

    @Test func aDraftUpToTheThresholdIsLaidOutWhole() {
        for count in 0...10 { #expect(window.visibleRange(count: count, cursor: count) == nil) }
        #expect(window.visibleRange(count: 11, cursor: 11) == 7..<11)
    }

    @Test func theWindowStaysInsideTheDraftAndHoldsTheCursor() {
        #expect(window.visibleRange(count: 20, cursor: 0) == 0..<4)
        #expect(window.visibleRange(count: 20, cursor: 1) == 0..<4)
        #expect(window.visibleRange(count: 20, cursor: 2) == 0..<4)
        #expect(window.visibleRange(count: 20, cursor: 3) == 1..<5)
        #expect(window.visibleRange(count: 20, cursor: 19) == 16..<20)
        // A cursor reported past either end is clamped to it.
        #expect(window.visibleRange(count: 20, cursor: -5) == 0..<4)
        #expect(window.visibleRange(count: 20, cursor: 99) == 16..<20)
        for count in 11...40 {
            for cursor in 0...count {
                let range = window.visibleRange(count: count, cursor: cursor)!
                #expect(range.count == 4 && range.lowerBound >= 0 && range.upperBound <= count)
                #expect(range.contains(cursor) || range.upperBound == cursor, "cursor \(cursor) outside \(range)")
            }
        }
    }

    @Test func aCursorWellInsideTheShownTextKeepsTheWindow() {
        #expect(window.visibleRange(count: 20, cursor: 8, keeping: 7..<11) == 7..<11)
        #expect(window.visibleRange(count: 20, cursor: 10, keeping: 7..<11) == 7..<11)
        // Within span / 4 = 1 of an inner edge: centred again.
        #expect(window.visibleRange(count: 20, cursor: 7, keeping: 7..<11) == 5..<9)
        #expect(window.visibleRange(count: 20, cursor: 11, keeping: 7..<11) == 9..<13)
        // At the draft's own edges the window stays.
        #expect(window.visibleRange(count: 20, cursor: 0, keeping: 0..<4) == 0..<4)
        #expect(window.visibleRange(count: 20, cursor: 20, keeping: 16..<20) == 16..<20)
        #expect(window.visibleRange(count: 20, cursor: 17, keeping: 16..<20) == 16..<20)
        // A letter typed at the end: the draft grew past the window, which follows.
        #expect(window.visibleRange(count: 21, cursor: 21, keeping: 16..<20) == 17..<21)
        // A window that no longer fits the draft, or of another width, is not kept.
        #expect(window.visibleRange(count: 18, cursor: 17, keeping: 16..<20) == 14..<18)
        #expect(window.visibleRange(count: 20, cursor: 8, keeping: 7..<12) == 6..<10)
        // Short again: all of it.
        #expect(window.visibleRange(count: 10, cursor: 8, keeping: 7..<11) == nil)
    }

    @Test func theFieldsWindowForAFiftyThousandCharacterDraft() {
        #expect(DraftWindow.standard.visibleRange(count: 50_000, cursor: 50_000) == 49_400..<50_000)
        #expect(DraftWindow.standard.visibleRange(count: 50_000, cursor: 25_000) == 24_700..<25_300)
        #expect(DraftWindow.standard.visibleRange(count: 2_000, cursor: 2_000) == nil)
    }
}
