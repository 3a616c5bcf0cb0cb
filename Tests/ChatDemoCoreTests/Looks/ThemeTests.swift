import Testing
@testable import ChatDemoCore

/// A light and a dark palette in which every text reads.
@Suite struct ThemeTests {
    /// WCAG 2 AA for normal text.
    static let minimumContrast = 4.5

    @Test func contrastFollowsWCAGsWorkedValues() {
        let white = RGBColour(0xFFFFFF), black = RGBColour(0x000000)
        #expect(white.relativeLuminance == 1)
        #expect(black.relativeLuminance == 0)
        #expect(white.contrastRatio(with: black) == 21)
        #expect(black.contrastRatio(with: white) == 21)
        #expect(white.contrastRatio(with: white) == 1)
        // Mid grey #777777: luminance 0.1845, 4.478:1 on white (just under AA).
        let grey = RGBColour(0x777777)
        #expect(abs(grey.relativeLuminance - 0.18447) < 0.00001)
        #expect(abs(grey.contrastRatio(with: white) - 4.4781) < 0.0001)
        // iOS's system blue under white text: 4.017:1, why the bubble is darker.
        #expect(abs(RGBColour(0x007AFF).contrastRatio(with: white) - 4.0170) < 0.0001)
    }

    @Test func coloursPrintAsCSS() {
        #expect(RGBColour(0x006AE6).description == "#006AE6")
        #expect(RGBColour(0x00000A).description == "#00000A")
        #expect(RGBColour(0x1_FFFFFF).hex == 0xFFFFFF)
        #expect(RGBColour(0x336699).red == 0.2 && RGBColour(0x336699).green == 0.4 && RGBColour(0x336699).blue == 0.6)
    }

    @Test(arguments: ColourScheme.allCases)
    func everyTextReadsOnItsBackground(scheme: ColourScheme) {
        let theme = Theme.of(scheme)
        #expect(theme.scheme == scheme)
        #expect(theme.textPairs.count == 12)
        for pair in theme.textPairs {
            let ratio = pair.text.contrastRatio(with: pair.background)
            #expect(ratio >= Self.minimumContrast, "\(scheme) \(pair.role): \(pair.text) on \(pair.background) is \(ratio):1")
        }
    }

    /// The bug: the dark GTK theme's white text on our white field.
    @Test func theDarkFieldIsDarkWithLightText() {
        let dark = Theme.dark
        #expect(dark.fieldBackground.relativeLuminance < ThemeOption.darkBackgroundLuminance)
        #expect(dark.fieldText.relativeLuminance > 0.9)
        #expect(Theme.light.fieldText.relativeLuminance < 0.1)
    }

    /// Dark means dark everywhere the stage paints: chat, bars, keyboard.
    @Test func theDarkThemeIsDarkAndTheLightOneLight() {
        let surfaces: (Theme) -> [RGBColour] = {
            [$0.background, $0.navigationBar, $0.inputBarBackground, $0.keyboardBackground, $0.incomingBubble]
        }
        for colour in surfaces(.dark) { #expect(colour.relativeLuminance < ThemeOption.darkBackgroundLuminance, "\(colour)") }
        for colour in surfaces(.light) { #expect(colour.relativeLuminance > 0.5, "\(colour)") }
        // iOS's dark keyboard: keys lighter than the keyboard, labels white.
        #expect(Theme.dark.letterKey.relativeLuminance > Theme.dark.keyboardBackground.relativeLuminance)
        #expect(Theme.dark.specialKey.relativeLuminance > Theme.dark.keyboardBackground.relativeLuminance)
    }

    @Test func systemFollowsTheGtkThemeAndColourScheme() {
        let adwaita = RGBColour(0xF6F5F4), adwaitaDark = RGBColour(0x353535)
        #expect(ThemeOption.system.scheme(themeBackground: adwaita, prefersDark: false) == .light)
        #expect(ThemeOption.system.scheme(themeBackground: adwaitaDark, prefersDark: false) == .dark)
        #expect(ThemeOption.system.scheme(themeBackground: adwaita, prefersDark: true) == .dark)
        #expect(ThemeOption.light.scheme(themeBackground: adwaitaDark, prefersDark: true) == .light)
        #expect(ThemeOption.dark.scheme(themeBackground: adwaita, prefersDark: false) == .dark)
        // Mid grey is the boundary: #757575 (0.178) is dark, #767676 (0.181) light.
        #expect(ThemeOption.system.scheme(themeBackground: RGBColour(0x757575), prefersDark: false) == .dark)
        #expect(ThemeOption.system.scheme(themeBackground: RGBColour(0x767676), prefersDark: false) == .light)
    }

    @Test func anExplicitThemeRewritesGtkThemesVariant() {
        #expect(ThemeOption.light.gtkThemeVariable(replacing: "Adwaita:dark") == "Adwaita")
        #expect(ThemeOption.dark.gtkThemeVariable(replacing: "Adwaita") == "Adwaita:dark")
        #expect(ThemeOption.dark.gtkThemeVariable(replacing: "Adwaita:dark") == nil)
        #expect(ThemeOption.light.gtkThemeVariable(replacing: "Adwaita") == nil)
        #expect(ThemeOption.dark.gtkThemeVariable(replacing: nil) == nil)
        #expect(ThemeOption.dark.gtkThemeVariable(replacing: "") == nil)
        #expect(ThemeOption.system.gtkThemeVariable(replacing: "Adwaita:dark") == nil)
    }

    @Test func preferDarkIsSetForDarkClearedForLightAndFollowsColourSchemeUnderSystem() {
        #expect(ThemeOption.dark.prefersDarkGtkVariant(colourSchemePrefersDark: false) == true)
        #expect(ThemeOption.light.prefersDarkGtkVariant(colourSchemePrefersDark: true) == false)
        #expect(ThemeOption.system.prefersDarkGtkVariant(colourSchemePrefersDark: true) == true)
        #expect(ThemeOption.system.prefersDarkGtkVariant(colourSchemePrefersDark: false) == nil)
    }
}
