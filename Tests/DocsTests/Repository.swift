import Foundation

/// The checked-out repository the docs describe: found by walking up from this source file to
/// the folder holding `Package.swift`, and read from disk as it is (no build products).
enum Repository {
    static let root: String = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            precondition(parent.path != folder.path, "no Package.swift above \(#filePath)")
            folder = parent
        }
        return folder.path
    }()

    /// Every file and folder below the root, relative to it (folders end in "/"), leaving out
    /// hidden ones (`.git`, `.build`) but `.ci`, which the docs name.
    static let paths: [String] = {
        var found: [String] = []
        let manager = FileManager.default
        var pending = [""]
        while let folder = pending.popLast() {
            let names = (try? manager.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            for name in names where !name.hasPrefix(".") || name == ".ci" {
                let relative = folder + name
                var isFolder: ObjCBool = false
                _ = manager.fileExists(atPath: root + "/" + relative, isDirectory: &isFolder)
                if isFolder.boolValue {
                    found.append(relative + "/")
                    pending.append(relative + "/")
                } else {
                    found.append(relative)
                }
            }
        }
        return found.sorted()
    }()

    /// The text of a file given relative to the root.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOfFile: root + "/" + relativePath, encoding: .utf8)
    }

    /// The docs folder's Markdown files, relative to the root.
    static var documents: [String] {
        paths.filter { $0.hasPrefix("docs/") && $0.hasSuffix(".md") && !$0.dropFirst(5).contains("/") }
    }

    /// The Swift sources of the app and of the tests, relative to the root.
    static var swiftFiles: [String] {
        paths.filter { ($0.hasPrefix("Sources/") || $0.hasPrefix("Tests/")) && $0.hasSuffix(".swift") }
    }
}
