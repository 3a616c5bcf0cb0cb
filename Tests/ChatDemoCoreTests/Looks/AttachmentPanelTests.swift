import Keyboard
import Testing
@testable import ChatDemoCore

/// The panel's grid, worked by hand: portrait 4 columns × 2 rows, landscape one row of six.
@Suite struct AttachmentPanelTests {
    @Test func portraitGrid() {
        let cells = AttachmentPanel.cells(width: 390, height: 260)
        #expect(cells.map(\.item) == AttachmentPanel.Item.allCases)
        // Column width 97.5: tile x = 97.5 · column + 18.75; rows at 24 and 124.
        #expect(cells[0].tile == Rect(x: 18.75, y: 24, width: 60, height: 60))
        #expect(cells[0].labelCentre == Point(x: 48.75, y: 98))
        #expect(cells[3].tile == Rect(x: 311.25, y: 24, width: 60, height: 60))
        #expect(cells[4].tile == Rect(x: 18.75, y: 124, width: 60, height: 60))
        #expect(cells[5].tile.maxY + AttachmentPanel.labelOffset <= 260)
    }

    /// 844 wide: six columns of 140.67; one row at 24; the label 98 fits 190.
    @Test func landscapeRow() {
        let cells = AttachmentPanel.cells(width: 844, height: 190)
        #expect(Set(cells.map(\.tile.y)) == [24])
        #expect(abs(cells[5].tile.x - (5 * 844.0 / 6 + (844.0 / 6 - 60) / 2)) < 1e-9)
    }

    /// A panel shortened to 112 (full portrait grid needs 224): everything at half size.
    @Test func aShortPanelSqueezesTheGrid() {
        let cells = AttachmentPanel.cells(width: 390, height: 112)
        #expect(cells[4].tile == Rect(x: 97.5 * 0 + (97.5 - 30) / 2, y: 62, width: 30, height: 30))
        #expect(cells[4].labelCentre.y == 99)
    }
}
