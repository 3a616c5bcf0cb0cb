/// A key with its frame for one keyboard width and orientation.
///
/// Frames are relative to the keyboard's top-left corner; add the keyboard
/// frame's origin (`KeyboardController.frame(at:)`) to draw in the window.
public struct PlacedKey: Hashable, Sendable {
    public var key: Key
    public var frame: Rect
    /// Row index from the top; the Pinyin candidate bar is row 0 when present.
    public var row: Int

    public init(key: Key, frame: Rect, row: Int) {
        self.key = key
        self.frame = frame
        self.row = row
    }
}
