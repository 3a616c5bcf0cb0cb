import Testing
import StrictJSON

/// The guess of where a second core may start in an array of objects.
@Suite struct JSONArraySeamTests {
    static func seam(_ text: String, from start: Int, accepts: (Int) -> Bool = { _ in true }) -> Int? {
        Array(text.utf8).withUnsafeBytes { JSONArraySeam.find(in: $0, from: start, length: 1 << 20, accepts: accepts) }
    }

    @Test func aBraceAfterACommaAfterABraceWithSpaceBetween() {
        let text = #"[{"a": 1} ,\#n {"b": 2}, {"c": 3}]"#
        #expect(Self.seam(text, from: 0) == 13)
        #expect(Self.seam(text, from: 14) == 23)
        // The one the caller does not accept is passed over.
        #expect(Self.seam(text, from: 0) { $0 != 13 } == 23)
    }

    @Test func nothingLikeItIsNil() {
        #expect(Self.seam(#"[{"a": [1, {"b": 2}]}]"#, from: 0) == nil)
        #expect(Self.seam("{", from: 0) == nil)
        #expect(Self.seam("", from: 0) == nil)
    }
}
