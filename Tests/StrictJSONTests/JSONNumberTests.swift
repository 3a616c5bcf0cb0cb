import Foundation
import Testing
@testable import StrictJSON

/// Numbers that are valid JSON but do not fit the field that reads them: the decoder's failure
/// keeps the number's coding path, and the number itself says what is wrong with it.
@Suite struct JSONNumberTests {
    struct Message: Decodable {
        let seconds: JSONNumber<Int>?
        let place: JSONNumber<Double>?
    }

    static func corrupted(_ text: String) -> (path: [JSONPathComponent], description: String)? {
        do {
            _ = try JSONDecoder().decode([Message].self, from: Data(text.utf8))
            return nil
        } catch DecodingError.dataCorrupted(let context) {
            return (JSONLocator.path(context.codingPath), context.debugDescription)
        } catch {
            return nil
        }
    }

    @Test func aNumberThatDoesNotFitKeepsItsPath() throws {
        let found = try #require(Self.corrupted(#"[{"seconds": 3}, {"seconds": 1.5}]"#))
        #expect(found.path == [.index(1), .key("seconds")])
        #expect(found.description == JSONNumber<Int>.doesNotFit)
        #expect(Self.corrupted(#"[{"place": 1e400}]"#)?.path == [.index(0), .key("place")])
    }

    @Test func otherErrorsPassThrough() throws {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Message].self, from: Data(#"[{"seconds": "x"}]"#.utf8)) }
        #expect(Self.corrupted(#"[{"seconds": "x"}]"#) == nil)
        #expect(try JSONDecoder().decode([Message].self, from: Data(#"[{"seconds": 12, "place": null}]"#.utf8)).first?.seconds?.value == 12)
    }

    static func problem(_ literal: String, whole: Bool, unit: String? = nil) -> JSONNumberProblem {
        JSONNumberProblem(at: 3, in: Array("[0,\(literal)]".utf8), wholeNumber: whole, unit: unit)
    }

    @Test func aWholeNumberIsNotWholeOrOutOfRange() {
        #expect(Self.problem("1.5", whole: true, unit: "seconds") == JSONNumberProblem(literal: "1.5", reason: "not a whole number of seconds"))
        #expect(Self.problem("15e-1", whole: true).reason == "not a whole number")
        #expect(Self.problem("1e-400", whole: true).reason == "not a whole number")
        for large in ["1e20", "-1E+20", "9223372036854775808", "1.5e19", "100000000000000000000.000", "1e99999999999999999999"] {
            #expect(Self.problem(large, whole: true).reason == "out of range (a whole number here lies within ±9223372036854775807)", "\(large)")
        }
    }

    @Test func aFloatingPointNumberIsTooLargeOrTooCloseToZero() {
        #expect(Self.problem("1e400", whole: false) == JSONNumberProblem(literal: "1e400",
                                                                        reason: "out of range (a number here lies within ±1.7976931348623157e308)"))
        #expect(Self.problem("-0.002e-400", whole: false).reason == "too close to 0 for a number here; write 0")
        let long = String(repeating: "9", count: 400)
        #expect(Self.problem(long, whole: false).literal == String(repeating: "9", count: 40) + "…")
    }
}
