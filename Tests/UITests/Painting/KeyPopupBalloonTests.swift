import ChatDemoCore
import Foundation
import Keyboard
import Testing

/// The balloon above a held letter key, read from screenshots at 390 pt portrait: iOS's shape
/// (wider than the key, joined to it by a neck that flares without a step, the row's end keys
/// leaning inwards) and an edge that stands out from the key-coloured keys under it, in light
/// and dark.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct KeyPopupBalloonTests {
    static let keyboardHeight = 291

    /// The keys' frames at 390 pt portrait, in the keyboard's coordinates.
    static func frame(of label: String) throws -> Rect {
        let keys = try KeyboardResources.bundled().layout(.english).keys(width: 390, orientation: .portrait)
        return try #require(keys.first { $0.key.label == label }).frame
    }

    /// The balloon's fill, found by flooding from inside the held key's lower half with
    /// `fill`'s colour: each row's leftmost and rightmost filled column, top row first. An edge
    /// with a gap would let the flood run into the neighbouring keys.
    static func balloonRows(_ image: PixelImage, key: Rect, fill: RGBColour) -> [(y: Int, left: Int, right: Int)] {
        let top = image.height - keyboardHeight
        let start = (x: Int(key.midX), y: top + Int(key.maxY) - 6)
        func isFill(_ x: Int, _ y: Int) -> Bool {
            let p = image.rgb(x, y)
            let f = (r: Int(fill.hex >> 16 & 0xFF), g: Int(fill.hex >> 8 & 0xFF), b: Int(fill.hex & 0xFF))
            return max(abs(p.r - f.r), abs(p.g - f.g), abs(p.b - f.b)) <= 8
        }
        guard isFill(start.x, start.y) else { return [] }
        var seen: Set<Int> = [start.y * image.width + start.x]
        var stack = [start]
        var rows: [Int: (left: Int, right: Int)] = [:]
        while let (x, y) = stack.popLast(), seen.count < 40_000 {
            let row = rows[y] ?? (x, x)
            rows[y] = (min(row.left, x), max(row.right, x))
            for (nx, ny) in [(x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)]
            where nx >= 0 && nx < image.width && ny >= 0 && ny < image.height && !seen.contains(ny * image.width + nx) && isFill(nx, ny) {
                seen.insert(ny * image.width + nx)
                stack.append((nx, ny))
            }
        }
        return rows.keys.sorted().map { ($0, rows[$0]!.left, rows[$0]!.right) }
    }

    @Test func theBalloonIsWiderThanTheKeyJoinedToItAndTheEndKeysLeanInwards() throws {
        let labels = ["d", "q", "a", "p", "l"]
        let run = try ScriptedRun(["wait 300", "tap input", "wait 700"] + labels.flatMap { label in
            ["hold key \(label) 3000", "wait 400", "screenshot held-\(label)", "wait 2800"]
        } + ["quit"], arguments: ["--theme", "light"], name: "popup-shape")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        for label in labels {
            let key = try Self.frame(of: label)
            let image = try run.image("held-\(label)")
            let top = image.height - Self.keyboardHeight
            let rows = Self.balloonRows(image, key: key, fill: RGBColour(0xFFFFFF))
            try #require(!rows.isEmpty, "\(label): no balloon fill in the key")
            let widths = rows.map { $0.right - $0.left + 1 }
            let widest = try #require(widths.max())
            // Shut in by its edge: the flood stays within the balloon's rows and columns.
            #expect(rows.count < Int(key.height * 2.7) && widest < Int(key.width * 2), "\(label): the fill leaks: \(rows.count) rows, \(widest) wide")
            #expect(Double(widest) >= key.width * 1.4, "\(label): the head is \(widest) px wide, the key \(key.width)")
            // The stem is the key: as wide as the key at the key's middle.
            let middle = try #require(rows.first { $0.y == top + Int(key.midY) })
            #expect(abs(Double(middle.right - middle.left + 1) - key.width) <= 2, "\(label): the stem is \(middle)")
            // Joined: from the key's top up to the head's full width each side moves at most 2 px
            // a row, over many rows (a neck, not a step where a box sits on the key: a box's
            // rounded corners moved 4 px in one row and widened it over 5 rows).
            let keyTopRow = top + Int(key.minY)
            let firstWidest = try #require(rows.last { $0.right - $0.left + 1 >= widest - 1 && $0.y < keyTopRow })
            let neck = rows.filter { $0.y >= firstWidest.y && $0.y <= keyTopRow }
            for (upper, lower) in zip(neck, neck.dropFirst()) {
                #expect(abs(upper.left - lower.left) <= 2 && abs(upper.right - lower.right) <= 2,
                        "\(label): a step between rows \(lower.y) and \(upper.y): \(lower) to \(upper)")
            }
            let stem = middle.right - middle.left + 1
            let flaring = neck.filter { $0.right - $0.left + 1 > stem && $0.right - $0.left + 1 < widest }
            #expect(flaring.count >= 7, "\(label): the neck flares over \(flaring.count) rows")
            let left = try #require(rows.map(\.left).min()), right = try #require(rows.map(\.right).max())
            #expect(left >= 0 && right < 390, "\(label): the balloon leaves the keyboard: \(left)…\(right)")
            switch label {
            case "q", "a":
                #expect(left >= Int(key.minX) - 1, "\(label) leans inwards: its left side is the key's, \(left) against \(key.minX)")
            case "p", "l":
                #expect(right <= Int(key.maxX.rounded(.up)), "\(label) leans inwards: its right side is the key's, \(right) against \(key.maxX)")
            default:
                #expect(left < Int(key.minX) - 5 && right > Int(key.maxX) + 5, "\(label) is centred: \(left)…\(right) over \(key)")
            }
        }
    }

    /// `d`'s balloon's head reaches over the `r` key: its right side runs down the `r` key, and
    /// below the key's label the edge must stand out from the key-coloured key under it by at
    /// least 2.5:1, where the plain key has none. (A hairline half a point wide, as before, gave
    /// 1.7:1 in light: the balloon read as white on white.)
    @Test(arguments: [("light", RGBColour(0xFFFFFF)), ("dark", RGBColour(0x6B6B6B))])
    func theBalloonsEdgeContrastsWithTheKeysUnderIt(theme: String, letterKey: RGBColour) throws {
        let run = try ScriptedRun([
            "wait 300", "tap input", "wait 700", "screenshot rest",
            "hold key d 3000", "wait 400", "screenshot held", "wait 2800", "quit",
        ], arguments: ["--theme", theme], name: "popup-contrast-\(theme)")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let rest = try run.image("rest"), held = try run.image("held")
        let d = try Self.frame(of: "d"), r = try Self.frame(of: "r")
        let top = held.height - Self.keyboardHeight
        // d's head is 1.5 keys wide, centred on d: its right side at d.midX + 0.75 d.width.
        let edge = Int(d.midX + 0.75 * d.width)
        let columns = (edge - 3)..<(edge + 6)
        let rows = (top + Int(r.minY) + 32)..<(top + Int(r.minY) + 40)
        #expect(rest.strongestContrast(with: letterKey, x: columns, y: rows) < 1.1, "the r key is not plain there")
        let contrast = held.strongestContrast(with: letterKey, x: columns, y: rows)
        #expect(contrast >= 2.5, "the balloon's edge over the r key has contrast \(contrast) with the key")
    }
}
