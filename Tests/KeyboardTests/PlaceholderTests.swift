import Testing
@testable import Keyboard

@Test func placeholderKeyboard() { #expect(Bool(true)) }
