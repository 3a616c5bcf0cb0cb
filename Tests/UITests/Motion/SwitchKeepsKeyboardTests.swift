import ChatDemoCore
import Foundation
import Testing

/// In the real app: switching case or strategy with the keyboard up keeps it up.
/// From the app's own trace: once shown, the keyboard's top never leaves its shown position
/// through a `case` and a `strategy` switch, the bar sits on it in every frame, and each
/// switch brings the list shift its new case or strategy needs.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct SwitchKeepsKeyboardTests {
    @Test func caseAndStrategySwitchesKeepTheKeyboardUp() throws {
        let rows = try traceOfScript(["tap input", "wait 700", "case many", "wait 700", "strategy bar-only", "wait 700", "quit"],
                                     arguments: ["--case", "few"], name: "switch-keeps-keyboard")
        let restingTop = try #require(rows.first?.keyboardTop)
        let shownTop = try #require(rows.map(\.keyboardTop).min())
        let keyboardHeight = Double(restingTop - shownTop)
        #expect(keyboardHeight >= 250, "the keyboard barely moved (\(keyboardHeight) px)")
        for row in rows {
            #expect(row.barBottom == row.keyboardTop, "frame \(row.frame): bar bottom \(row.barBottom) vs keyboard top \(row.keyboardTop)")
        }
        let firstShown = try #require(rows.firstIndex { $0.keyboardTop == shownTop })
        for row in rows[firstShown...] {
            #expect(row.keyboardTop == shownTop, "frame \(row.frame): the keyboard left its shown top \(shownTop)")
        }
        // Few messages: case 1, no list shift; many: case 3, the list rides the keyboard (by K);
        // bar only: the list stays.
        let labels = rows[firstShown...].map(\.caseLabel)
        #expect(labels.first == "1" && labels.contains("3") && labels.last == "bar-only", "\(Set(labels))")
        for row in rows[firstShown...] {
            switch row.caseLabel {
            case "1", "bar-only": #expect(row.listShift == 0, "frame \(row.frame) (\(row.caseLabel))")
            case "3": #expect(row.listShift == keyboardHeight, "frame \(row.frame): case 3 list shift \(row.listShift)")
            default: Issue.record("frame \(row.frame): unexpected case \(row.caseLabel)")
            }
        }
    }
}
