import Testing
@testable import ChatLayout

@Test func placeholderChatLayout() { #expect(Bool(true)) }
