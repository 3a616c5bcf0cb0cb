import Foundation

/// A fresh empty directory under the system's temporary directory; the
/// caller removes it.
func makeTemporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("OutputFilesTests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
}

func removeItem(_ path: String) {
    try? FileManager.default.removeItem(atPath: path)
}

func contentsOfDirectory(_ path: String) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
}
