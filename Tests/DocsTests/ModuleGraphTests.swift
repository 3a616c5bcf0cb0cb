import Testing

/// docs/ARCHITECTURE.md's account of which module uses which is `Package.swift`'s: its list of
/// every target's dependencies and its table's "Imports" column, so an arrow added, removed or
/// turned in the manifest fails here until the doc says so too.
@Suite struct ModuleGraphTests {
    static let document = "docs/ARCHITECTURE.md"
    static let listHeading = "### Every target's dependencies"

    /// The doc's list: one line per target, `Name → A, B` (or `Name → —`), in the fenced block
    /// under `listHeading`.
    static func documentedDependencies() throws -> [String: [String]] {
        let lines = try Repository.text(document).split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0 == listHeading }),
              let fence = lines[heading...].firstIndex(where: { $0.hasPrefix("```") }) else { return [:] }
        var list: [String: [String]] = [:]
        for line in lines[(fence + 1)...].prefix(while: { !$0.hasPrefix("```") }) {
            let sides = line.split(separator: "→", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard sides.count == 2 else {
                Issue.record("not `Name → A, B`: \(line)")
                continue
            }
            list[sides[0]] = sides[1] == "—" ? [] : sides[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        return list
    }

    @Test func theListOfDependenciesIsThePackages() throws {
        let manifest = try PackageTargets.read().targets.filter { !$0.isTest }
        let documented = try Self.documentedDependencies()
        #expect(Set(documented.keys) == Set(manifest.map(\.name)), "the list's targets")
        for target in manifest {
            #expect(Set(documented[target.name] ?? []) == Set(target.dependencies),
                    "\(target.name): the doc lists \(documented[target.name] ?? []), Package.swift has \(target.dependencies)")
        }
    }

    /// Each row of the modules' table names in its "Imports" column, in code spans, exactly the
    /// targets its module depends on (plain words such as Foundation are the system's).
    @Test func theTablesImportsAreThePackages() throws {
        let manifest = try PackageTargets.read()
        let dependencies = Dictionary(uniqueKeysWithValues: manifest.targets.map { ($0.name, $0.dependencies) })
        var rows = 0
        for line in try Repository.text(Self.document).split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5, let module = cells[1].wholeMatch(of: /`([A-Za-z]+)`/).map({ String($0.1) }),
                  let expected = dependencies[module] else { continue }
            rows += 1
            let named = Set(cells[3].matches(of: /`([A-Za-z]+)`/).map { String($0.1) })
            #expect(named == Set(expected), "\(module)'s Imports: the doc names \(named.sorted()), Package.swift has \(expected.sorted())")
        }
        #expect(rows >= 10, "the table's rows were not found")
    }
}
