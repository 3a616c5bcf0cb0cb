import ChatLayout
import Testing
@testable import ChatDemoCore

/// Compare mode's big labels say what tells the panes apart.
@Suite struct PaneLabelTests {
    /// The same strategy on three platforms gives three labels; three strategies on one
    /// platform are named by their strategies alone.
    @Test func labelsNameTheStrategyAndThePlatformWhenPlatformsDiffer() {
        let platforms = ["ios", "android", "linux-phone"].map { PaneLabel(strategy: .threeCase, platform: $0).text }
        #expect(platforms == ["three-case · ios", "three-case · android", "three-case · linux-phone"])
        #expect(Set(platforms).count == 3)
        let strategies = [Strategy.threeCase, .always, .never].map { PaneLabel(strategy: $0, platform: nil).text }
        #expect(strategies == ["three-case", "always", "never"])
        #expect(PaneLabel(strategy: .inset, platform: "tuned").text == "inset · tuned")
    }
}
