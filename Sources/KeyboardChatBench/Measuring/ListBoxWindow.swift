import KeyboardChatUI
import CGtk
import ChatDemoCore
import Keyboard

/// The baseline the performance goals compare with: what a GTK 3 developer would write instead. A
/// GtkListBox with one GtkLabel row per message in a GtkScrolledWindow,
/// above the same input bar and a keyboard area, in a vertical GtkBox. The
/// keyboard's visible height comes from the same `KeyboardController`
/// (Curves' `AnimatedValue` on `AnimationCurve.keyboard`) and is applied as
/// the keyboard area's size request each frame, so GTK re-lays out the box
/// and the list shrinks and grows with the keyboard. The list stays pinned
/// to its last message, as a chat's does, by moving the vertical adjustment
/// to the bottom whenever GTK reconfigures it.
@MainActor
final class ListBoxWindow {
    /// Padding and wrapping close to our bubbles', so rows are as tall.
    nonisolated static let rowMargin: Int32 = 8
    nonisolated static let labelWrapChars: Int32 = 30

    let window: UnsafeMutablePointer<GtkWidget>
    private let keyboardArea: UnsafeMutablePointer<GtkWidget>
    private let inputBar = InputBar()
    private let keyboard: KeyboardController
    private let keyboardRenderer = KeyboardRenderer()
    private var visibleHeight = -1

    convenience init(count: Int) throws {
        try self.init(conversation: ConversationGenerator.make(count: count))
    }

    init(conversation: Conversation) throws {
        let size = BenchScene.stageSize
        keyboard = KeyboardController(containerSize: size, layout: .english, resources: try .bundled())
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)
        gtk_window_set_default_size(checkedCast(window), Int32(size.width), Int32(size.height))
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0)!
        let scroller = gtk_scrolled_window_new(nil, nil)!
        gtk_scrolled_window_set_policy(checkedCast(scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
        gtk_widget_set_vexpand(scroller, 1)
        let list = gtk_list_box_new()!
        gtk_list_box_set_selection_mode(checkedCast(list), GTK_SELECTION_NONE)
        for message in conversation.messages {
            gtk_container_add(checkedCast(list), Self.row(for: message))
        }
        gtk_container_add(checkedCast(scroller), list)
        keyboardArea = gtk_drawing_area_new()
        gtk_box_pack_start(checkedCast(column), scroller, 1, 1, 0)
        gtk_box_pack_start(checkedCast(column), inputBar.widget, 0, 0, 0)
        gtk_box_pack_start(checkedCast(column), keyboardArea, 0, 0, 0)
        gtk_container_add(checkedCast(window), column)

        let adjustment = gtk_scrolled_window_get_vadjustment(checkedCast(scroller))!
        connect(adjustment, "changed") {
            gtk_adjustment_set_value(adjustment, gtk_adjustment_get_upper(adjustment) - gtk_adjustment_get_page_size(adjustment))
        }
        connectDraw(keyboardArea) { [unowned self] cr in self.drawKeyboard(on: cr) }
    }

    /// One GtkLabel per message, wrapped and aligned to its sender's side.
    private static func row(for message: Message) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(message.text)!
        gtk_label_set_line_wrap(checkedCast(label), 1)
        gtk_label_set_line_wrap_mode(checkedCast(label), PANGO_WRAP_WORD_CHAR)
        gtk_label_set_max_width_chars(checkedCast(label), labelWrapChars)
        gtk_label_set_xalign(checkedCast(label), 0)
        gtk_widget_set_halign(label, message.sender == .me ? GTK_ALIGN_END : GTK_ALIGN_START)
        for setMargin in [gtk_widget_set_margin_top, gtk_widget_set_margin_bottom,
                          gtk_widget_set_margin_start, gtk_widget_set_margin_end] {
            setMargin(label, rowMargin)
        }
        return label
    }

    /// The tick's work: the keyboard's visible height becomes the keyboard
    /// area's height, which makes GTK lay the window out again.
    func step(at time: Double) {
        KeyboardCycle.keepMoving(keyboard, at: time)
        let height = Int(keyboard.visibleHeight(at: time).rounded())
        guard height != visibleHeight else { return }
        visibleHeight = height
        gtk_widget_set_size_request(keyboardArea, -1, Int32(height))
    }

    private func drawKeyboard(on cr: OpaquePointer) {
        let layout = keyboard.keyboardLayout
        let width = Double(gtk_widget_get_allocated_width(keyboardArea))
        let appearance = KeyboardAppearance(
            layout: layout, keys: layout.keys(width: width, orientation: keyboard.orientation),
            orientation: keyboard.orientation, top: 0, width: width, height: keyboard.height, pressedKey: nil,
            isUppercase: false, isCapsLocked: false, candidates: [], composition: "")
        keyboardRenderer.draw(appearance, painter: Painter(cr: cr))
    }
}
