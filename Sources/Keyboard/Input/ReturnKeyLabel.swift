/// What the return key says, which depends on what pressing it does.
///
/// In this chat return sends (`KeyboardOutput.send`), so the Pinyin keyboard
/// labels it the way iOS's Chinese keyboards do for a send field: 发送
/// ("send"). While letters are composing, return commits them as typed
/// (iOS's behaviour: the raw letters go into the field, nothing is sent),
/// and the key says so: 确认 ("confirm"). The English keyboards keep iOS's
/// "return". Hebrew and Arabic say what their layout files say (שליחה, إرسال: "send").
///
/// ```swift
/// ReturnKeyLabel.label(for: .pinyin, isComposing: false)   // "发送"
/// ReturnKeyLabel.label(for: .pinyin, isComposing: true)    // "确认"
/// ReturnKeyLabel.label(for: .english, isComposing: false)  // "return"
/// ```
///
/// - Complexity: O(1).
public enum ReturnKeyLabel {
    public static let send = "发送"
    public static let confirm = "确认"
    public static let english = "return"

    /// `fileLabel` is the key's label in the layout file, which the layouts besides english
    /// and Pinyin show.
    public static func label(for layout: KeyboardLayoutKind, isComposing: Bool, fileLabel: String = english) -> String {
        guard layout == .pinyin else { return layout == .english ? english : fileLabel }
        return isComposing ? confirm : send
    }
}
