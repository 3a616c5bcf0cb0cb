import Foundation
import Testing

@Suite(.serialized)
struct SmokeTests {
    @Test func withoutADisplayTheAppSaysSoAndExitsOne() throws {
        let result = try runApp([], display: nil)
        #expect(result.status == 1)
        #expect(result.stderr.contains("cannot open display"))
        #expect(!result.stderr.contains("CRITICAL"))
    }
}
