import Foundation

/// Files of this repository that the tests read (the desktop data, README, the AT-SPI walker,
/// valgrind's suppressions). Found by walking up from this source file to the folder holding
/// `Package.swift`, so a suite may sit in any subfolder of the test target.
enum RepositoryPaths {
    static let root: URL = {
        var folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
            let parent = folder.deletingLastPathComponent()
            precondition(parent.path != folder.path, "no Package.swift above \(#filePath)")
            folder = parent
        }
        return folder
    }()

    /// A file or folder given relative to the repository's root.
    static func url(_ relativePath: String) -> URL {
        root.appendingPathComponent(relativePath)
    }
}
