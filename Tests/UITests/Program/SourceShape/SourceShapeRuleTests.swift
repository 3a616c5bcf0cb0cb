import Foundation
import Testing

/// The shape a reader can hold in mind: no type of more than fifty members, no file of more
/// than three hundred lines, no folder of more than twenty-five Swift files, and no stored
/// variable of a reference type that any file of the module may set.
@Suite(.onItsOwnThread(minutes: 2))
struct SourceShapeRuleTests {
    static let memberLimit = 50
    static let lineLimit = 300
    static let folderLimit = 25

    static func modules() -> [String] {
        let root = RepositoryPaths.url("Sources").path
        return ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).sorted()
    }

    static func members(ofModule module: String) throws -> TypeMembers {
        var members = TypeMembers()
        for file in ChildProcessRuleTests.swiftFiles(under: "Sources/" + module).sorted() {
            members.read(try String(contentsOfFile: file, encoding: .utf8), file: file)
        }
        return members
    }

    @Test func theCountReadsDeclarationsAsAReviewerDoes() {
        var members = TypeMembers()
        members.read("""
            @MainActor
            final class A: B {
                var x = 0
                private(set) var y: Int
                let z: [Int] = [1,
                                2]
                var computed: Int { x }
                var observed = 1 { didSet { print("}") } }
                static let shared = A()
                // func commented() {}
                enum Inner { case one; func f() {} }
                init(y: Int) { self.y = y }
                func f(_ a: Int,
                       b: Int) -> Int { a }
            }
            extension A { func g() { let local = 1; _ = local } }
            protocol P { func required() }
            """, file: "a.swift")
        #expect(members.types["A"]?.members.map(\.name) == ["x", "y", "z", "observed", "init", "f", "g"])
        #expect(members.types["A"]?.kind == "class")
        #expect(members.types["A.Inner"]?.members.map(\.name) == ["f"])
        #expect(members.types["P"] == nil)
    }

    /// Plain records, whose many stored fields are their point.
    static let recordsExempt: Set<String> = [
        // One Codable row per benchmark run: a stored field for each figure measured.
        "KeyboardChatBench.BenchResults",
    ]

    @Test func noTypeHasMoreThanFiftyMembers() throws {
        var large: [String] = []
        for module in Self.modules() {
            for (name, info) in try Self.members(ofModule: module).types
            where info.members.count > Self.memberLimit && !Self.recordsExempt.contains("\(module).\(name)") {
                large.append("\(module).\(name): \(info.members.count) members")
            }
        }
        #expect(large.isEmpty, "\(large.sorted().joined(separator: "\n"))")
    }

    /// A class's state is changed by its own methods, which keep its invariants; a setter open
    /// to the whole module lets any file break them.
    @Test(arguments: ["KeyboardChatUI", "ChatDemoCore"])
    func noClassHasAStoredVariableTheWholeModuleMaySet(module: String) throws {
        var open: [String] = []
        for (name, info) in try Self.members(ofModule: module).types where ["class", "actor"].contains(info.kind) && !info.isFilePrivate {
            for member in info.members where member.isStoredVariable && !member.head.contains("private") {
                open.append("\(name).\(member.name) (\(member.head)) in \(URL(fileURLWithPath: member.file).lastPathComponent)")
            }
        }
        #expect(open.isEmpty, "\(open.count): \(open.sorted().joined(separator: "\n"))")
    }

    @Test(arguments: ["Sources", "Tests"])
    func noFileIsLongerThanThreeHundredLines(folder: String) throws {
        var long: [String] = []
        for file in ChildProcessRuleTests.swiftFiles(under: folder) {
            let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count - 1
            if lines > Self.lineLimit { long.append("\(file): \(lines) lines") }
        }
        #expect(long.isEmpty, "\(long.sorted().joined(separator: "\n"))")
    }

    @Test(arguments: ["Sources", "Tests"])
    func noFolderHoldsMoreThanTwentyFiveSwiftFiles(folder: String) throws {
        var counts: [String: Int] = [:]
        for file in ChildProcessRuleTests.swiftFiles(under: folder) {
            counts[URL(fileURLWithPath: file).deletingLastPathComponent().path, default: 0] += 1
        }
        #expect(counts.count > 20, "found only \(counts.count) folders")
        let crowded = counts.filter { $0.value > Self.folderLimit }.map { "\($0.key): \($0.value) files" }
        #expect(crowded.isEmpty, "\(crowded.sorted().joined(separator: "\n"))")
    }

    /// Each rule can fail: a type of fifty-one members and an open setter are found.
    @Test func theRulesFindWhatTheyAreMeantToFind() {
        var members = TypeMembers()
        let methods = (1...51).map { "func f\($0)() {}" }.joined(separator: "\n")
        members.read("final class Big {\n package var open = 0\n private(set) var closed = 0\n\(methods)\n}\n"
                     + "private final class Box { var value = 0 }", file: "big.swift")
        let big = members.types["Big"]
        #expect(members.types["Box"]?.isFilePrivate == true && big?.isFilePrivate == false)
        #expect(big?.members.count == 53)
        #expect(big?.members.filter { $0.isStoredVariable && !$0.head.contains("private") }.map(\.name) == ["open"])
    }
}
