/// The targets `Package.swift` declares and what each depends on, read from its text: each
/// `.target`, `.executableTarget`, `.testTarget` and `.systemLibrary` call's `name:` and the
/// names in its `dependencies:` list (a `.product(name:package:)` counts by its product's name).
/// The manifest is written in that one plain style; a call this reading misses fails the tests
/// that compare it, it does not pass them.
struct PackageTargets {
    /// A target's name, whether it is a test target, and its dependencies in the manifest's order.
    struct Target: Equatable {
        let name: String
        let isTest: Bool
        let dependencies: [String]
    }

    let targets: [Target]

    var names: Set<String> { Set(targets.map(\.name)) }

    static func read() throws -> PackageTargets {
        try PackageTargets(manifest: Repository.text("Package.swift"))
    }

    init(manifest: String) {
        var targets: [Target] = []
        for call in manifest.matches(of: /\.(target|executableTarget|testTarget|systemLibrary)\(/) {
            let arguments = Self.balanced(manifest[call.range.upperBound...], open: "(", close: ")")
            guard let name = arguments.firstMatch(of: /^\s*name:\s*"([^"]+)"/) else { continue }
            var dependencies: [String] = []
            if let list = arguments.firstMatch(of: /dependencies:\s*\[/) {
                let items = Self.balanced(arguments[list.range.upperBound...], open: "[", close: "]")
                for item in items.matches(of: /\.product\(\s*name:\s*"([^"]+)"[^)]*\)|"([^"]+)"/) {
                    dependencies.append(String(item.1 ?? item.2!))
                }
            }
            targets.append(Target(name: String(name.1), isTest: call.1 == "testTarget", dependencies: dependencies))
        }
        self.targets = targets
    }

    /// The text up to the bracket that closes the one just before `text`.
    private static func balanced(_ text: Substring, open: Character, close: Character) -> Substring {
        var depth = 0
        for index in text.indices {
            if text[index] == open { depth += 1 }
            if text[index] == close {
                if depth == 0 { return text[..<index] }
                depth -= 1
            }
        }
        return text
    }
}
