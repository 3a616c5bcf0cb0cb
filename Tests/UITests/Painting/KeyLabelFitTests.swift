import Foundation
import Keyboard
import Testing

/// Key labels scale with their keys, as on iOS: at every width each letter's ink stays inside
/// its own key, never touching a side or running into the gap between keys, and in landscape
/// the emoji grid's rows keep clear pixel rows between them. Read from real screenshots, with
/// the keys' frames from the layout the app draws (`KeyboardLayout.keys`).
///
/// A letter key is 33 pt wide at 390 pt (a W's 29 pt of ink fits with 2 pt a side), 26 pt at
/// 320 pt and 25.6 pt at 316 pt, where a W drawn at the full-size keyboard's Sans 22 would
/// cross both of its key's sides.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct KeyLabelFitTests {
    /// A label pixel on a light key: much darker than the white key and its grey background.
    static let inkLuminance = 110
    /// How far inside its key's frame a letter's ink must stay, in points (pixels at 1×).
    static let clearance = 1
    /// An emoji's anti-aliased edge fading into the background: fainter than this is not ink.
    static let emojiEdgeLevels = 48

    /// The frame of every single-letter key of the English keyboard `width` wide.
    func letterKeys(width: Double, orientation: Orientation) throws -> [PlacedKey] {
        try KeyboardResources.bundled().layout(.english).keys(width: width, orientation: orientation).filter {
            if case .character(let text) = $0.key.action { return text.count == 1 }
            return false
        }
    }

    /// The columns and rows of the ink pixels inside `frame` grown by `margin` on every side.
    func inkBox(_ image: PixelImage, frame: Rect, top: Int, margin: Int) -> (x: ClosedRange<Int>, y: ClosedRange<Int>)? {
        var xs: [Int] = [], ys: [Int] = []
        let left = max(0, Int(frame.minX.rounded(.down)) - margin), right = min(image.width, Int(frame.maxX.rounded(.up)) + margin)
        let upper = top + Int(frame.minY.rounded(.down)), lower = top + Int(frame.maxY.rounded(.up))
        for y in upper..<lower {
            for x in left..<right {
                let p = image.rgb(x, y)
                if (p.r + p.g + p.b) / 3 < Self.inkLuminance { xs.append(x); ys.append(y) }
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return nil }
        return (minX...maxX, minY...maxY)
    }

    @Test(arguments: [(316, 700, false), (320, 700, false), (390, 844, false), (844, 390, true)])
    func everyLetterStaysInsideItsKey(width: Int, height: Int, landscape: Bool) throws {
        let orientation: Orientation = landscape ? .landscape : .portrait
        let layout = try KeyboardResources.bundled().layout(.english)
        let keyboardHeight = layout.height(for: orientation)
        let run = try ScriptedRun(["resize \(width) \(height)", "tap input", "wait 900", "screenshot keys", "quit"],
                                  arguments: ["--theme", "light"], name: "key-labels-\(width)x\(height)")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let image = try run.image("keys")
        #expect(image.width == width && image.height == height, "the stage is \(image.width)×\(image.height)")
        let top = height - Int(keyboardHeight)
        let keys = try letterKeys(width: Double(width), orientation: orientation)
        #expect(keys.count == 26)
        for placed in keys {
            // Looked for half a key gap beyond the key's sides: ink there has left the key.
            let box = try #require(inkBox(image, frame: placed.frame, top: top, margin: 3), "no label on \(placed.key.label)")
            let inner = Int(placed.frame.minX.rounded(.up)) + Self.clearance
            let outer = Int(placed.frame.maxX.rounded(.down)) - 1 - Self.clearance
            #expect(box.x.lowerBound >= inner && box.x.upperBound <= outer,
                    "at \(width) pt, \(placed.key.label)'s ink spans x \(box.x) in a key from \(placed.frame.minX) to \(placed.frame.maxX)")
            let keyTop = top + Int(placed.frame.minY.rounded(.up)), keyBottom = top + Int(placed.frame.maxY.rounded(.down)) - 1
            #expect(box.y.lowerBound > keyTop && box.y.upperBound < keyBottom,
                    "at \(width) pt, \(placed.key.label)'s ink spans y \(box.y) in a key from \(keyTop) to \(keyBottom)")
        }
    }

    /// Landscape's emoji rows are 35.6 pt apart: each pair of vertically neighbouring emoji
    /// must have a pixel row between them that neither reaches (an emoji drawn at portrait's
    /// 26 pt has 42 pt of ink and runs into the next row).
    @Test func landscapeEmojiRowsDoNotOverlap() throws {
        let layout = try KeyboardResources.bundled().layout(.emoji)
        let metrics = layout.layoutMetrics(for: .landscape)
        let grid = EmojiGrid.keyboard(width: 844, metrics: metrics)
        let run = try ScriptedRun(["rotate", "tap input", "keyboard emoji", "wait 900", "screenshot emoji", "quit"],
                                  arguments: ["--theme", "light"], name: "emoji-rows-landscape")
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        let image = try run.image("emoji")
        #expect(image.width == 844 && image.height == 390, "the stage is \(image.width)×\(image.height)")
        let gridTop = Double(390) - metrics.height + metrics.topInset
        let background = image.rgb(2, Int(gridTop) + 2)
        func isBackground(_ x: Int, _ y: Int) -> Bool {
            let p = image.rgb(x, y)
            return max(abs(p.r - background.r), abs(p.g - background.g), abs(p.b - background.b)) < Self.emojiEdgeLevels
        }
        var checked = 0
        for column in 0..<Int(grid.width / grid.columnWidth) {
            let left = Int(grid.left + Double(column) * grid.columnWidth) + 4
            let columns = left..<(left + Int(grid.columnWidth) - 8)
            for row in 0..<(EmojiGrid.rows - 1) {
                // From the middle of one cell to the middle of the one under it.
                let from = Int(gridTop + (Double(row) + 0.5) * grid.rowHeight)
                let to = Int(gridTop + (Double(row) + 1.5) * grid.rowHeight)
                let clear = (from..<to).contains { y in
                    columns.allSatisfy { x in isBackground(x, y) }
                }
                #expect(clear, "column \(column): rows \(row) and \(row + 1) touch (no clear pixel row between y \(from) and \(to))")
                checked += 1
            }
        }
        #expect(checked >= 60)
    }
}
