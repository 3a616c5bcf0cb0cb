import Testing

/// The shapes `CodeName` reads, by example: what is checked as which kind of name, and what is
/// left alone.
@Suite struct CodeNameTests {
    @Test func pathsFromTheRootFoldersAndFileNames() {
        #expect(CodeName(span: "Sources/KeyboardChatUI/Frame/") == .path("Sources/KeyboardChatUI/Frame/"))
        #expect(CodeName(span: "Stage/StageView.swift") == .path("Stage/StageView.swift"))
        #expect(CodeName(span: "run.sh") == .path("run.sh"))
        #expect(CodeName(span: "README.md") == .path("README.md"))
        #expect(CodeName(span: "Frame/") == .path("Frame/"))
    }

    @Test func patternsAndOtherPlacesAreNotPaths() {
        #expect(CodeName(span: "DIR/frame-NNNN.png") == nil)
        #expect(CodeName(span: "Resources/Layouts/<kind>.json") == nil)
        #expect(CodeName(span: "/usr/bin/convert") == nil)
        #expect(CodeName(span: "../shared/tools/fresh-machine-test") == nil)
    }

    @Test func typesMembersAndFunctions() {
        #expect(CodeName(span: "ChatScene") == .type("ChatScene"))
        #expect(CodeName(span: "Patience.factor") == .member(owner: "Patience", path: ["factor"]))
        #expect(CodeName(span: "ChatScene.Snapshot") == .member(owner: "ChatScene", path: ["Snapshot"]))
        #expect(CodeName(span: "needsAnotherFrame") == .bareMember("needsAnotherFrame"))
        #expect(CodeName(span: "refreshFrame()") == .function(owner: nil, name: "refreshFrame", labels: []))
        #expect(CodeName(span: "StageView.apply(_:repaintingWholeStage:)")
            == .function(owner: "StageView", name: "apply", labels: ["_", "repaintingWholeStage"]))
        #expect(CodeName(span: ".onItsOwnThread(minutes:)") == .function(owner: nil, name: "onItsOwnThread", labels: ["minutes"]))
        #expect(CodeName(span: "MessageMetrics(heights:spacing:)")
            == .function(owner: "MessageMetrics", name: "init", labels: ["heights", "spacing"]))
    }

    /// Flags, commands, environment variables, C functions, values and expressions.
    @Test func whatIsNoNameOfThisProject() {
        for span in ["--record", "tap input", "KEYBOARDCHAT_REPORT_REST", "gtk_widget_queue_allocate", "I420",
                     "three-case", "ChatScene.frame(at: now)", "keyboard_top", "x264enc"] {
            #expect(CodeName(span: span) == nil, "\(span)")
        }
    }
}
