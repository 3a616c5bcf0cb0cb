import Testing
@testable import Curves

@Test func placeholderCurves() { #expect(Bool(true)) }
