import Foundation
import Testing
@testable import Curves

struct CurveTableTests {
    @Test func defaultTableHasHeaderAnd51Rows() throws {
        let lines = try CurveTable.csv().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 53)                  // header + 51 rows + the final empty piece
        #expect(lines.first == "time_s,linear,ease_in,ease_out,ease_in_out,keyboard")
        #expect(lines.last == "")
        #expect(lines[1] == "0.000000,0.00000000,0.00000000,0.00000000,0.00000000,0.00000000")
        #expect(lines[51] == "0.500000,1.00000000,1.00000000,1.00000000,1.00000000,1.00000000")
        #expect(lines[11] == "0.100000,0.20000000,0.06228200,0.30836607,0.08165986,0.54477839")
    }

    @Test func smallTable() throws {
        #expect(try CurveTable.csv(samples: 3) == """
            time_s,linear,ease_in,ease_out,ease_in_out,keyboard
            0.000000,0.00000000,0.00000000,0.00000000,0.00000000,0.00000000
            0.250000,0.50000000,0.31535681,0.68464319,0.50000000,0.94203835
            0.500000,1.00000000,1.00000000,1.00000000,1.00000000,1.00000000

            """)
    }

    @Test func valuesMatchTheCurves() throws {
        let rows = try CurveTable.rows(samples: 101)
        #expect(rows.count == 101)
        for (i, row) in rows.enumerated() {
            #expect(row.time == 0.5 * Double(i) / 100)
            #expect(row.progress[0] == row.time / 0.5)
            let expectedKeyboard = i == 100 ? 1 : keyboardReference(row.time)
            #expect(abs(row.progress[4] - expectedKeyboard) < 1e-12)
        }
    }

    @Test(arguments: [1, 0, -5])
    func rejectsTooFewSamples(samples: Int) {
        #expect(throws: CurveTable.Error.tooFewSamples(samples)) { try CurveTable.csv(samples: samples) }
    }
}
