import Foundation
import Testing
import TestSupport
@testable import OutputFiles

@Suite struct OutputDirectoryTests {
    @Test func createsMissingParents() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        try OutputDirectory.create(directory + "/a/b//c/")
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: directory + "/a/b/c", isDirectory: &isDirectory) && isDirectory.boolValue)
        // Existing directories are fine.
        try OutputDirectory.create(directory + "/a/b")
    }

    @Test func aFileInTheWayIsNamed() throws {
        let directory = try makeTemporaryDirectory()
        defer { removeItem(directory) }
        try "x".write(toFile: directory + "/notes.txt", atomically: false, encoding: .utf8)
        #expect(throws: InputError(file: directory + "/notes.txt/frames",
                                   "cannot create the directory: \(directory)/notes.txt is a file, not a directory")) {
            try OutputDirectory.create(directory + "/notes.txt/frames")
        }
        #expect(throws: InputError(file: directory + "/notes.txt", "cannot create the directory: \(directory)/notes.txt is a file, not a directory")) {
            try OutputDirectory.create(directory + "/notes.txt")
        }
    }
}
