import Testing

/// Every code name the docs give (a path, a type, a member, a function) is still in the
/// repository, so a rename or a move that forgets a doc fails here instead of misleading a reader.
@Suite struct DocNamesTests {
    /// Names in the docs that look like this project's but are deliberately not in it, each with
    /// why. Everything here is another project's or a value, never a name the code could rename.
    static let notInTheCode: Set<String> = [
        // Swift's standard library and Foundation.
        "Array", "String", "JSONDecoder", "CommandLine.arguments", "Process",
        // GTK, GLib, GDK and their widgets (C types of other projects).
        "GtkOverlay", "GtkTextView", "GtkOffscreenWindow", "GtkListBox", "GtkAdjustment",
        // The X server's drawing calls and requests, as a profile of Xvfb names them.
        "XPutImage", "fbCopyArea", "fbCreatePixmap", "fbTrapezoids", "fbComposite", "fbFill", "CopyArea", "Composite",
        // giflib's quantizer.
        "GifQuantizeBuffer",
        // The MP4 file format's own field names (ISO/IEC 14496-15), read by the tests' MP4 reader.
        "AVCProfileIndication", "avcC",
        // iOS, Android, the web and Phosh: the platforms whose keyboard motion the docs cite.
        "UIKeyboardAnimationDurationUserInfoKey", "safeAreaInsets", "CASpringAnimation", "UIView.animate", "UIViewPropertyAnimator",
        "InternalAnimationControlListener", "mHasAnimationCallbacks", "WindowInsetsAnimation.Callback",
        "InsetsController.java", "InsetsResizeAnimationRunner", "SpringForce", "PathInterpolator", "linear()",
        "withTiming", "Easing.bezier", "PhoshLayerSurface", "src/panel.c",
        // Keys of a motion profile file (JSON) and of a desktop entry, and Telegram's media types.
        "appFollows", "resizeDelay", "Exec", "Photo", "Video", "Sticker", "Document",
        // Files a run writes or reads that are not in the repository: outputs, exports, examples.
        "bench-results.json", "trace.csv", "filmstrip.png", "recording.txt", "result.json", "_chat.txt",
        "notes.txt", "out/repeatability/",
        // Where `scripts/install.sh` puts things, below the install prefix.
        "lib/keyboard-chat/", "share/", "share/applications/dev.keyboardchat.Demo.desktop",
        "share/icons/hicolor/scalable/apps/dev.keyboardchat.Demo.svg",
        "share/metainfo/dev.keyboardchat.Demo.metainfo.xml", "share/man/man1/keyboard-chat.1",
        // History: the benchmarks' copy of the stage, replaced by the app's own `StageView`.
        "StageWindow",
    ]

    /// Whether `name` is declared, and if not, what is missing.
    static func problem(with name: CodeName, in code: SwiftDeclarations, targets: Set<String>) -> String? {
        switch name {
        case .path(let path):
            return pathExists(path) ? nil : "no such file or folder"
        case .type(let type):
            return code.declaresType(type) || targets.contains(type) ? nil : "no type of that name"
        case .bareMember(let member):
            return code.declaresAnywhere(member) ? nil : "declared nowhere"
        case .member(let owner, let path) where targets.contains(owner):
            return problem(with: path.count == 1 ? .type(path[0]) : .member(owner: path[0], path: Array(path.dropFirst())),
                           in: code, targets: targets)
        case .member(let owner, let path):
            guard code.declaresType(owner) else { return "no type \(owner)" }
            let missing = path.filter { !code.declares($0, in: owner) }
            return missing.isEmpty ? nil : "\(owner) has no \(missing.joined(separator: ", "))"
        case .function(let owner, let function, let labels):
            if let owner, !code.declaresType(owner) { return "no type \(owner)" }
            return code.declaresFunction(function, labels: labels, in: owner) ? nil : "no function with those labels"
        }
    }

    /// A path from the root (`Sources/…`) must be there; a shorter one (`Stage/StageView.swift`,
    /// `Frame/`, `run.sh`) must be the end of some path.
    static func pathExists(_ path: String) -> Bool {
        if CodeName.topFolders.contains(where: path.hasPrefix) {
            return Repository.paths.contains { $0 == path || $0 == path + "/" }
        }
        return Repository.paths.contains { $0 == path || $0.hasSuffix("/" + path) }
    }

    @Test func everyCodeNameInTheDocsExists() throws {
        let code = try SwiftDeclarations(files: Repository.swiftFiles)
        let targets = try PackageTargets.read().names
        var missing: [String] = []
        for document in Repository.documents {
            for span in MarkdownCode.spans(in: try Repository.text(document)) {
                guard !Self.notInTheCode.contains(span.text), let name = CodeName(span: span.text),
                      let problem = Self.problem(with: name, in: code, targets: targets) else { continue }
                missing.append("\(document):\(span.line): `\(span.text)`: \(problem)")
            }
        }
        #expect(missing.isEmpty, "names in the docs that the repository does not have:\n\(missing.joined(separator: "\n"))")
    }

    @Test func theAllowedNamesAreStillInTheDocs() throws {
        let spans = try Set(Repository.documents.flatMap { MarkdownCode.spans(in: try Repository.text($0)).map(\.text) })
        #expect(Self.notInTheCode.subtracting(spans).isEmpty, "no longer named in docs/, so no longer needs allowing")
    }
}
