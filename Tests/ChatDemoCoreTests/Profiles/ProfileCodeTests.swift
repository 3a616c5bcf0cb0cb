import Curves
import ChildProcesses
import Foundation
import Testing
import TestSupport
@testable import ChatDemoCore

/// The snippets an engineer pastes: exact text with the profile's own numbers, a CSS `linear()`
/// that stays within 0.5 % of the spring between its stops too, and Swift that parses.
@Suite struct ProfileCodeTests {
    static let tuned = MotionProfile(keyboardHeight: 291, motion: .spring(SpringResponse(response: 0.5, dampingFraction: 0.75)),
                                     appFollow: .perFrame, caseTwoThreshold: 30)

    /// The snippet's code after its three heading lines (`headingNamesTheProfileAndItsValues`
    /// checks those).
    static func code(_ profile: MotionProfile, _ title: String) -> String {
        let whole = ProfileCode.snippets(for: profile).first { $0.title == title }?.code ?? ""
        return whole.split(separator: "\n", maxSplits: 3, omittingEmptySubsequences: false).dropFirst(3).joined(separator: "\n")
    }

    /// Every snippet opens with the profile's name and values, in its language's comments.
    @Test func headingNamesTheProfileAndItsValues() {
        // Mass 1: k = (2π/0.5)² = 157.9137, c = 2·0.75·4π = 18.8496.
        let tunedHeading = """
            // Motion profile: tuned
            // Motion: spring, response 0.5 s, damping fraction 0.75 (mass 1, stiffness 157.9137, damping 18.8496)
            // Keyboard height 291 pt, case-2 threshold 30 pt, the app follows every frame

            """
        #expect(ProfileCode.snippets(for: Self.tuned)[1].code == tunedHeading
                + "withAnimation(.spring(response: 0.5, dampingFraction: 0.75)) { keyboardHeight = height }\n")
        #expect(ProfileCode.snippets(for: Platform.android.profile).first { $0.title == "CSS" }?.code == """
            /* Motion profile: Android (insets animation) */
            /* Motion: curve cubic-bezier(0.2, 0, 0, 1) over 285 ms */
            /* Keyboard height 291 pt, case-2 threshold 30 pt, the app follows every frame */
            transition: transform 285ms cubic-bezier(0.2, 0, 0, 1);

            """)
        #expect(ProfileCode.heading(for: .ios) == [
            "Motion profile: iOS (keyboard spring)",
            "Motion: the iOS keyboard's curve 7 (critically damped spring, mass 3, stiffness 1000) over 500 ms",
            "Keyboard height 291 pt, case-2 threshold 30 pt, the app follows every frame",
        ])
        #expect(ProfileCode.heading(for: Platform.linuxPhone.profile) == [
            "Motion profile: Linux phone (Phosh, squeekboard)",
            "Motion: none, the keyboard appears at once",
            "Keyboard height 291 pt, case-2 threshold 30 pt, the app is resized once, 50 ms after the keyboard stops",
        ])
        var taller = Platform.androidResize.profile
        taller.keyboardHeight = 320.5
        #expect(ProfileCode.heading(for: taller) == [
            "Motion profile: tuned",
            "Motion: curve cubic-bezier(0, 0, 1, 1) over 300 ms",
            "Keyboard height 320.5 pt, case-2 threshold 30 pt, the app is resized once, when the keyboard stops",
        ])
    }

    /// The in-app notification names the snippet and the profile it came from.
    @Test func theConfirmationNamesSnippetAndProfile() {
        #expect(CodeCopyCommand.swiftUI.confirmation(for: Platform.android.profile) == "SwiftUI code copied: Android (insets animation)")
        #expect(CodeCopyCommand.reanimated.confirmation(for: Self.tuned) == "React Native Reanimated code copied: tuned values")
    }

    @Test func aTunedSpringInEveryLanguage() {
        // Mass 1: k = (2π/0.5)² = 157.9137, c = 2·0.75·4π = 18.8496.
        #expect(Self.code(Self.tuned, "UIKit") == """
            let spring = CASpringAnimation(keyPath: "position.y")
            spring.mass = 1
            spring.stiffness = 157.9137
            spring.damping = 18.8496
            spring.initialVelocity = 0
            spring.duration = spring.settlingDuration
            // or, with the damping ratio:
            UIView.animate(withDuration: \(MotionProfile.number(ProfileCode.settle(SpringResponse(response: 0.5, dampingFraction: 0.75)))), delay: 0, usingSpringWithDamping: 0.75, initialSpringVelocity: 0, options: []) { view.layoutIfNeeded() }

            """)
        #expect(Self.code(Self.tuned, "SwiftUI") == "withAnimation(.spring(response: 0.5, dampingFraction: 0.75)) { keyboardHeight = height }\n")
        #expect(Self.code(Self.tuned, "Android") == """
            val spring = SpringForce(finalPosition)
                .setStiffness(157.9137f)
                .setDampingRatio(0.75f)
            SpringAnimation(view, DynamicAnimation.TRANSLATION_Y).setSpring(spring).start()

            """)
        #expect(Self.code(Self.tuned, "React Native Reanimated") ==
                "offset.value = withSpring(height, { mass: 1, stiffness: 157.9137, damping: 18.8496 });\n")
        #expect(Self.code(Self.tuned, "CSS").hasPrefix("transition: transform "))
        #expect(Self.code(Self.tuned, "CSS").contains("ms linear(0, "))
    }

    @Test func androidsCurveInEveryLanguage() {
        let android = Platform.android.profile
        #expect(Self.code(android, "CSS") == "transition: transform 285ms cubic-bezier(0.2, 0, 0, 1);\n")
        #expect(Self.code(android, "SwiftUI") == "withAnimation(.timingCurve(0.2, 0, 0, 1, duration: 0.285)) { keyboardHeight = height }\n")
        #expect(Self.code(android, "Android").contains(".setInterpolator(PathInterpolator(0.2f, 0f, 0f, 1f))\n    .setDuration(285)"))
        #expect(Self.code(android, "React Native Reanimated") ==
                "offset.value = withTiming(height, { duration: 285, easing: Easing.bezier(0.2, 0, 0, 1) });\n")
        #expect(Self.code(android, "UIKit").hasPrefix(
            "let animator = UIViewPropertyAnimator(duration: 0.285, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0, y: 1))"))
    }

    @Test func anAppResizedOnceIsSaidInEverySnippet() {
        for snippet in ProfileCode.snippets(for: Platform.linuxPhone.profile) {
            #expect(snippet.code.contains("The app is resized once, when the keyboard stops"), "\(snippet.title)")
        }
        #expect(Self.code(Platform.linuxPhone.profile, "CSS").hasSuffix("*/\ntransition: none;\n"))
        #expect(Self.code(Platform.linuxPhone.profile, "CSS").hasPrefix("/* The app is resized once"))
    }

    /// The printed `linear()` read back and evaluated: at its stops and densely between them
    /// it is within 0.5 % of the spring's travel.
    @Test(arguments: [SpringResponse(response: 0.5, dampingFraction: 0.75), SpringResponse(response: 0.3, dampingFraction: 0.3),
                      SpringResponse(response: 1.2, dampingFraction: 1.5)])
    func cssLinearFollowsTheSpringWithinHalfAPercent(description: SpringResponse) throws {
        var profile = Self.tuned
        profile.motion = .spring(description)
        let css = Self.code(profile, "CSS")
        let duration = try #require(Double(css.components(separatedBy: "transition: transform ")[1].components(separatedBy: "ms")[0])) / 1000
        let inner = try #require(css.components(separatedBy: "linear(").last?.components(separatedBy: ")").first)
        let parts = inner.components(separatedBy: ", ")
        var stops: [(Double, Double)] = []
        for (index, part) in parts.enumerated() {
            let words = part.split(separator: " ")
            let progress = try #require(Double(words[0]))
            let fraction = index == 0 ? 0 : index == parts.count - 1 ? 1 : try #require(Double(words[1].dropLast())) / 100
            stops.append((fraction, progress))
        }
        let spring = description.spring()
        func truth(_ fraction: Double) -> Double { 1 - spring.displacement(at: fraction * duration, from: 1, initialVelocity: 0) }
        for (fraction, progress) in stops.dropLast() {
            #expect(abs(progress - truth(fraction)) <= 0.005, "stop at \(fraction)")
        }
        for (a, b) in zip(stops, stops.dropFirst()) {
            for i in 0...20 {
                let f = a.0 + (b.0 - a.0) * Double(i) / 20
                let line = a.1 + (b.1 - a.1) * Double(i) / 20
                #expect(abs(line - truth(f)) <= 0.005, "between stops at \(f)")
            }
        }
        #expect(stops.count < 60, "\(stops.count) stops")
    }

    /// The UIKit and SwiftUI snippets are Swift: `swiftc -parse` accepts them.
    @Test(arguments: Platform.allCases.map(\.profile) + [tuned])
    func swiftSnippetsParse(profile: MotionProfile) throws {
        // The compiler that builds these tests is on PATH (run.sh and `swift test` put it there).
        let searched = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map { "\($0)/swiftc" }
        let swiftc = try #require((searched + ["/opt/swift/usr/bin/swiftc"]).first { FileManager.default.isExecutableFile(atPath: $0) },
                                  "no swiftc on PATH or at /opt/swift")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snippets-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        for title in ["UIKit", "SwiftUI"] {
            let path = directory + "/\(title).swift"
            try Self.code(profile, title).write(toFile: path, atomically: true, encoding: .utf8)
            let process = try SpawnedProcess(swiftc, ["-parse", path], errors: .capture)
            process.waitUntilExit()
            let message = process.errors?.text() ?? ""
            #expect(process.terminationStatus == 0, "\(title): \(message)")
        }
    }
}
