import Foundation
import Testing

/// The README shows another package using `Curves` and `ChatLayout`. These tests build that
/// package exactly as the README prints it, run it, and compare its output with the line the
/// README says it prints; and they check that every relative link in the README and in
/// `docs/` leads to a file that exists. So the front door cannot drift from the code.
@Suite(.serialized, .onItsOwnThread(minutes: 10))
struct PackageSnippetTests {
    static let repository = RepositoryPaths.root
    static let readme = repository.appendingPathComponent("README.md")
    static let printsMarker = "// prints: "

    /// The README's fenced Swift blocks, in order.
    static func swiftBlocks(of markdown: String) -> [String] {
        var blocks: [String] = [], current: [Substring]? = nil
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test func theReadmesPackageBuildsAndPrintsWhatTheReadmeSays() throws {
        let blocks = Self.swiftBlocks(of: try String(contentsOf: Self.readme, encoding: .utf8))
        let manifest = try #require(blocks.first { $0.contains("import PackageDescription") },
                                    "the README shows no Package.swift")
        let program = try #require(blocks.first { $0.contains(Self.printsMarker) },
                                   "the README shows no program with a '\(Self.printsMarker)' line")
        let expected = try #require(program.split(separator: "\n").first { $0.hasPrefix(Self.printsMarker) })
            .dropFirst(Self.printsMarker.count)

        // Laid out as the README says: the package beside a checkout named KeyboardChat.
        let workspace = FileManager.default.temporaryDirectory
            .appendingPathComponent("readme-package-\(getpid())-\(UInt32.random(in: 0 ... .max))")
        defer { try? FileManager.default.removeItem(at: workspace) }
        let user = workspace.appendingPathComponent("MyChat")
        let sources = user.appendingPathComponent("Sources/MyChat")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: workspace.appendingPathComponent("KeyboardChat"),
                                                   withDestinationURL: Self.repository)
        try manifest.write(to: user.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try program.write(to: sources.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)

        let swift = URL(fileURLWithPath: "/usr/bin/env")
        let build = try runCommand(swift, ["swift", "build", "--package-path", user.path], timeout: 480)
        #expect(build.status == 0, "the README's package does not build:\n\(build.stdout)\n\(build.stderr)")
        guard build.status == 0 else { return }
        let warnings = (build.stdout + build.stderr).split(separator: "\n")
            .filter { $0.contains("main.swift") && $0.contains("warning:") }
        #expect(warnings.isEmpty, "the README's program builds with warnings:\n\(warnings.joined(separator: "\n"))")

        let binary = user.appendingPathComponent(".build/debug/MyChat")
        let run = try runCommand(binary, [])
        #expect(run.status == 0)
        #expect(run.stdout.trimmingCharacters(in: .newlines) == String(expected))
    }

    /// Every `](target)` in the README and the docs that is not a web address names a file
    /// (or a folder) that exists, relative to the document; an `#anchor` must name a heading.
    @Test func everyRelativeLinkInTheDocumentationResolves() throws {
        let docs = Self.repository.appendingPathComponent("docs")
        let documents = [Self.readme] + (try FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil))
            .filter { $0.pathExtension == "md" }
        #expect(documents.count > 3)
        var checked = 0
        for document in documents {
            let text = try String(contentsOf: document, encoding: .utf8)
            for match in text.matches(of: /\]\(([^)\s]+)\)/) {
                let target = String(match.output.1)
                if target.hasPrefix("http://") || target.hasPrefix("https://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let file = parts[0].isEmpty ? document
                    : document.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
                #expect(FileManager.default.fileExists(atPath: file.path),
                        "\(document.lastPathComponent) links to \(target), which does not exist")
                if parts.count == 2, file.pathExtension == "md", let linked = try? String(contentsOf: file, encoding: .utf8) {
                    #expect(Self.anchors(of: linked).contains(String(parts[1])),
                            "\(document.lastPathComponent) links to \(target): no such heading")
                }
                checked += 1
            }
        }
        #expect(checked > 20)
    }

    /// GitHub's heading anchors: lower case, spaces to hyphens, punctuation dropped.
    static func anchors(of markdown: String) -> Set<String> {
        Set(markdown.split(separator: "\n").filter { $0.hasPrefix("#") }.map { heading in
            let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
            return String(title.compactMap { character -> Character? in
                if character == " " { return "-" }
                return character.isLetter || character.isNumber || character == "-" || character == "_" ? character : nil
            })
        })
    }

    @Test func theReadmeStaysAFrontDoor() throws {
        let lines = try String(contentsOf: Self.readme, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 150, "README.md has \(lines.count) lines; reference belongs in docs/")
        let longest = lines.map(\.count).max() ?? 0
        #expect(longest <= 200, "README.md has a line of \(longest) characters")
    }
}
