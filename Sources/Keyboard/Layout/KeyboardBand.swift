/// The band under the last row of keys, as on an iPhone with Face ID: the keyboard's reported
/// height includes it, and iOS puts the globe (left) and dictation (right) keys in it, so the
/// bottom row has no globe and the globe is reachable from every keyboard, emoji included.
///
/// The band is the layout's `bottomInset`: the key rows keep everything above it, so the
/// keyboard's height (and with it every motion) is what it was. Its lowest part is the
/// home-indicator zone, which iOS keeps free of controls (`homeIndicatorZone`); the two keys
/// fill the rest of the band's height. Each is 1.5 letter cells wide, as wide as Shift and
/// backspace, so the globe's centre is under Shift's and the microphone's under backspace's,
/// where iOS draws them.
///
/// At 390 pt in portrait (291 pt keyboard, `bottomInset` 73, rows in 2 … 218):
/// the band is `Rect(x: 0, y: 218, width: 390, height: 73)`, the keys 218 … 257 (39 pt,
/// above the 34 pt zone), the globe `Rect(x: 3, y: 218, width: 52.5, height: 39)` and the
/// microphone `Rect(x: 334.5, y: 218, width: 52.5, height: 39)`. In landscape at 844 pt
/// (209 pt, `bottomInset` 48.5, side insets 47): band from y 160.5, keys 27.5 pt tall above the
/// 21 pt zone, globe `Rect(x: 50, y: 160.5, width: 106.5, height: 27.5)`.
///
/// - Complexity: O(1).
public struct KeyboardBand: Hashable, Sendable {
    /// Label of the dictation key (what a script's `tap key` names it by).
    public static let dictationLabel = "🎤"
    /// Label of the globe key.
    public static let globeLabel = "🌐"
    /// The keys' width in letter cells (a tenth of the width between the side insets, the top
    /// row's ten letters): Shift's and backspace's.
    public static let keyCells = 1.5
    /// Letter cells across the keyboard.
    static let cellsAcross = 10.0

    /// The bottom of the screen iOS leaves to the home indicator: its bottom safe-area inset,
    /// 34 pt in portrait and 21 pt in landscape on iPhones with Face ID.
    public static func homeIndicatorZone(for orientation: Orientation) -> Double {
        orientation == .portrait ? 34 : 21
    }

    /// The whole band, the keyboard's full width (keyboard coordinates).
    public let frame: Rect
    public let globe: Rect
    public let dictation: Rect

    /// The band of a keyboard `height` tall and `width` wide whose rows end `bandHeight`
    /// above its bottom; `sideInset` and `keyGap` as the rows use them.
    public init(width: Double, height: Double, bandHeight: Double, sideInset: Double, keyGap: Double,
                orientation: Orientation) {
        let band = max(0, min(bandHeight, height))
        frame = Rect(x: 0, y: height - band, width: width, height: band)
        let keysHeight = max(0, band - Self.homeIndicatorZone(for: orientation))
        let cell = max(0, width - 2 * sideInset) / Self.cellsAcross
        let keyWidth = max(0, Self.keyCells * cell - keyGap)
        let left = sideInset + keyGap / 2
        globe = Rect(x: left, y: frame.y, width: keyWidth, height: keysHeight)
        dictation = Rect(x: width - left - keyWidth, y: frame.y, width: keyWidth, height: keysHeight)
    }

    /// The band of a layout with `metrics` on a keyboard `width` wide.
    public init(width: Double, metrics: LayoutMetrics, orientation: Orientation) {
        self.init(width: width, height: metrics.height, bandHeight: metrics.bottomInset,
                  sideInset: metrics.sideInset(forWidth: width), keyGap: metrics.keyGap, orientation: orientation)
    }

    /// The globe and dictation keys as drawn keys in row `row` (the one after the last row).
    public func keys(row: Int) -> [PlacedKey] {
        [PlacedKey(key: Key(label: Self.globeLabel, action: .nextLayout, isSpecial: true), frame: globe, row: row),
         PlacedKey(key: Key(label: Self.dictationLabel, action: .dictation, isSpecial: true), frame: dictation, row: row)]
    }

    /// Whether `action` is one of the band's keys (drawn as a bare glyph, not a key cap).
    public static func holds(_ action: KeyAction) -> Bool {
        action == .nextLayout || action == .dictation
    }
}
