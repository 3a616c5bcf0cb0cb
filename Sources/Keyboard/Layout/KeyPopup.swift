/// The balloon iOS draws above a pressed letter key: an enlarged key (the head) showing the
/// letter big, joined to the pressed key by a neck that flares from the key's width to the
/// head's, so the key and the head are one shape with one outline and the letter stays
/// visible above the finger.
///
/// Proportions (of iOS's balloon at 390 pt, where a letter key is 33 × 42 pt): the head is
/// 1.5 key widths wide and 1.1 key heights tall; the neck rises a third of a key height from
/// the key's top to the head's bottom; the stem below it is the key itself. A key at either end
/// of its row (q and p, a and l, 1 and 0) leans inwards: the head's outer side continues the
/// key's outer side, and the head is always kept inside the keyboard's width. The head may reach
/// above the keyboard's top (over the input bar), as on iOS.
///
/// ```swift
/// // "w" at 390 pt portrait: Rect(x: 42, y: 8, width: 33, height: 42), in the middle of its row
/// let popup = KeyPopup(key: Rect(x: 42, y: 8, width: 33, height: 42), keyboardWidth: 390)
/// popup.head      // Rect(x: 33.75, y: -52.2, width: 49.5, height: 46.2)
/// popup.bounds    // Rect(x: 33.75, y: -52.2, width: 49.5, height: 102.2)
/// popup.outline   // one closed path: key, neck, head, neck, key
/// ```
///
/// - Complexity: O(1).
public struct KeyPopup: Hashable, Sendable {
    /// Which way the head extends from the key.
    public enum Lean: Hashable, Sendable {
        /// Centred over the key (the keys inside a row).
        case centred
        /// Outward only to the right: the row's first key, whose left side runs straight up.
        case right
        /// Outward only to the left: the row's last key, whose right side runs straight up.
        case left
    }

    /// Head width as a multiple of the key's width.
    public static let headWidthRatio = 1.5
    /// Head height as a multiple of the key's height.
    public static let headHeightRatio = 1.1
    /// The neck's height (from the key's top to the head's bottom) as a multiple of the key's
    /// height: tall enough that even a leaning key's one flaring side widens by under 2 pt a row.
    public static let neckHeightRatio = 1.0 / 3
    /// The head's corner radius, in points.
    public static let headCornerRadius = 8.0
    /// A cubic Bézier's control-point distance for a quarter circle of radius 1.
    static let quarterCircle = 0.552_284_749_8

    /// The pressed key, whose frame is the balloon's stem.
    public let key: Rect
    /// The enlarged key holding the large letter, in the same coordinates as the key frame.
    public let head: Rect
    /// Which way the head leans.
    public let lean: Lean
    /// The key's corner radius, which the stem's bottom corners keep.
    public let keyCornerRadius: Double

    /// The balloon of a key at `key`; `lean` says where the key sits in its row
    /// (`lean(of:in:)`), `keyCornerRadius` is the drawn key's.
    public init(key: Rect, keyboardWidth: Double, lean: Lean = .centred, keyCornerRadius: Double = 5) {
        let width = key.width * Self.headWidthRatio
        let height = key.height * Self.headHeightRatio
        let neck = key.height * Self.neckHeightRatio
        let preferred = switch lean {
        case .centred: key.midX - width / 2
        case .right: key.minX
        case .left: key.maxX - width
        }
        let x = min(max(preferred, 0), max(0, keyboardWidth - width))
        self.key = key
        self.lean = lean
        self.keyCornerRadius = keyCornerRadius
        head = Rect(x: x, y: key.minY - neck - height, width: width, height: height)
    }

    /// The balloon of `keys[index]`, leaning inwards when the key ends its row.
    public init(keys: [PlacedKey], index: Int, keyboardWidth: Double, keyCornerRadius: Double = 5) {
        self.init(key: keys[index].frame, keyboardWidth: keyboardWidth,
                  lean: Self.lean(of: index, in: keys), keyCornerRadius: keyCornerRadius)
    }

    /// `.right` for the first key of its row, `.left` for the last, `.centred` otherwise (and for
    /// a key alone in its row).
    public static func lean(of index: Int, in keys: [PlacedKey]) -> Lean {
        let placed = keys[index]
        let row = keys.filter { $0.row == placed.row }
        guard row.count > 1 else { return .centred }
        if row.allSatisfy({ $0.frame.minX >= placed.frame.minX }) { return .right }
        if row.allSatisfy({ $0.frame.maxX <= placed.frame.maxX }) { return .left }
        return .centred
    }

    /// The height of the neck between the key's top and the head's bottom.
    public var neckHeight: Double { key.minY - head.maxY }

    /// The smallest rectangle holding the whole balloon (the head and the key).
    public var bounds: Rect {
        let minX = min(head.minX, key.minX), maxX = max(head.maxX, key.maxX)
        return Rect(x: minX, y: head.minY, width: maxX - minX, height: key.maxY - head.minY)
    }

    /// The balloon's one closed outline, clockwise on screen from the key's bottom left: up the
    /// key's left side, out along the neck (an S-curve, vertical at both ends, so the side has
    /// no corner; its control points a third of the way up keep it climbing evenly, so its
    /// steepest slope is 1.5 times its average), round the head, back in along the other neck and down to the key's rounded
    /// bottom. A leaning side whose head and key edges line up is a straight line.
    public var outline: [PathElement] {
        let r = min(keyCornerRadius, key.width / 2, key.height / 2)
        let big = min(Self.headCornerRadius, head.width / 2, head.height / 2)
        let neck = neckHeight
        let k = Self.quarterCircle
        func p(_ x: Double, _ y: Double) -> Point { Point(x: x, y: y) }
        return [
            .move(p(key.minX, key.maxY - r)),
            .line(p(key.minX, key.minY)),
            .curve(p(key.minX, key.minY - neck / 3), p(head.minX, head.maxY + neck / 3), to: p(head.minX, head.maxY)),
            .line(p(head.minX, head.minY + big)),
            .curve(p(head.minX, head.minY + big - k * big), p(head.minX + big - k * big, head.minY), to: p(head.minX + big, head.minY)),
            .line(p(head.maxX - big, head.minY)),
            .curve(p(head.maxX - big + k * big, head.minY), p(head.maxX, head.minY + big - k * big), to: p(head.maxX, head.minY + big)),
            .line(p(head.maxX, head.maxY)),
            .curve(p(head.maxX, head.maxY + neck / 3), p(key.maxX, key.minY - neck / 3), to: p(key.maxX, key.minY)),
            .line(p(key.maxX, key.maxY - r)),
            .curve(p(key.maxX, key.maxY - r + k * r), p(key.maxX - r + k * r, key.maxY), to: p(key.maxX - r, key.maxY)),
            .line(p(key.minX + r, key.maxY)),
            .curve(p(key.minX + r - k * r, key.maxY), p(key.minX, key.maxY - r + k * r), to: p(key.minX, key.maxY - r)),
            .close,
        ]
    }

    /// Whether `key` of a `layout` keyboard gets a balloon: letter, digit and
    /// symbol keys do; function keys, space, the candidate bar and the emoji
    /// keyboard do not (iOS shows none there).
    public static func shows(for key: Key, on layout: KeyboardLayoutKind) -> Bool {
        guard layout != .emoji, case .character(let text) = key.action, !key.isSpecial else { return false }
        return text.count == 1
    }
}
