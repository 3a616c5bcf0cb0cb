import Foundation

/// A fresh empty directory under the system's temporary directory, named after the suite that
/// asked for it so a leftover one says where it came from; the caller removes it.
public func makeTemporaryDirectory(prefix: String = "KeyboardChatTests") throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
}

/// Removes a file or folder, and nothing if it is gone already.
public func removeItem(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

/// The names in a folder, sorted; none when it cannot be read.
public func contentsOfDirectory(_ path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
}
