import Foundation

/// Every data file the drawn keyboard needs (the five layouts and the Pinyin table),
/// loaded once at start-up and handed to whatever draws or types with them
/// (`KeyboardController`, `KeyboardInput`). Loading is the only step that can fail, so a
/// broken or missing file is a thrown `KeyboardLayoutError` naming it, never a crash later.
///
/// ```swift
/// let resources = try KeyboardResources.bundled()     // the files shipped in the module
/// resources.layout(.pinyin).height(for: .portrait)    // 336
/// resources.pinyin.candidates(for: "nihao").first     // "你好"
/// let keyboard = KeyboardController(containerSize: Size(width: 390, height: 844), resources: resources)
///
/// // The same files from elsewhere (tests, a checkout being edited):
/// try KeyboardResources.load(from: URL(filePath: "Sources/Keyboard/Resources"))
/// // a broken Layouts/emoji.json throws:
/// // keyboard resource '…/Layouts/emoji.json:3:7' is malformed: not valid JSON
/// ```
public struct KeyboardResources: Sendable {
    /// Every layout kind's decoded layout (all of `KeyboardLayoutKind.allCases`).
    private let layouts: [KeyboardLayoutKind: KeyboardLayout]
    /// The Pinyin → Chinese table (`pinyin.json`).
    public let pinyin: PinyinTable

    /// Where each file lives below the resource directory.
    static let pinyinFile = "pinyin.json"
    static func layoutFile(_ kind: KeyboardLayoutKind) -> String { "Layouts/\(kind.rawValue).json" }

    /// The layout of `kind`. Every kind is present: `load` fails otherwise.
    /// - Complexity: O(1).
    public func layout(_ kind: KeyboardLayoutKind) -> KeyboardLayout {
        layouts[kind]!
    }

    /// Reads `Layouts/<kind>.json` for every kind and `pinyin.json` from `directory`.
    ///
    /// - Throws: `KeyboardLayoutError.missingResource` naming the first file that cannot be
    ///   read, or `.malformed` naming the first that does not decode (with its line and
    ///   column when the JSON itself is broken).
    /// - Complexity: O(total file size).
    public static func load(from directory: URL) throws(KeyboardLayoutError) -> KeyboardResources {
        var layouts: [KeyboardLayoutKind: KeyboardLayout] = [:]
        for kind in KeyboardLayoutKind.allCases {
            let url = directory.appending(path: layoutFile(kind))
            layouts[kind] = try KeyboardLayout(kind: kind, data: read(url), file: url.path)
        }
        let pinyinURL = directory.appending(path: pinyinFile)
        let pinyin = try PinyinTable(data: read(pinyinURL), file: pinyinURL.path)
        return KeyboardResources(layouts: layouts, pinyin: pinyin)
    }

    private static func read(_ url: URL) throws(KeyboardLayoutError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .missingResource(file: url.path)
        }
    }
}
