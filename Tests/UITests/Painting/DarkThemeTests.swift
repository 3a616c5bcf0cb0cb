import ChatDemoCore
import Foundation
import Testing

/// Under a dark GTK theme (or `--theme dark`) the chat, the
/// bars and the keyboard are dark and the typed text reads on its field;
/// the light theme stays light.
@Suite(.serialized, .onItsOwnThread(minutes: 5))
struct DarkThemeTests {
    /// The input bar: its bottom rows in a screenshot with the keyboard down.
    static let barHeight = 52
    /// Darker than this relative luminance is a dark surface (mid grey).
    static let dark = ThemeOption.darkBackgroundLuminance

    /// Typed text with the keyboard down, then the keyboard up.
    static let script = ["wait 500", "type WHW HWH", "wait 200", "screenshot down",
                         "tap input", "wait 900", "screenshot up", "quit"]

    struct Shots {
        let down: PixelImage
        let up: PixelImage
    }

    func shots(arguments: [String], environment: [String: String], configFiles: [String: String] = [:],
               name: String) throws -> Shots {
        let run = try ScriptedRun(Self.script, arguments: arguments, environment: environment, configFiles: configFiles,
                                  name: name)
        #expect(run.isClean, "\(run.result.status): \(run.result.stderr)")
        return Shots(down: try run.image("down"), up: try run.image("up"))
    }

    /// Field background: right of the typed text; text: its first letters.
    func fieldContrast(_ image: PixelImage) -> (background: RGBColour, contrast: Double) {
        let fieldMid = image.height - Self.barHeight / 2
        let background = image.colour(250, fieldMid)
        let contrast = image.strongestContrast(with: background, x: 20..<110, y: (fieldMid - 12)..<(fieldMid + 12))
        return (background, contrast)
    }

    @Test(arguments: [
        (["--theme", "dark"], [String: String]()),
        ([], ["GTK_THEME": "Adwaita:dark"]),
        (["--theme", "system"], ["GTK_THEME": "Adwaita:dark"]),
        (["--theme", "dark"], ["GTK_THEME": "Adwaita"]),
    ])
    func darkMeansADarkChatADarkKeyboardAndReadableText(arguments: [String], environment: [String: String]) throws {
        let shots = try shots(arguments: arguments, environment: environment, name: "dark")
        let down = shots.down, up = shots.up
        // The list's background beside the bubbles, the navigation bar.
        #expect(down.colour(4, 300).relativeLuminance < Self.dark, "stage \(down.colour(4, 300))")
        #expect(down.colour(4, 10).relativeLuminance < Self.dark, "navigation bar \(down.colour(4, 10))")
        // The field is dark and the typed text on it reads (WCAG AA).
        let field = fieldContrast(down)
        #expect(field.background.relativeLuminance < Self.dark, "field \(field.background)")
        #expect(field.contrast >= 4.5, "typed text contrast \(field.contrast):1 on \(field.background)")
        // The bar around the field is dark too.
        #expect(down.colour(4, down.height - Self.barHeight / 2).relativeLuminance < Self.dark)
        // The keyboard: dark background below the keys, keys drawn on it.
        let keyboardBackground = up.colour(2, up.height - 3)
        #expect(keyboardBackground == Theme.dark.keyboardBackground, "keyboard \(keyboardBackground)")
        #expect(up.contains(Int(Theme.dark.letterKey.hex), x: 0..<up.width, y: (up.height - 250)..<up.height),
                "no dark keyboard's letter key")
        #expect(up.distinctColours(x: 0..<up.width, y: (up.height - 250)..<(up.height - 60)) > 20, "no keys drawn")
    }

    /// The mismatch this guards against: under a dark GTK theme the header
    /// bar went dark and the chat stayed light. Real screenshots: GTK's header bar
    /// and the drawn chat agree, whichever way the theme or `--theme` goes.
    @Test(arguments: [
        ([String](), ["GTK_THEME": "Adwaita:dark"], true),
        (["--theme", "dark"], [String: String](), true),
        (["--theme", "light"], ["GTK_THEME": "Adwaita:dark"], false),
        ([], [:], false),
    ])
    func theHeaderBarAndTheChatAgree(arguments: [String], environment: [String: String], dark: Bool) throws {
        let directory = try makeScratchDirectory("header")
        let session = try AppSession(arguments, environment: environment)
        let origin = try session.windowOrigin()
        let shot = try session.screenshot(directory + "/shot.png")
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
        // The header bar's top band, right of the menu button; the list's
        // background left of the bubbles, inside the window's border.
        let header = shot.colour(origin.x + 310, origin.y + 8)
        let stage = shot.colour(origin.x + KeyboardFollowTests.barColumn, origin.y + KeyboardFollowTests.chromeHeight + 250)
        #expect((header.relativeLuminance < Self.dark) == dark, "header bar \(header)")
        #expect((stage.relativeLuminance < Self.dark) == dark, "chat \(stage)")
    }

    /// GNOME's "dark style" (GSettings `color-scheme`), read through
    /// GSettings' key-file backend, which a test can write.
    @Test func gsettingsPreferDarkMakesTheChatDark() throws {
        let keyfile = "[org/gnome/desktop/interface]\ncolor-scheme='prefer-dark'\n"
        let shots = try shots(arguments: [], environment: ["GSETTINGS_BACKEND": "keyfile"],
                              configFiles: ["glib-2.0/settings/keyfile": keyfile], name: "gsettings-dark")
        #expect(shots.down.colour(4, 300) == Theme.dark.background)
        #expect(fieldContrast(shots.down).contrast >= 4.5)
        #expect(shots.up.colour(2, shots.up.height - 3) == Theme.dark.keyboardBackground)
    }

    /// Switching GNOME's dark style while the app runs switches the chat
    /// and GTK's header bar with it (the key-file backend watches its file).
    @Test func aColourSchemeChangeWhileRunningIsFollowed() throws {
        let directory = try makeScratchDirectory("gsettings-live")
        let keyfile = directory + "/glib-2.0/settings/keyfile"
        try FileManager.default.createDirectory(atPath: directory + "/glib-2.0/settings", withIntermediateDirectories: true)
        func setColourScheme(_ value: String) throws {
            try "[org/gnome/desktop/interface]\ncolor-scheme='\(value)'\n".write(toFile: keyfile, atomically: true, encoding: .utf8)
        }
        try setColourScheme("default")
        let session = try AppSession([], environment: ["GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": directory])
        let origin = try session.windowOrigin()
        let stagePoint = (x: origin.x + KeyboardFollowTests.barColumn, y: origin.y + KeyboardFollowTests.chromeHeight + 250)
        let light = try session.screenshot(directory + "/light.png")
        #expect(light.colour(stagePoint.x, stagePoint.y) == Theme.light.background)

        try setColourScheme("prefer-dark")
        // GLib's keyfile backend notices the file change by itself: wait for the dark stage.
        var shot = light
        var attempt = 0
        try session.waitFor("the chat to turn dark after color-scheme='prefer-dark'") {
            attempt += 1
            shot = try session.screenshot(directory + "/dark-\(attempt).png")
            return shot.colour(stagePoint.x, stagePoint.y) == Theme.dark.background
        }
        #expect(shot.colour(origin.x + 310, origin.y + 8).relativeLuminance < Self.dark, "the header bar did not turn dark")
        #expect(session.terminate() == 0)
        #expect(!session.stderr.contains("CRITICAL") && !session.stderr.contains("WARNING"), "\(session.stderr)")
    }

    @Test func theLightThemeStaysLightAndReadable() throws {
        let shots = try shots(arguments: ["--theme", "light"], environment: ["GTK_THEME": "Adwaita:dark"], name: "light")
        #expect(shots.down.colour(4, 300) == Theme.light.background)
        let field = fieldContrast(shots.down)
        #expect(field.background == Theme.light.fieldBackground)
        #expect(field.contrast >= 4.5, "typed text contrast \(field.contrast):1")
        #expect(shots.up.colour(2, shots.up.height - 3) == Theme.light.keyboardBackground)
    }
}
