import KeyboardChatUI
import CGtk

/// `type_key_ms_50k_draft`: what one key tap costs with a 50 000-character
/// draft in the real input bar. Each tap inserts a letter at
/// the cursor as a key does, lets GTK run what it queued (the text view
/// validates its layout in idle handlers), then lays the bar out and paints
/// it, as the frame after a key press does.
@MainActor
final class DraftTypingBenchmark {
    nonisolated static let draftCharacters = 50_000
    nonisolated static let warmupTaps = 3
    nonisolated static let measuredTaps = 40

    /// The draft: the stress text's mixture (with spaces; `BenchScene.hugeMessageConversation`)
    /// or one unbroken run of `x`.
    enum Draft: String, CaseIterable {
        case mixture, unbroken

        @MainActor var text: String {
            switch self {
            case .unbroken: return String(repeating: "x", count: DraftTypingBenchmark.draftCharacters)
            case .mixture:
                var text = BenchScene.hugeMessageConversation().messages.last!.text
                text.removeLast(text.count - DraftTypingBenchmark.draftCharacters)
                return text
            }
        }
    }

    private let bar: OffscreenInputBar
    private let surface: OpaquePointer

    init(_ draft: Draft) {
        bar = OffscreenInputBar(width: Int32(BenchScene.stageSize.width))
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(BenchScene.stageSize.width), 400)!
        bar.bar.insertAtCursor(draft.text)
        settle()
        for _ in 0..<Self.warmupTaps { tap() }
    }

    isolated deinit {
        cairo_surface_destroy(surface)
    }

    /// Milliseconds per key tap for the next `taps` taps.
    func measure(taps: Int) -> Samples {
        var samples = Samples()
        for _ in 0..<taps {
            let start = Stopwatch.nanoseconds()
            tap()
            samples.append(Stopwatch.elapsed(since: start) / 1_000_000)
        }
        return samples
    }

    private func tap() {
        bar.bar.insertAtCursor("a")
        settle()
        let cr = cairo_create(surface)!
        bar.draw(on: cr, top: 0)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
    }

    /// Runs what GTK queued (idle validation of the text view's layout).
    private func settle() {
        var budget = 1_000
        while budget > 0 && g_main_context_iteration(nil, 0) != 0 { budget -= 1 }
    }
}
