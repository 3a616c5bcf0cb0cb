import Testing

/// The DocC catalogs of the reusable modules, read as text: each has its landing page, its
/// getting-started article and topic groups, and every symbol link (``Type/member``) names a
/// declaration of the code. `./run.sh docs` builds them with DocC's warnings as errors; this is
/// the suite's quick guard against the commonest way they break, a rename their links miss.
@Suite struct DocCCatalogTests {
    static let modules = ["Curves", "Keyboard", "ChatLayout", "StrictJSON", "OutputFiles"]

    static func catalog(_ module: String) -> String { "Sources/\(module)/\(module).docc/" }

    @Test(arguments: modules)
    func eachModuleHasALandingPageAnArticleAndTopics(module: String) throws {
        let landing = try Repository.text(Self.catalog(module) + module + ".md")
        #expect(landing.hasPrefix("# ``\(module)``\n"), "the landing page's title must be the module's symbol link")
        #expect(landing.contains("\n## Topics\n") && landing.contains("\n### "), "no topic groups")
        #expect(landing.contains("<doc:GettingStarted>"))
        let article = try Repository.text(Self.catalog(module) + "GettingStarted.md")
        #expect(article.contains("```swift\n"), "the getting-started article has no worked example")
    }

    @Test func everySymbolLinkNamesADeclaration() throws {
        let code = try SwiftDeclarations(files: Repository.swiftFiles)
        let targets = try PackageTargets.read().names
        let pages = Repository.paths.filter { path in
            Self.modules.contains { path.hasPrefix(Self.catalog($0)) } && path.hasSuffix(".md")
        }
        #expect(pages.count == 2 * Self.modules.count)
        var missing: [String] = []
        for page in pages {
            for link in try Repository.text(page).matches(of: /``([^`\n]+)``/) {
                // DocC writes a member as Type/member; the docs' own check reads Type.member.
                let span = String(link.1).replacingOccurrences(of: "/", with: ".")
                guard let name = CodeName(span: span) else {
                    missing.append("\(page): ``\(link.1)``: not a name the check can read")
                    continue
                }
                if let problem = DocNamesTests.problem(with: name, in: code, targets: targets) {
                    missing.append("\(page): ``\(link.1)``: \(problem)")
                }
            }
        }
        #expect(missing.isEmpty, "symbol links that name nothing:\n\(missing.joined(separator: "\n"))")
    }
}
